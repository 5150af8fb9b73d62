import { useState } from 'react';
import { useIslandEnv } from '../island-env';
import { describeFailure, emailError, Field, fieldErrors, Form, TextField, useFormState } from '../forms/form-kit';
import { fieldValue } from '../dom';
import { SignedInGate } from '../components/SignedInGate';
import { createPageApiClient } from '../api/page-client';
import { EMAIL } from '../../shared/field-rules';
import type { MySchool } from '../../shared/schemas/schools';
import type { CountryOption } from './ChangeCountryForm';
import { SCHOOL_FIELDS, SchoolFields, schoolFieldErrors, type SchoolField } from '../schools/school-fields';
import { failureText, LoadFailed, LoadingNote, NoSchool, SchoolStateBadge, useMySchool } from '../schools/school-kit';

export interface SchoolAccountFormProps {
  signInHref: string | null;
  countries: readonly CountryOption[];
  createHref: string | null;
  mySchoolHref: string | null;
}

type AccountField = SchoolField | 'invoiceEmail' | 'vatId' | 'evidenceText' | 'evidenceDomain';

/**
 * The school account (`POST v1/schools/mine/account`, docs/schools.md): the master admin edits the
 * school's data, the invoice e-mail and the VAT id; members see the data without a form.
 */
export default function SchoolAccountForm(props: SchoolAccountFormProps) {
  return <SignedInGate signInHref={props.signInHref}>{() => <Account {...props} />}</SignedInGate>;
}

function Account(props: SchoolAccountFormProps) {
  const { t } = useIslandEnv();
  const { loaded, set } = useMySchool();
  if (!loaded) return <LoadingNote />;
  if ('failed' in loaded) return <LoadFailed />;
  const mine = loaded.mine;
  if (!mine) return <NoSchool createHref={props.createHref} />;
  return (
    <>
      <p>
        <strong>{mine.school.name}</strong> <SchoolStateBadge state={mine.school.state} />
      </p>
      {mine.school.state === 'rejected' && mine.school.rejectionReason ? (
        <p className="notice notice-warning">{t('my-school:rejectedBecause', { reason: mine.school.rejectionReason })}</p>
      ) : null}
      {mine.role === 'master' ? (
        <AccountFields mine={mine} countries={props.countries} onSaved={set} />
      ) : (
        <p className="notice">{t('my-school:account.adminOnly')}</p>
      )}
      {props.mySchoolHref ? <a href={props.mySchoolHref}>{t('my-school:toMySchool')}</a> : null}
    </>
  );
}

function AccountFields({ mine, countries, onSaved }: { mine: MySchool; countries: readonly CountryOption[]; onSaved: (mine: MySchool) => void }) {
  const { t, world } = useIslandEnv();
  const s = mine.school;
  const [values, setValues] = useState<Record<AccountField, string>>({
    name: s.name,
    street: s.street ?? '',
    postcode: s.postcode ?? '',
    city: s.city ?? '',
    country: s.country,
    schoolType: s.schoolType ?? '',
    invoiceEmail: s.invoiceEmail ?? '',
    vatId: s.vatId ?? '',
    evidenceText: s.evidenceText ?? '',
    evidenceDomain: s.evidenceDomain ?? '',
  });
  // Until staff verified the school, the admin may give new evidence (docs/schools.md, "Verification").
  const evidence = s.state !== 'verified';
  const form = useFormState(t('common:form.saving'));
  const set = (field: AccountField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = () =>
    form.submit({
      validate: () =>
        fieldErrors({
          ...schoolFieldErrors(values, t),
          invoiceEmail: emailError(values.invoiceEmail, t, true),
          evidenceText: evidence && values.evidenceText.trim().length < 20 && t('common:form.tooShort', { min: 20 }),
          evidenceDomain: evidence && values.evidenceDomain.trim() !== '' && !/^(?:[a-z0-9-]+\.)+[a-z]{2,}$/i.test(values.evidenceDomain.trim()) && t('my-school:create.domainInvalid'),
        }),
      action: async () => {
        const body: Record<string, string | null> = { invoiceEmail: values.invoiceEmail.trim() || null, vatId: values.vatId.trim() || null };
        if (evidence) {
          body.evidenceText = values.evidenceText.trim();
          body.evidenceDomain = values.evidenceDomain.trim() || null;
        }
        for (const field of SCHOOL_FIELDS) body[field] = values[field].trim();
        const saved = await createPageApiClient(world).post<MySchool>('v1/schools/mine/account', body);
        onSaved(saved);
        return { kind: 'success', text: saved.school.state === 'verified' ? t('common:form.saved') : t('my-school:account.savedWaiting') };
      },
      onError: (error) => {
        const view = describeFailure(error, t, [...SCHOOL_FIELDS, 'invoiceEmail', 'vatId', 'evidenceText', 'evidenceDomain']);
        return Object.keys(view.fields).length > 0 ? view : { fields: {}, message: failureText(error, t) };
      },
    });

  return (
    <Form form={form} onSubmit={onSubmit} submitLabel={t('common:form.save')} className="account-form">
      <SchoolFields values={values} set={set} errors={form.errors} countries={countries} t={t} />
      <TextField
        name="invoiceEmail"
        type="email"
        label={t('my-school:field.invoiceEmail')}
        hint={t('my-school:account.invoiceEmailHint')}
        autoComplete="email"
        maxLength={EMAIL.max}
        value={values.invoiceEmail}
        onChange={set('invoiceEmail')}
        error={form.errors.invoiceEmail}
      />
      <TextField name="vatId" label={t('my-school:field.vatId')} maxLength={20} value={values.vatId} onChange={set('vatId')} error={form.errors.vatId} />
      {evidence ? (
        <fieldset>
          <legend>{t('my-school:create.evidenceLegend')}</legend>
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
      ) : null}
    </Form>
  );
}
