import type { ReactNode } from 'react';
import { isApiError } from '../api/api-error';
import type { AuditView } from '../../shared/schemas/operations';
import { ID_PLACEHOLDER } from '../href-template';

/** Shared parts of the staff operations screens (docs/operations.md). */

const KNOWN_ERRORS = new Set([
  'staff_role_required',
  'already_refunded',
  'exceeds_paid',
  'invalid_amount',
  'not_paid',
  'refund_failed',
  'insufficient_credits',
  'already_blocked',
  'not_blocked',
  'staff_target',
]);

export function opsError(error: unknown, t: (key: string) => string): string {
  const code = isApiError(error) ? error.serverError?.code : undefined;
  if (code && KNOWN_ERRORS.has(code)) return t(`service-pages:operations.error.${code}`);
  if (isApiError(error) && error.status === 400) return t('service-pages:operations.error.invalid');
  return t('common:form.genericError');
}

/** A staff screen's link from its template (src/client/href-template.ts). */
export const fill = (template: string, id: string | number) => template.replace(ID_PLACEHOLDER, encodeURIComponent(String(id)));

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="staff-ops-section">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** The audit trail of an object, newest first. */
export function AuditTrail({ rows, t, day }: { rows: AuditView[]; t: (key: string) => string; day: (iso: string) => string }) {
  if (rows.length === 0) return <p className="empty-state">{t('service-pages:operations.audit.empty')}</p>;
  return (
    <ol className="staff-ops-audit">
      {rows.map((row) => (
        <li key={row.id}>
          <time dateTime={row.createdAt}>{day(row.createdAt)}</time> · <strong>{row.action}</strong> · {row.staff.name} ({row.role})
          {row.reason ? <> · „{row.reason}“</> : null}
        </li>
      ))}
    </ol>
  );
}
