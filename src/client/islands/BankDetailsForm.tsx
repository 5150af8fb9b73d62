import { useState } from 'react';
import { useIslandEnv } from '../island-env';
import { describeFailure, fieldErrors, Form, TextField, textError, useFormState } from '../forms/form-kit';
import { ACCOUNT_HOLDER } from '../../shared/field-rules';
import { SignedInGate } from '../components/SignedInGate';
import { AccountData } from '../components/AccountData';
import { createPageApiClient } from '../api/page-client';

export interface BankDetailsFormProps {
  signInHref: string | null;
}

interface BankDetails {
  account_holder: string;
  iban: string;
  bic: string;
}

const FIELDS = ['account_holder', 'iban', 'bic'] as const;

/** The account author earnings are paid to (`GET/POST v3/user/bank-details`); the server checks IBAN and BIC. */
export default function BankDetailsForm({ signInHref }: BankDetailsFormProps) {
  return (
    <SignedInGate signInHref={signInHref}>
      {() => <AccountData<BankDetails> path="v3/user/bank-details">{(details) => <BankDetailsFields initial={details} />}</AccountData>}
    </SignedInGate>
  );
}

/** IBAN and BIC as typed, without spaces and in capitals. */
function compact(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

function BankDetailsFields({ initial }: { initial: BankDetails | null }) {
  const { t, world } = useIslandEnv();
  // The API answers the stored IBAN masked: it is shown, never sent back; a change needs the full IBAN.
  const [saved, setSaved] = useState<BankDetails | null>(initial);
  const [holder, setHolder] = useState(initial?.account_holder ?? '');
  const [iban, setIban] = useState('');
  const [bic, setBic] = useState(initial?.bic ?? '');
  const form = useFormState(t('common:form.saving'));

  const onSubmit = () =>
    form.submit({
      validate: () =>
        fieldErrors({
          account_holder: textError(holder, ACCOUNT_HOLDER, t),
          iban: !/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(compact(iban)) && (iban.trim() ? t('cabinet-settings:bank.invalidIban') : t('common:form.required')),
          bic: !/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(compact(bic)) && t('cabinet-settings:bank.invalidBic'),
        }),
      action: async () => {
        const answer = await createPageApiClient(world).post<BankDetails | null>('v3/user/bank-details', {
          account_holder: holder.trim(),
          iban: compact(iban),
          bic: compact(bic),
        });
        setSaved(answer);
        setIban('');
        return { kind: 'success', text: t('common:form.saved') };
      },
      onError: (error) =>
        describeFailure(error, t, FIELDS, {
          invalid_iban: t('cabinet-settings:bank.invalidIban'),
          invalid_bic: t('cabinet-settings:bank.invalidBic'),
        }),
    });

  return (
    <Form form={form} onSubmit={onSubmit} submitLabel={t('common:form.save')} className="account-form">
      {saved ? <p className="notice">{t('cabinet-settings:bank.saved', { iban: saved.iban, holder: saved.account_holder })}</p> : null}
      <TextField
        name="account_holder"
        label={t('cabinet-settings:bank.holder')}
        autoComplete="name"
        required
        maxLength={ACCOUNT_HOLDER.max}
        value={holder}
        onChange={setHolder}
        error={form.errors.account_holder}
      />
      <TextField
        name="iban"
        label={t('cabinet-settings:bank.iban')}
        hint={saved ? t('cabinet-settings:bank.ibanAgain') : t('cabinet-settings:bank.ibanHint')}
        autoComplete="off"
        required
        maxLength={42}
        value={iban}
        onChange={setIban}
        error={form.errors.iban}
      />
      <TextField
        name="bic"
        label={t('cabinet-settings:bank.bic')}
        autoComplete="off"
        required
        maxLength={14}
        value={bic}
        onChange={setBic}
        error={form.errors.bic}
      />
    </Form>
  );
}
