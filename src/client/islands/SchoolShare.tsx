import { useEffect, useState } from 'react';
import { useIslandEnv } from '../island-env';
import { fieldValue } from '../dom';
import { SignedInGate } from '../components/SignedInGate';
import { createPageApiClient } from '../api/page-client';
import { CheckboxField, Field, Form, SelectField, useFormState } from '../forms/form-kit';
import type { SchoolLicenceView, SchoolMembersAnswer } from '../../shared/schemas/schools';
import { failureText, LoadFailed, LoadingNote, NoSchool, useMySchool } from '../schools/school-kit';

export interface SchoolShareProps {
  signInHref: string | null;
  createHref: string | null;
  mySchoolHref: string | null;
  /** The material to share, from `?material=`. */
  materialId: number | null;
}

type Loaded = { licences: SchoolLicenceView[]; members: SchoolMembersAnswer['members'] } | 'failed' | null;

/**
 * Sharing (docs/schools.md, "Sharing"): any member points colleagues at a material the school
 * holds a licence for (`POST v1/schools/mine/share`); they get an e-mail with its link and may
 * download it, as every member may. Personal purchases are not shared.
 */
export default function SchoolShare(props: SchoolShareProps) {
  return <SignedInGate signInHref={props.signInHref}>{() => <Share {...props} />}</SignedInGate>;
}

function Share(props: SchoolShareProps) {
  const { t, world } = useIslandEnv();
  const { loaded } = useMySchool();
  const [data, setData] = useState<Loaded>(null);
  const mine = loaded && !('failed' in loaded) ? loaded.mine : null;
  useEffect(() => {
    if (!mine) return;
    const api = createPageApiClient(world);
    Promise.all([api.get<{ items: SchoolLicenceView[] }>('v1/schools/mine/licences'), api.get<SchoolMembersAnswer>('v1/schools/mine/members')]).then(
      ([licences, members]) => setData({ licences: licences.items, members: members.members }),
      () => setData('failed'),
    );
  }, [mine, world]);

  if (!loaded) return <LoadingNote />;
  if ('failed' in loaded) return <LoadFailed />;
  if (!mine) return <NoSchool createHref={props.createHref} />;
  if (data === null) return <LoadingNote />;
  if (data === 'failed') return <LoadFailed />;
  if (data.licences.length === 0) {
    return (
      <div className="empty-state">
        <p>{t('my-school:share.noLicences')}</p>
        {props.mySchoolHref ? <a href={props.mySchoolHref}>{t('my-school:toMySchool')}</a> : null}
      </div>
    );
  }
  const others = data.members.filter((m) => m.userId !== mine.userId);
  if (others.length === 0) return <p className="empty-state">{t('my-school:share.noMembers')}</p>;
  return <ShareForm licences={data.licences} others={others} initial={props.materialId} />;
}

function ShareForm({ licences, others, initial }: { licences: SchoolLicenceView[]; others: SchoolMembersAnswer['members']; initial: number | null }) {
  const { t, world } = useIslandEnv();
  const first = licences.find((l) => l.material.id === initial) ?? licences[0];
  const [materialId, setMaterialId] = useState(String(first?.material.id ?? ''));
  const [chosen, setChosen] = useState<Set<number>>(() => new Set(others.map((m) => m.userId)));
  const [message, setMessage] = useState('');
  const form = useFormState(t('my-school:share.sending'));

  const toggle = (userId: number) => (on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(userId);
      else next.delete(userId);
      return next;
    });

  const onSubmit = () =>
    form.submit({
      validate: (): Record<string, string> => (chosen.size === 0 ? { recipients: t('my-school:share.chooseSomeone') } : {}),
      action: async () => {
        const all = chosen.size === others.length;
        const answer = await createPageApiClient(world).post<{ sent: number }>('v1/schools/mine/share', {
          materialId: Number(materialId),
          userIds: all ? [] : [...chosen],
          message: message.trim() || null,
        });
        return { kind: 'success', text: t('my-school:share.sent', { count: answer.sent }) };
      },
      onError: (error) => ({ fields: {}, message: failureText(error, t) }),
    });

  return (
    <Form form={form} onSubmit={onSubmit} submitLabel={t('my-school:share.send')} className="account-form">
      <SelectField
        name="materialId"
        label={t('my-school:share.material')}
        required
        value={materialId}
        onChange={setMaterialId}
        options={licences.map((l) => ({ value: String(l.material.id), label: l.material.title }))}
      />
      <fieldset>
        <legend>{t('my-school:share.recipients')}</legend>
        {others.map((member) => (
          <CheckboxField key={member.userId} name={`member-${member.userId}`} label={`${member.name} (${member.email})`} checked={chosen.has(member.userId)} onChange={toggle(member.userId)} />
        ))}
        {form.errors.recipients ? (
          <p className="field-error" role="alert">
            {form.errors.recipients}
          </p>
        ) : null}
      </fieldset>
      <Field label={t('my-school:share.message')} hint={t('my-school:share.messageHint')}>
        {(control) => <textarea {...control} name="message" rows={3} maxLength={500} value={message} onChange={(e) => setMessage(fieldValue(e.target))} />}
      </Field>
    </Form>
  );
}
