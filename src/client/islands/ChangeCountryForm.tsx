import { useState } from 'react';
import { useIslandEnv } from '../island-env';
import { describeFailure, fieldErrors, Form, SelectField, useFormState } from '../forms/form-kit';
import { SignedInGate } from '../components/SignedInGate';
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
  const form = useFormState(t('common:form.saving'));

  const onSubmit = () =>
    form.submit({
      validate: () => fieldErrors({ country: !country && t('common:form.required') }),
      action: async () => {
        await createPageApiClient(world).post('v3/user/country', { country });
        const name = countries.find((c) => c.code === country)?.name ?? country;
        return { kind: 'success', text: t('cabinet-settings:country.saved', { country: name }) };
      },
      onError: (error) => describeFailure(error, t, ['country']),
    });

  return (
    <Form form={form} onSubmit={onSubmit} submitLabel={t('common:form.save')} className="account-form">
      <SelectField
        name="country"
        label={t('cabinet-settings:country.label')}
        autoComplete="country"
        required
        value={country}
        onChange={setCountry}
        options={[{ value: '', label: t('cabinet-settings:country.choose') }, ...countries.map((c) => ({ value: c.code, label: c.name }))]}
        error={form.errors.country}
      />
    </Form>
  );
}
