import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { DownloadButton } from '../components/DownloadButton';
import { useIslandEnv } from '../island-env';
import { askToConfirm } from '../dom';
import { SignedInGate } from '../components/SignedInGate';
import { CabinetData } from '../components/cabinet-kit';
import { createPageApiClient } from '../api/page-client';
import { formatDay } from '../commerce/cabinet-format';
import { formatPrice } from '../../shared/money';
import { EmailField } from '../forms/form-kit';
import type { InvitationPreview, MySchool as Mine, SchoolInvoiceView, SchoolLicenceView, SchoolMembersAnswer } from '../../shared/schemas/schools';
import {
  failureText,
  LoadFailed,
  LoadingNote,
  materialHref,
  NoSchool,
  SchoolStateBadge,
  useMySchool,
  type MaterialHrefTemplates,
} from '../schools/school-kit';

export interface MySchoolProps {
  signInHref: string | null;
  /** Where a visitor with an invitation registers (with the screen to come back to). */
  registerHref: string | null;
  /** The one-time token of an invitation link (`?invitation=`), or null. */
  invitationToken: string | null;
  /** This screen's address with its invitation, to come back to after signing in. */
  selfHref: string;
  createHref: string | null;
  accountHref: string | null;
  wishlistHref: string | null;
  shareHref: string | null;
  materialHrefs: MaterialHrefTemplates;
}

/**
 * "My school" (docs/schools.md): the school and its state, members (the master admin invites,
 * removes and hands over), the licences every member downloads, the school's invoices (admin),
 * and accepting an invitation from its link.
 */
export default function MySchool(props: MySchoolProps) {
  if (props.invitationToken) return <Invitation {...props} token={props.invitationToken} />;
  return <SignedInGate signInHref={props.signInHref}>{() => <Overview {...props} />}</SignedInGate>;
}

function Invitation(props: MySchoolProps & { token: string }) {
  const { t, world } = useIslandEnv();
  const [preview, setPreview] = useState<InvitationPreview | 'failed' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [joined, setJoined] = useState(false);
  useEffect(() => {
    createPageApiClient(world)
      .get<InvitationPreview>('v1/schools/invitations/preview', { query: { token: props.token } })
      .then(setPreview, () => setPreview('failed'));
  }, [props.token, world]);

  if (joined) return <Overview {...props} />;
  if (!preview) return <LoadingNote />;
  if (preview === 'failed') return <p className="notice notice-error">{t('my-school:error.invitation_not_found')}</p>;
  if (preview.state !== 'open') return <p className="notice notice-warning">{t('my-school:error.invitation_closed')}</p>;

  const accept = async () => {
    setPending(true);
    setError(null);
    try {
      await createPageApiClient(world).post<Mine>('v1/schools/invitations/accept', { token: props.token });
      setJoined(true);
    } catch (failure) {
      setError(failureText(failure, t));
    } finally {
      setPending(false);
    }
  };

  const back = props.selfHref;
  const withNext = (href: string | null) => (href ? `${href.split('?')[0]}?next=${encodeURIComponent(back)}` : null);
  return (
    <section className="settings-section" aria-labelledby="invitation-heading">
      <h2 id="invitation-heading">{t('my-school:invitation.heading', { school: preview.schoolName })}</h2>
      <p>{t('my-school:invitation.text', { school: preview.schoolName, email: preview.email })}</p>
      <SignedInGate signInHref={withNext(props.signInHref)}>
        {() => (
          <div className="seller-actions">
            <button type="button" onClick={() => void accept()} disabled={pending} aria-disabled={pending || undefined}>
              {t('my-school:invitation.accept')}
            </button>
          </div>
        )}
      </SignedInGate>
      {props.registerHref ? (
        <p className="field-hint">
          {t('my-school:invitation.noAccount')} <a href={withNext(props.registerHref) ?? undefined}>{t('my-school:invitation.register')}</a>
        </p>
      ) : null}
      {error ? (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

function Overview(props: MySchoolProps) {
  const { t } = useIslandEnv();
  const { loaded, reload } = useMySchool();
  if (!loaded) return <LoadingNote />;
  if ('failed' in loaded) return <LoadFailed />;
  const mine = loaded.mine;
  if (!mine) return <NoSchool createHref={props.createHref} />;
  const admin = mine.role === 'master';
  return (
    <div className="my-school">
      <p>
        <strong>{mine.school.name}</strong> <SchoolStateBadge state={mine.school.state} />{' '}
        <span className="seller-item-facts">{t(admin ? 'my-school:role.master' : 'my-school:role.member')}</span>
      </p>
      {mine.school.state === 'waiting' ? <p className="notice">{t('my-school:waitingNote')}</p> : null}
      {mine.school.state === 'rejected' && mine.school.rejectionReason ? (
        <p className="notice notice-warning">{t('my-school:rejectedBecause', { reason: mine.school.rejectionReason })}</p>
      ) : null}
      <nav aria-label={t('my-school:nav.label')}>
        <ul className="settings-links">
          {props.wishlistHref ? (
            <li>
              <a href={props.wishlistHref}>{t('my-school:nav.wishlist')}</a>
            </li>
          ) : null}
          {props.shareHref ? (
            <li>
              <a href={props.shareHref}>{t('my-school:nav.share')}</a>
            </li>
          ) : null}
          {props.accountHref ? (
            <li>
              <a href={props.accountHref}>{t('my-school:nav.account')}</a>
            </li>
          ) : null}
        </ul>
      </nav>
      <Members mine={mine} onLeft={reload} />
      <section className="settings-section" aria-labelledby="school-licences-heading">
        <h2 id="school-licences-heading">{t('my-school:licences.heading')}</h2>
        <CabinetData<{ items: SchoolLicenceView[] }> path="v1/schools/mine/licences">
          {({ items }) => <Licences items={items} materialHrefs={props.materialHrefs} shareHref={props.shareHref} />}
        </CabinetData>
      </section>
      {admin ? (
        <section className="settings-section" aria-labelledby="school-invoices-heading">
          <h2 id="school-invoices-heading">{t('my-school:invoices.heading')}</h2>
          <CabinetData<{ items: SchoolInvoiceView[] }> path="v1/schools/mine/invoices">{({ items }) => <Invoices items={items} />}</CabinetData>
        </section>
      ) : null}
    </div>
  );
}

function Licences({ items, materialHrefs, shareHref }: { items: SchoolLicenceView[]; materialHrefs: MaterialHrefTemplates; shareHref: string | null }) {
  const { t, world } = useIslandEnv();
  if (items.length === 0) return <p className="empty-state">{t('my-school:licences.empty')}</p>;
  return (
    <ul className="seller-list" aria-label={t('my-school:licences.heading')}>
      {items.map((licence) => {
        const href = materialHref(materialHrefs, licence.material);
        return (
          <li key={licence.material.id} className="seller-item">
            <div className="seller-item-head">
              {href ? (
                <a className="seller-item-title" href={href}>
                  {licence.material.title}
                </a>
              ) : (
                <span className="seller-item-title">{licence.material.title}</span>
              )}
              {shareHref ? (
                <a className="button-secondary" href={`${shareHref}?material=${licence.material.id}`}>
                  {t('my-school:licences.share')}
                </a>
              ) : null}
            </div>
            <p className="seller-item-facts">
              {t('my-school:licences.facts', { date: formatDay(licence.boughtAt, world), licence: licence.licenceId })}
            </p>
            {licence.files.length > 0 ? (
              <ul className="purchase-files" aria-label={t('cabinet-materials:bought.filesOf', { title: licence.material.title })}>
                {licence.files.map((file) => (
                  <li key={file.id}>
                    <DownloadButton file={file} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function Invoices({ items }: { items: SchoolInvoiceView[] }) {
  const { t, world } = useIslandEnv();
  if (items.length === 0) return <p className="empty-state">{t('my-school:invoices.empty')}</p>;
  return (
    <div className="table-scroll">
      <table className="cabinet-table">
        <thead>
          <tr>
            <th scope="col">{t('my-school:invoices.number')}</th>
            <th scope="col">{t('my-school:invoices.date')}</th>
            <th scope="col">{t('my-school:invoices.orderedBy')}</th>
            <th scope="col" className="amount">
              {t('my-school:invoices.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((invoice) => (
            <tr key={invoice.id}>
              <td>{invoice.number}</td>
              <td>{formatDay(invoice.issuedAt, world)}</td>
              <td>{invoice.orderedBy}</td>
              <td className="amount">{formatPrice(invoice.gross, invoice.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Members({ mine, onLeft }: { mine: Mine; onLeft: () => void }) {
  const { t, world } = useIslandEnv();
  const [answer, setAnswer] = useState<SchoolMembersAnswer | 'failed' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const api = createPageApiClient(world);
  const load = useCallback(() => {
    createPageApiClient(world)
      .get<SchoolMembersAnswer>('v1/schools/mine/members')
      .then(setAnswer, () => setAnswer('failed'));
  }, [world]);
  useEffect(load, [load]);
  const admin = mine.role === 'master';

  const act = async (call: () => Promise<SchoolMembersAnswer | unknown>, done?: string) => {
    setError(null);
    setNotice(null);
    try {
      const next = await call();
      if (next && typeof next === 'object' && 'members' in next) setAnswer(next as SchoolMembersAnswer);
      if (done) setNotice(done);
    } catch (failure) {
      setError(failureText(failure, t));
    }
  };

  const leave = async () => {
    if (!askToConfirm(t('my-school:members.leaveConfirm', { school: mine.school.name }))) return;
    setError(null);
    try {
      await api.post('v1/schools/mine/leave', {});
      onLeft();
    } catch (failure) {
      setError(failureText(failure, t));
    }
  };

  return (
    <section className="settings-section" aria-labelledby="school-members-heading">
      <h2 id="school-members-heading">{t('my-school:members.heading')}</h2>
      {answer === null ? <LoadingNote /> : answer === 'failed' ? <LoadFailed /> : null}
      {answer && answer !== 'failed' ? (
        <ul className="seller-list" aria-label={t('my-school:members.heading')}>
          {answer.members.map((member) => (
            <li key={member.userId} className="seller-item">
              <div className="seller-item-head">
                <span className="seller-item-title">
                  {member.name}
                  {member.userId === mine.userId ? ` (${t('my-school:members.you')})` : ''}
                </span>
                <span className={`state-badge ${member.role === 'master' ? 'state-published' : 'state-draft'}`}>{t(`my-school:role.${member.role}`)}</span>
              </div>
              <p className="seller-item-facts">
                {member.email} · {t('my-school:members.since', { date: formatDay(member.joinedAt, world) })}
              </p>
              {admin && member.userId !== mine.userId ? (
                <div className="seller-actions">
                  <button
                    type="button"
                    className="button-secondary"
                    onClick={() =>
                      void act(() => api.post(`v1/schools/mine/members/${member.userId}/role`, { role: member.role === 'master' ? 'member' : 'master' }))
                    }
                  >
                    {t(member.role === 'master' ? 'my-school:members.makeMember' : 'my-school:members.makeAdmin')}
                  </button>
                  <button
                    type="button"
                    className="button-danger"
                    onClick={() => {
                      if (askToConfirm(t('my-school:members.removeConfirm', { name: member.name }))) void act(() => api.post(`v1/schools/mine/members/${member.userId}/remove`, {}));
                    }}
                  >
                    {t('my-school:members.remove')}
                  </button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {admin && answer && answer !== 'failed' ? (
        <>
          <InviteForm onInvited={(text) => { load(); setNotice(text); }} />
          {answer.invitations.length > 0 ? (
            <>
              <h3>{t('my-school:invitations.heading')}</h3>
              <ul className="seller-list" aria-label={t('my-school:invitations.heading')}>
                {answer.invitations.map((invitation) => (
                  <li key={invitation.id} className="seller-item">
                    <div className="seller-item-head">
                      <span className="seller-item-title">{invitation.email}</span>
                      <button type="button" className="button-secondary" onClick={() => void act(() => api.post(`v1/schools/mine/invitations/${invitation.id}/revoke`, {}))}>
                        {t('my-school:invitations.revoke')}
                      </button>
                    </div>
                    <p className="seller-item-facts">{t('my-school:invitations.until', { date: formatDay(invitation.expiresAt, world) })}</p>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
      <div className="seller-actions">
        <button type="button" className="button-danger" onClick={() => void leave()}>
          {t('my-school:members.leave')}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {notice ? <p className="notice notice-success">{notice}</p> : null}
      </div>
      {error ? (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

function InviteForm({ onInvited }: { onInvited: (text: string) => void }) {
  const { t, world } = useIslandEnv();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
      setError(t('common:form.invalidEmail'));
      return;
    }
    setPending(true);
    setError(undefined);
    try {
      await createPageApiClient(world).post('v1/schools/mine/invitations', { email: value });
      setEmail('');
      onInvited(t('my-school:invitations.sent', { email: value }));
    } catch (failure) {
      setError(failureText(failure, t));
    } finally {
      setPending(false);
    }
  };
  return (
    <form className="account-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={pending || undefined}>
      <h3>{t('my-school:invitations.invite')}</h3>
      <EmailField name="inviteEmail" label={t('my-school:invitations.email')} hint={t('my-school:invitations.hint')} value={email} onChange={setEmail} error={error} />
      <button type="submit" className="form-submit" disabled={pending}>
        {t('my-school:invitations.send')}
      </button>
    </form>
  );
}
