import type { Translate } from '../i18n/translate';
import { SelectField, TextField, type FieldErrors } from '../forms/form-kit';
import { SCHOOL_KINDS } from '../../shared/school-kinds';
import type { CountryOption } from '../islands/ChangeCountryForm';

/** The school's own data, the same fields on "create a school" and on the school account. */
export const SCHOOL_FIELDS = ['name', 'street', 'postcode', 'city', 'country', 'schoolType'] as const;
export type SchoolField = (typeof SCHOOL_FIELDS)[number];

const LIMITS: Record<Exclude<SchoolField, 'country' | 'schoolType'>, { min: number; max: number; autoComplete: string }> = {
  name: { min: 3, max: 160, autoComplete: 'organization' },
  street: { min: 2, max: 160, autoComplete: 'street-address' },
  postcode: { min: 2, max: 16, autoComplete: 'postal-code' },
  city: { min: 2, max: 100, autoComplete: 'address-level2' },
};

export function schoolFieldErrors(values: Record<SchoolField, string>, t: Translate): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, limit] of Object.entries(LIMITS) as [keyof typeof LIMITS, (typeof LIMITS)[keyof typeof LIMITS]][]) {
    const value = values[field].trim();
    if (!value) errors[field] = t('common:form.required');
    else if (value.length < limit.min) errors[field] = t('common:form.tooShort', { min: limit.min });
  }
  if (!values.country) errors.country = t('common:form.required');
  if (!values.schoolType) errors.schoolType = t('common:form.required');
  return errors;
}

export function SchoolFields({
  values,
  set,
  errors,
  countries,
  t,
}: {
  values: Record<SchoolField, string>;
  set: (field: SchoolField) => (value: string) => void;
  errors: FieldErrors;
  countries: readonly CountryOption[];
  t: Translate;
}) {
  return (
    <>
      {(Object.keys(LIMITS) as (keyof typeof LIMITS)[]).map((field) => (
        <TextField
          key={field}
          name={field}
          label={t(`my-school:field.${field}`)}
          autoComplete={LIMITS[field].autoComplete}
          required
          maxLength={LIMITS[field].max}
          value={values[field]}
          onChange={set(field)}
          error={errors[field]}
        />
      ))}
      <SelectField
        name="country"
        label={t('my-school:field.country')}
        autoComplete="country"
        required
        value={values.country}
        onChange={set('country')}
        options={countries.map((c) => ({ value: c.code, label: c.name }))}
        error={errors.country}
      />
      <SelectField
        name="schoolType"
        label={t('my-school:field.schoolType')}
        required
        value={values.schoolType}
        onChange={set('schoolType')}
        options={[{ value: '', label: t('my-school:field.schoolTypeChoose') }, ...SCHOOL_KINDS.map((kind) => ({ value: kind, label: t(`my-school:kind.${kind}`) }))]}
        error={errors.schoolType}
      />
    </>
  );
}
