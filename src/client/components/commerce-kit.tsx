/** What the cart, payment and order islands share: prices and totals lines (links: ../href-template). */

import { formatPrice } from '../../shared/money';
import { PriceText } from './Price';
import type { TotalsLine } from '../commerce/totals';
import { fieldValue } from '../dom';

/** A cart item's price: free, regular, or the sale price with the list price struck through. */
export const ItemPrice = PriceText;

/** Totals as a definition list; `labels` gives each line's text (the VAT line names its rate). */
export function TotalsList({ lines, currency, label, labels }: { lines: readonly TotalsLine[]; currency: string; label: string; labels: (line: TotalsLine) => string }) {
  return (
    <dl className="totals" aria-label={label}>
      {lines.map((line) => (
        <div key={line.kind} className={`totals-line totals-${line.kind}`}>
          <dt>{labels(line)}</dt>
          <dd>{line.kind === 'total' || line.kind === 'amountDue' ? <strong>{formatPrice(line.amount, currency)}</strong> : formatPrice(line.amount, currency)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The voucher code field of the cart and the vouchers screen: input and submit button, an
 * optional hint, and the refusal announced and tied to the input.
 */
export function VoucherCodeField({ id, label, code, onCode, error, busy, buttonLabel, hint }: {
  id: string;
  label: string;
  code: string;
  onCode: (code: string) => void;
  /** The refusal or failure to show; the input is marked invalid while there is one. */
  error: string | null;
  busy: boolean;
  buttonLabel: string;
  hint?: string;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field-control">
        <input
          id={id}
          name="code"
          value={code}
          maxLength={64}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(event) => onCode(fieldValue(event.target))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" disabled={busy || code.trim() === ''}>
          {buttonLabel}
        </button>
      </div>
      {hint ? <p className="field-hint">{hint}</p> : null}
      <p className="field-error" id={errorId} role="alert">
        {error ?? ''}
      </p>
    </div>
  );
}
