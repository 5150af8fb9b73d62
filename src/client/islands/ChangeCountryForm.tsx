import { useState, type FormEvent } from 'react';
import { useIslandEnv } from './island-context';
import { describeFailure, SelectField, StatusRegion, SubmitButton, useFormState, type FieldErrors } from './form-kit';
import { SignedInGate } from './SignedInGate';
import { createPageApiClient } from '../api/page-client';

export interface CountryOption {
  code: string;
  name: string;
}

export interface ChangeCountryFormProps {
  signInHref: string | null;
  /** ISO 3166 codes with names in the page language, sorted; built on the edge. */
  countries: readonly CountryOption[];
}

/** `POST v3/user/country`: the account's country, and so its currency. */
export default function ChangeCountryForm({ signInHref, countries }: ChangeCountryFormProps) {
  return <SignedInGate signInHref={signInHref}>{() => <ChangeCountry countries={countries} />}</SignedInGate>;
}

function ChangeCountry({ countries }: { countries: readonly CountryOption[] }) {
  const { t, world } = useIslandEnv();
  const [country, setCountry] = useState('');
  const { pending, errors: fieldErrors, status, formRef, submit } = useFormState();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({
      validate: (): FieldErrors => (country ? {} : { country: t('common:form.required') }),
      pendingText: t('common:form.saving'),
      action: async () => {
        await createPageApiClient(world).post('v3/user/country', { country });
        const name = countries.find((c) => c.code === country)?.name ?? country;
        return { kind: 'success', text: t('cabinet-settings:country.saved', { country: name }) };
      },
      onError: (error) => describeFailure(error, t, ['country']),
    });
  };

  return (
    <form className="account-form" ref={formRef} onSubmit={onSubmit} noValidate aria-busy={pending || undefined}>
      <SelectField
        name="country"
        label={t('cabinet-settings:country.label')}
        autoComplete="country"
        required
        value={country}
        onChange={setCountry}
        options={[{ value: '', label: t('cabinet-settings:country.choose') }, ...countries.map((c) => ({ value: c.code, label: c.name }))]}
        error={fieldErrors.country}
      />
      <StatusRegion status={status} />
      <SubmitButton pending={pending} label={t('common:form.save')} pendingLabel={t('common:form.saving')} />
    </form>
  );
}
