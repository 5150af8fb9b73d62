import { useState, type FormEvent } from 'react';
import { useIslandEnv } from './island-context';
import { describeFailure, StatusRegion, SubmitButton, TextField, useFormState, type FieldErrors } from './form-kit';
import { SignedInGate } from './SignedInGate';
import { AccountData } from './AccountData';
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
  const { pending, errors: fieldErrors, status, formRef, submit } = useFormState();

  const validate = (): FieldErrors => {
    const errors: FieldErrors = {};
    if (holder.trim().length < 2) errors.account_holder = t('common:form.required');
    if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(compact(iban))) errors.iban = iban.trim() ? t('cabinet-settings:bank.invalidIban') : t('common:form.required');
    if (!/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(compact(bic))) errors.bic = t('cabinet-settings:bank.invalidBic');
    return errors;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({
      validate,
      pendingText: t('common:form.saving'),
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
  };

  return (
    <form className="account-form" ref={formRef} onSubmit={onSubmit} noValidate aria-busy={pending || undefined}>
      {saved ? <p className="notice">{t('cabinet-settings:bank.saved', { iban: saved.iban, holder: saved.account_holder })}</p> : null}
      <TextField
        name="account_holder"
        label={t('cabinet-settings:bank.holder')}
        autoComplete="name"
        required
        maxLength={120}
        value={holder}
        onChange={setHolder}
        error={fieldErrors.account_holder}
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
        error={fieldErrors.iban}
      />
      <TextField
        name="bic"
        label={t('cabinet-settings:bank.bic')}
        autoComplete="off"
        required
        maxLength={14}
        value={bic}
        onChange={setBic}
        error={fieldErrors.bic}
      />
      <StatusRegion status={status} />
      <SubmitButton pending={pending} label={t('common:form.save')} pendingLabel={t('common:form.saving')} />
    </form>
  );
}
