import { useState } from 'react';
import { useIslandEnv } from '../island-env';
import { fieldValue, navigateTo } from '../dom';
import { describeFailure, Field, fieldErrors, Form, LEAVING, TextField, useFormState } from '../forms/form-kit';
import { SignedInGate } from '../components/SignedInGate';
import { createPageApiClient } from '../api/page-client';
import type { MySchool } from '../../shared/schemas/schools';
import type { CountryOption } from './ChangeCountryForm';
import { SCHOOL_FIELDS, SchoolFields, schoolFieldErrors, type SchoolField } from '../schools/school-fields';
import { failureText, LoadFailed, LoadingNote, useMySchool } from '../schools/school-kit';

export interface SchoolCreateFormProps {
  signInHref: string | null;
  countries: readonly CountryOption[];
  defaultCountry: string;
  /** "My school", where the new admin goes next. */
  mySchoolHref: string | null;
}

type Field2 = SchoolField | 'evidenceText' | 'evidenceDomain';

/**
 * Creating a school (`POST v1/schools`, docs/schools.md): the school's data and the evidence that
 * the creator works there; the creator becomes its master admin and staff verify the school.
 */
export default function SchoolCreateForm(props: SchoolCreateFormProps) {
  return <SignedInGate signInHref={props.signInHref}>{() => <CreateOrNote {...props} />}</SignedInGate>;
}

function CreateOrNote(props: SchoolCreateFormProps) {
  const { t } = useIslandEnv();
  const { loaded } = useMySchool();
  if (!loaded) return <LoadingNote />;
  if ('failed' in loaded) return <LoadFailed />;
  if (loaded.mine) {
    return (
      <div className="notice">
        <p>{t('my-school:create.alreadyMember', { school: loaded.mine.school.name })}</p>
        {props.mySchoolHref ? (
          <a className="button" href={props.mySchoolHref}>
            {t('my-school:toMySchool')}
          </a>
        ) : null}
      </div>
    );
  }
  return <CreateForm {...props} />;
}

function CreateForm({ countries, defaultCountry, mySchoolHref }: SchoolCreateFormProps) {
  const { t, world } = useIslandEnv();
  const [values, setValues] = useState<Record<Field2, string>>({
    name: '',
    street: '',
    postcode: '',
    city: '',
    country: defaultCountry,
    schoolType: '',
    evidenceText: '',
    evidenceDomain: '',
  });
  const form = useFormState(t('common:form.saving'));
  const set = (field: Field2) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const validate = () =>
    fieldErrors({
      ...schoolFieldErrors(values, t),
      evidenceText: values.evidenceText.trim().length < 20 && t('common:form.tooShort', { min: 20 }),
      evidenceDomain: values.evidenceDomain.trim() !== '' && !/^(?:[a-z0-9-]+\.)+[a-z]{2,}$/i.test(values.evidenceDomain.trim()) && t('my-school:create.domainInvalid'),
    });

  const onSubmit = () =>
    form.submit({
      validate,
      action: async () => {
        const body: Record<string, string | null> = { world, evidenceText: values.evidenceText.trim(), evidenceDomain: values.evidenceDomain.trim() || null };
        for (const field of SCHOOL_FIELDS) body[field] = values[field].trim();
        await createPageApiClient(world).post<MySchool>('v1/schools', body);
        if (mySchoolHref) {
          navigateTo(mySchoolHref);
          return LEAVING;
        }
        return { kind: 'success', text: t('my-school:create.done') };
      },
      onError: (error) => {
        const view = describeFailure(error, t, [...SCHOOL_FIELDS, 'evidenceText', 'evidenceDomain']);
        return Object.keys(view.fields).length > 0 ? view : { fields: {}, message: failureText(error, t) };
      },
    });

  return (
    <Form form={form} onSubmit={onSubmit} submitLabel={t('my-school:create.submit')} className="account-form">
      <fieldset>
        <legend>{t('my-school:create.schoolLegend')}</legend>
        <SchoolFields values={values} set={set} errors={form.errors} countries={countries} t={t} />
      </fieldset>
      <fieldset>
        <legend>{t('my-school:create.evidenceLegend')}</legend>
        <p className="field-hint">{t('my-school:create.evidenceIntro')}</p>
        <Field label={t('my-school:field.evidenceText')} error={form.errors.evidenceText} hint={t('my-school:create.evidenceTextHint')}>
          {(control) => <textarea {...control} name="evidenceText" rows={4} maxLength={2000} required value={values.evidenceText} onChange={(e) => set('evidenceText')(fieldValue(e.target))} />}
        </Field>
        <TextField
          name="evidenceDomain"
          label={t('my-school:field.evidenceDomain')}
          hint={t('my-school:create.evidenceDomainHint')}
          maxLength={120}
          value={values.evidenceDomain}
          onChange={set('evidenceDomain')}
          error={form.errors.evidenceDomain}
        />
      </fieldset>
    </Form>
  );
}
