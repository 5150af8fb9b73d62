import { useEffect, useState } from 'react';
import { useIslandEnv } from '../island-env';
import { CheckboxField, describeFailure, Form, useFormState } from '../forms/form-kit';
import { SignedInGate } from '../components/SignedInGate';
import { createPageApiClient } from '../api/page-client';
import type { PersonalisationState } from '../personalisation';

export interface MySubjectsFormProps {
  signInHref: string | null;
  homeHref: string;
  /** The world's subjects that have materials, and its school types (from the mega menu, the same for everyone). */
  subjects: readonly { id: number; title: string }[];
  schoolTypes: readonly { id: string; name: string }[];
}

/** My subjects: choose subjects and school types (`POST v3/personalisations/get|update`). */
export default function MySubjectsForm(props: MySubjectsFormProps) {
  return <SignedInGate signInHref={props.signInHref}>{() => <ChoiceLoader {...props} />}</SignedInGate>;
}

function ChoiceLoader(props: MySubjectsFormProps) {
  const { t, world } = useIslandEnv();
  const [state, setState] = useState<PersonalisationState | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    createPageApiClient(world)
      .post<PersonalisationState>('v3/personalisations/get', {})
      .then((answer) => live && setState(answer))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [world]);
  if (failed) return <p className="notice notice-error" role="alert">{t('common:form.loadFailed')}</p>;
  if (!state) return <p className="form-status" role="status">{t('common:form.loading')}</p>;
  return <ChoiceFields {...props} initial={state} />;
}

function ChoiceFields({ subjects, schoolTypes, homeHref, initial }: MySubjectsFormProps & { initial: PersonalisationState }) {
  const { t, world } = useIslandEnv();
  const [chosenSubjects, setSubjects] = useState<ReadonlySet<number>>(() => new Set(initial.result?.subjectIds ?? []));
  const [chosenTypes, setTypes] = useState<ReadonlySet<string>>(() => new Set(initial.result?.schoolTypes ?? []));
  const [stale, setStale] = useState(initial.needActualisation);
  const [saved, setSaved] = useState(false);
  const form = useFormState(t('common:form.saving'));

  const toggle = <T,>(set: ReadonlySet<T>, value: T, on: boolean): ReadonlySet<T> => {
    const next = new Set(set);
    if (on) next.add(value);
    else next.delete(value);
    return next;
  };

  const onSubmit = () =>
    form.submit({
      action: async () => {
        const answer = await createPageApiClient(world).post<PersonalisationState>('v3/personalisations/update', {
          subjectIds: [...chosenSubjects],
          schoolTypes: [...chosenTypes],
        });
        setStale(answer.needActualisation);
        setSaved(true);
        return { kind: 'success', text: t('personalization:mySubjects.saved') };
      },
      onError: (error) => describeFailure(error, t, []),
    });

  return (
    <>
      {stale ? <p className="notice">{t('personalization:mySubjects.stale')}</p> : null}
      <Form form={form} onSubmit={onSubmit} submitLabel={t('personalization:mySubjects.save')} className="account-form my-subjects-form">
        <fieldset className="choice-grid" data-choice="subjects">
          <legend>{t('personalization:mySubjects.subjects')}</legend>
          {subjects.length === 0 ? <p>{t('personalization:mySubjects.noSubjects')}</p> : null}
          {subjects.map((subject) => (
            <CheckboxField
              key={subject.id}
              name={`subject-${subject.id}`}
              label={subject.title}
              checked={chosenSubjects.has(subject.id)}
              onChange={(on) => setSubjects((current) => toggle(current, subject.id, on))}
            />
          ))}
        </fieldset>
        <fieldset className="choice-grid" data-choice="school-types">
          <legend>{t('personalization:mySubjects.schoolTypes')}</legend>
          {schoolTypes.map((type) => (
            <CheckboxField
              key={type.id}
              name={`school-type-${type.id}`}
              label={type.name}
              checked={chosenTypes.has(type.id)}
              onChange={(on) => setTypes((current) => toggle(current, type.id, on))}
            />
          ))}
        </fieldset>
      </Form>
      {saved ? (
        <p className="form-links">
          <a href={homeHref}>{t('common:backHome')}</a>
        </p>
      ) : null}
    </>
  );
}
