import { useState } from 'react';
import { useIslandEnv } from '../island-env';
import { describeFailure, emailError, fieldErrors, Form, SelectField, TextField, textError, useFormState, type FieldErrors } from '../forms/form-kit';
import { BILLING, EMAIL } from '../../shared/field-rules';
import { SignedInGate } from '../components/SignedInGate';
import { AccountData } from '../components/AccountData';
import type { CountryOption } from './ChangeCountryForm';
import { createPageApiClient } from '../api/page-client';

export interface BillingAddressFormProps {
  signInHref: string | null;
  countries: readonly CountryOption[];
  /** Preselected country for a first address: the world's. */
  defaultCountry: string;
}

interface BillingAddress {
  name: string;
  company: string | null;
  street: string;
  postal_code: string;
  city: string;
  country: string;
  vat_id: string | null;
  email: string | null;
  client_email: string | null;
}

const FIELDS = ['name', 'company', 'street', 'postal_code', 'city', 'country', 'vat_id', 'email', 'client_email'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const OPTIONAL: readonly Field[] = ['company', 'vat_id', 'email', 'client_email'];

/** The address on invoices (`GET/POST v3/user/billing-address`). */
export default function BillingAddressForm({ signInHref, countries, defaultCountry }: BillingAddressFormProps) {
  return (
    <SignedInGate signInHref={signInHref}>
      {() => (
        <AccountData<BillingAddress> path="v3/user/billing-address">
          {(address) => <BillingAddressFields initial={address} countries={countries} defaultCountry={defaultCountry} />}
        </AccountData>
      )}
    </SignedInGate>
  );
}

function valuesOf(address: BillingAddress | null, defaultCountry: string): Values {
  const values = {} as Values;
  for (const field of FIELDS) values[field] = address?.[field] ?? '';
  if (!values.country) values.country = defaultCountry;
  return values;
}

function BillingAddressFields({ initial, countries, defaultCountry }: { initial: BillingAddress | null; countries: readonly CountryOption[]; defaultCountry: string }) {
  const { t, world } = useIslandEnv();
  const [values, setValues] = useState<Values>(() => valuesOf(initial, defaultCountry));
  const form = useFormState(t('common:form.saving'));
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const validate = (): FieldErrors => {
    const texts = Object.keys(BILLING) as (keyof typeof BILLING)[];
    return fieldErrors({
      ...Object.fromEntries(texts.map((field) => [field, textError(values[field], BILLING[field], t)])),
      country: !values.country && t('common:form.required'),
      email: emailError(values.email, t, true),
      client_email: emailError(values.client_email, t, true),
    });
  };

  const onSubmit = () => {
    const body: Record<string, string | null> = {};
    for (const field of FIELDS) {
      const value = values[field].trim();
      body[field] = OPTIONAL.includes(field) && !value ? null : value;
    }
    return form.submit({
      validate,
      action: async () => {
        await createPageApiClient(world).post('v3/user/billing-address', body);
        return { kind: 'success', text: t('common:form.saved') };
      },
      onError: (error) =>
        describeFailure(error, t, FIELDS, {
          invalid_vat_id: t('cabinet-settings:billing.invalidVatId'),
        }),
    });
  };

  const text = (field: Field, autoComplete: string, maxLength: number, required: boolean, type: 'text' | 'email' = 'text') => (
    <TextField
      name={field}
      label={t(`cabinet-settings:billing.${field}`)}
      type={type}
      autoComplete={autoComplete}
      required={required}
      maxLength={maxLength}
      value={values[field]}
      onChange={set(field)}
      error={form.errors[field]}
    />
  );

  return (
    <Form form={form} onSubmit={onSubmit} submitLabel={t('common:form.save')} className="account-form">
      {text('name', 'name', BILLING.name.max, true)}
      {text('company', 'organization', BILLING.company.max, false)}
      {text('street', 'street-address', BILLING.street.max, true)}
      {text('postal_code', 'postal-code', BILLING.postal_code.max, true)}
      {text('city', 'address-level2', BILLING.city.max, true)}
      <SelectField
        name="country"
        label={t('cabinet-settings:billing.country')}
        autoComplete="country"
        required
        value={values.country}
        onChange={set('country')}
        options={countries.map((c) => ({ value: c.code, label: c.name }))}
        error={form.errors.country}
      />
      {text('vat_id', 'off', BILLING.vat_id.max, false)}
      {text('email', 'email', EMAIL.max, false, 'email')}
      {text('client_email', 'off', EMAIL.max, false, 'email')}
    </Form>
  );
}
