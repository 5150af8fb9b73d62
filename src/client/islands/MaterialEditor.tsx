import { useCallback, useEffect, useRef, useState } from 'react';
import type { MaterialPatch, PriceRecommendation, SellerMaterial, SubmitItem, TimedSale } from '../../shared/schemas/seller-materials';
import { DESCRIPTION_MAX, TITLE_MAX } from '../../shared/seller-materials';
import { formatAmount, formatPrice, parseAmount } from '../../shared/money';
import { useIslandEnv } from '../island-env';
import { gradeName } from '../../shared/grades';
import { navigateTo, askToConfirm, fieldValue, fieldChecked } from '../dom';
import { SignedInGate } from '../components/SignedInGate';
import { createPageApiClient } from '../api/page-client';
import { ApiError } from '../api/api-error';
import { formatDay } from '../commerce/cabinet-format';
import { StateBadge, recommendationText } from '../components/seller-kit';
import { Field, SelectField, TextField } from '../forms/form-kit';
import { DescriptionDraft, type DescriptionDraftAnswer } from '../ai/DescriptionDraft';

export interface EditorOption {
  id: string;
  title: string;
}

export interface MaterialEditorProps {
  materialId: number;
  signInHref: string | null;
  /** The list of my materials (the upload-edit screen without `?id=`). */
  listHref: string;
  /** The builder preview of this material. */
  previewHref: string | null;
  options: {
    schoolTypes: EditorOption[];
    subjects: EditorOption[];
    materialTypes: EditorOption[];
    /** Text languages of the world, '' for "no text". */
    languages: string[];
  };
}

const AUTOSAVE_MS = 800;

type SaveStatus = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

/**
 * The metadata editor of one material (docs/seller-materials.md): every change is saved a moment
 * later (PATCH, only the changed fields), the price shows the recommendation, submit lists what is
 * missing; unpublish, withdraw, delete and the material's timed sales.
 */
export default function MaterialEditor(props: MaterialEditorProps) {
  return <SignedInGate signInHref={props.signInHref}>{() => <Editor {...props} />}</SignedInGate>;
}

function errorText(error: unknown, t: (key: string, vars?: Record<string, string | number>) => string): string {
  if (error instanceof ApiError && error.serverError) {
    const details = error.serverError.details as { problems?: { field: string; code: string }[]; missing?: SubmitItem[] } | undefined;
    if (details?.problems?.length) return details.problems.map((p) => t(`seller:editor.problem.${p.code}`)).join(' ');
    if (details?.missing?.length) return details.missing.map((m) => t(`seller:editor.missing.${m}`)).join(', ');
    return t(`seller:editor.error.${error.serverError.code}`);
  }
  return t('common:form.loadFailed');
}

function Editor({ materialId, listHref, previewHref, options }: MaterialEditorProps) {
  const { t, world } = useIslandEnv();
  const api = useRef(createPageApiClient(world));
  const [material, setMaterial] = useState<SellerMaterial | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const [recommendation, setRecommendation] = useState<PriceRecommendation | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  /** The description field shows an AI draft the author has not kept or edited yet (never saved by itself). */
  const [aiPending, setAiPending] = useState(false);
  const pending = useRef<MaterialPatch>({});
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const loadRecommendation = useCallback(() => {
    api.current.get<{ recommendation: PriceRecommendation }>(`v3/seller/materials/${materialId}/price-recommendation`).then(
      (r) => setRecommendation(r.recommendation),
      () => setRecommendation(null),
    );
  }, [materialId]);

  const show = useCallback((m: SellerMaterial) => {
    setMaterial(m);
    setDraft({
      title: m.title,
      description: m.description,
      language: m.language,
      schoolType: m.schoolType ?? '',
      subjectId: m.subjectId === null ? '' : String(m.subjectId),
      materialType: m.materialType ?? '',
      gradeFrom: m.grades ? String(m.grades.from) : '',
      gradeTo: m.grades ? String(m.grades.to) : '',
      price: m.price === null ? '' : formatAmount(m.price, m.currency),
      licence: m.licence,
    });
  }, []);

  useEffect(() => {
    api.current.get<{ material: SellerMaterial }>(`v3/seller/materials/${materialId}`).then(
      (r) => {
        show(r.material);
        loadRecommendation();
      },
      () => setLoadFailed(true),
    );
  }, [materialId, show, loadRecommendation]);

  const flush = useCallback(async () => {
    const patch = pending.current;
    pending.current = {};
    if (Object.keys(patch).length === 0) return;
    setStatus({ kind: 'saving' });
    try {
      const r = await api.current.request<{ material: SellerMaterial }>(`v3/seller/materials/${materialId}`, { method: 'PATCH', body: patch });
      setMaterial(r.material);
      setStatus({ kind: 'saved' });
      if ('subjectId' in patch || 'materialType' in patch) loadRecommendation();
    } catch (error) {
      setStatus({ kind: 'failed', message: errorText(error, t) });
    }
  }, [materialId, loadRecommendation, t]);

  /** Keeps the typed value and schedules the save of the field it belongs to. */
  const change = (field: string, value: string) => {
    if (field === 'description') setAiPending(false);
    const next = { ...draft, [field]: value };
    setDraft(next);
    const patch = patchFor(field, next);
    if (patch === null) {
      setStatus({ kind: 'failed', message: t(`seller:editor.problem.${field === 'price' ? 'not_an_amount' : 'grades'}`) });
      return;
    }
    pending.current = { ...pending.current, ...patch };
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), AUTOSAVE_MS);
  };

  const act = async (path: string, method: 'POST' | 'DELETE' = 'POST') => {
    setActionError(null);
    if (timer.current) clearTimeout(timer.current);
    await flush();
    try {
      const r = await api.current.request<{ material?: SellerMaterial; deleted?: boolean }>(`v3/seller/materials/${materialId}${path}`, { method, ...(method === 'POST' ? { body: {} } : {}) });
      if (r.deleted) navigateTo(listHref);
      else if (r.material) show(r.material);
    } catch (error) {
      setActionError(errorText(error, t));
    }
  };

  if (loadFailed) {
    return (
      <p className="notice notice-error" role="alert">
        {t('seller:editor.notFound')} <a href={listHref}>{t('seller:editor.backToList')}</a>
      </p>
    );
  }
  if (!material) {
    return (
      <p className="form-status" role="status" aria-live="polite">
        {t('common:form.loading')}
      </p>
    );
  }
  const frozen = material.state === 'review';
  // Levels by the world's own names (Klasse 5, CE1, 1.º ESO, groep 3 …), docs/product-rules.md "Grades".
  const grades = Array.from({ length: 14 }, (_, i) => ({ value: String(i), label: gradeName(world, i) ?? (i === 0 ? t('seller:editor.gradeZero') : String(i)) }));
  const choose = (list: EditorOption[]) => [{ value: '', label: t('seller:editor.choose') }, ...list.map((o) => ({ value: o.id, label: o.title }))];

  return (
    <div className="material-editor">
      <div className="editor-head">
        <StateBadge state={material.state} />
        <p className="save-status" role="status" aria-live="polite">
          {status.kind === 'saving' ? t('seller:editor.saving') : status.kind === 'saved' ? t('seller:editor.saved') : status.kind === 'failed' ? status.message : ''}
        </p>
      </div>
      {material.state === 'rejected' && material.rejectionReason ? (
        <p className="notice notice-error">
          <strong>{t('seller:editor.rejectedBecause')}</strong> {material.rejectionReason}
        </p>
      ) : null}
      {frozen ? <p className="notice">{t('seller:editor.inReview')}</p> : null}
      {material.state === 'published' ? <p className="notice">{t('seller:editor.liveEdits')}</p> : null}

      <fieldset disabled={frozen} className="editor-fields">
        <legend>{t('seller:editor.details')}</legend>
        <TextField name="title" label={t('seller:editor.field.title')} value={draft.title ?? ''} maxLength={TITLE_MAX} onChange={(v) => change('title', v)} />
        <Field label={t('seller:editor.field.description')} hint={t('seller:editor.descriptionHint')}>
          {(control) => <textarea {...control} name="description" rows={6} maxLength={DESCRIPTION_MAX} value={draft.description ?? ''} onChange={(e) => change('description', fieldValue(e.target))} />}
        </Field>
        <DescriptionDraft
          ask={() => api.current.post<DescriptionDraftAnswer>('v3/ai/description', { materialId })}
          t={t}
          current={draft.description ?? ''}
          beforeDraft={async () => {
            if (timer.current) clearTimeout(timer.current);
            await flush();
          }}
          show={(text) => setDraft((d) => ({ ...d, description: text }))}
          keep={(text) => change('description', text)}
          pending={aiPending}
          setPending={setAiPending}
        />
        <SelectField name="schoolType" label={t('seller:editor.field.schoolType')} value={draft.schoolType ?? ''} options={choose(options.schoolTypes)} onChange={(v) => change('schoolType', v)} />
        <SelectField name="subjectId" label={t('seller:editor.field.subject')} value={draft.subjectId ?? ''} options={choose(options.subjects)} onChange={(v) => change('subjectId', v)} />
        {material.isBundle ? null : (
          <SelectField name="materialType" label={t('seller:editor.field.materialType')} value={draft.materialType ?? ''} options={choose(options.materialTypes)} onChange={(v) => change('materialType', v)} />
        )}
        <div className="field-pair">
          <SelectField name="gradeFrom" label={t('seller:editor.field.gradeFrom')} value={draft.gradeFrom ?? ''} options={[{ value: '', label: '–' }, ...grades]} onChange={(v) => change('gradeFrom', v)} />
          <SelectField name="gradeTo" label={t('seller:editor.field.gradeTo')} value={draft.gradeTo ?? ''} options={[{ value: '', label: '–' }, ...grades]} onChange={(v) => change('gradeTo', v)} />
        </div>
        <SelectField
          name="language"
          label={t('seller:editor.field.language')}
          value={draft.language ?? ''}
          options={options.languages.map((l) => ({ value: l, label: l === '' ? t('seller:editor.noText') : t(`seller:editor.language.${l}`) }))}
          onChange={(v) => change('language', v)}
        />
        <SelectField
          name="licence"
          label={t('seller:editor.field.licence')}
          value={draft.licence ?? 'single'}
          options={[
            { value: 'single', label: t('seller:editor.licence.single') },
            { value: 'school', label: t('seller:editor.licence.school') },
          ]}
          onChange={(v) => change('licence', v)}
        />
        <TextField
          name="price"
          label={t('seller:editor.field.price', { currency: material.currency })}
          value={draft.price ?? ''}
          inputMode="text"
          hint={t('seller:editor.priceHint')}
          onChange={(v) => change('price', v)}
        />
        {recommendation ? (
          <p className="price-recommendation">
            <strong>{t('seller:editor.price.heading')}</strong> {recommendationText(recommendation, t)}
          </p>
        ) : null}
      </fieldset>

      {/* The files and previews of the material: the upload part's MaterialFiles island is mounted by the page below this editor. */}

      <section className="editor-submit" aria-labelledby="editor-submit-heading">
        <h2 id="editor-submit-heading">{t(material.state === 'published' || material.state === 'review' ? 'seller:editor.manageHeading' : 'seller:editor.submitHeading')}</h2>
        {material.missing.length > 0 && material.state !== 'published' && material.state !== 'review' ? (
          <>
            <p>{t('seller:editor.missingIntro')}</p>
            <ul className="missing-list">
              {material.missing.map((m) => (
                <li key={m}>{t(`seller:editor.missing.${m}`)}</li>
              ))}
            </ul>
          </>
        ) : null}
        <div className="seller-actions">
          {material.state === 'draft' || material.state === 'rejected' || material.state === 'unpublished' ? (
            <button type="button" className="button" disabled={material.missing.length > 0} onClick={() => void act('/submit')}>
              {t('seller:editor.submit')}
            </button>
          ) : null}
          {material.state === 'review' ? (
            <button type="button" className="button-secondary" onClick={() => void act('/withdraw')}>
              {t('seller:editor.withdraw')}
            </button>
          ) : null}
          {material.state === 'published' ? (
            <button type="button" className="button-secondary" onClick={() => void act('/unpublish')}>
              {t('seller:editor.unpublish')}
            </button>
          ) : null}
          {previewHref ? (
            <a className="button-secondary" href={previewHref}>
              {t('seller:editor.preview')}
            </a>
          ) : null}
          <button
            type="button"
            className="button-danger"
            onClick={() => {
              if (askToConfirm(t('seller:editor.deleteConfirm'))) void act('', 'DELETE');
            }}
          >
            {t('seller:editor.delete')}
          </button>
        </div>
        {actionError ? (
          <p className="notice notice-error" role="alert">
            {actionError}
          </p>
        ) : null}
      </section>

      {material.state === 'published' && material.price ? <Sales material={material} /> : null}
    </div>
  );
}

/** The PATCH for one changed field, or null when the typed value is not one yet. */
function patchFor(field: string, v: Record<string, string>): MaterialPatch | null {
  switch (field) {
    case 'title':
      return { title: v.title ?? '' };
    case 'description':
      return { description: v.description ?? '' };
    case 'language':
      return { language: v.language ?? '' };
    case 'licence':
      return { licence: v.licence === 'school' ? 'school' : 'single' };
    case 'schoolType':
      return v.schoolType ? { schoolType: v.schoolType } : {};
    case 'subjectId':
      return v.subjectId ? { subjectId: Number(v.subjectId) } : {};
    case 'materialType':
      return v.materialType ? { materialType: v.materialType } : {};
    case 'gradeFrom':
    case 'gradeTo': {
      if (!v.gradeFrom || !v.gradeTo) return {};
      const from = Number(v.gradeFrom);
      const to = Number(v.gradeTo);
      return from <= to ? { grades: { from, to } } : null;
    }
    case 'price': {
      const amount = parseAmount(v.price ?? '');
      return amount === null ? null : { price: Math.round(amount * 100) };
    }
    default:
      return {};
  }
}

/** The material's timed sales: a new one (percent off, from and to), the list, and deleting several at once. */
function Sales({ material }: { material: SellerMaterial }) {
  const { t, world } = useIslandEnv();
  const api = useRef(createPageApiClient(world));
  const [sales, setSales] = useState<TimedSale[]>([]);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [form, setForm] = useState({ from: '', to: '', percent: '20' });
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    api.current.get<{ items: TimedSale[] }>('v3/seller/sales').then(
      (r) => setSales(r.items.filter((s) => s.materialId === material.id)),
      () => setSales([]),
    );
  }, [material.id]);
  useEffect(load, [load]);

  const create = async () => {
    setError(null);
    const startsAt = new Date(form.from);
    const endsAt = new Date(form.to);
    if (Number.isNaN(startsAt.getTime()) || Number.isNaN(endsAt.getTime())) {
      setError(t('seller:editor.sales.datesNeeded'));
      return;
    }
    try {
      await api.current.post('v3/seller/sales', { materialId: material.id, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), percent: Number(form.percent) });
      load();
    } catch (e) {
      const code = e instanceof ApiError ? ((e.serverError?.details as { problem?: string } | undefined)?.problem ?? 'invalid') : 'invalid';
      setError(t(`seller:editor.sales.problem.${code}`));
    }
  };

  const removeSelected = async () => {
    if (selected.size === 0) return;
    await api.current.post('v3/seller/sales/delete', { ids: [...selected] });
    setSelected(new Set());
    load();
  };

  return (
    <section className="editor-sales" aria-labelledby="editor-sales-heading">
      <h2 id="editor-sales-heading">{t('seller:editor.sales.heading')}</h2>
      <div className="field-pair">
        <Field label={t('seller:editor.sales.from')}>
          {(control) => <input {...control} type="date" name="saleFrom" value={form.from} onChange={(e) => setForm({ ...form, from: fieldValue(e.target) })} />}
        </Field>
        <Field label={t('seller:editor.sales.to')}>
          {(control) => <input {...control} type="date" name="saleTo" value={form.to} onChange={(e) => setForm({ ...form, to: fieldValue(e.target) })} />}
        </Field>
      </div>
      <SelectField
        name="salePercent"
        label={t('seller:editor.sales.percent')}
        value={form.percent}
        options={[10, 15, 20, 25, 30, 40, 50].map((p) => ({ value: String(p), label: `${p} %` }))}
        onChange={(v) => setForm({ ...form, percent: v })}
      />
      <button type="button" className="button-secondary" onClick={() => void create()}>
        {t('seller:editor.sales.create')}
      </button>
      {error ? (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      ) : null}
      {sales.length > 0 ? (
        <>
          <ul className="sale-list">
            {sales.map((s) => (
              <li key={s.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={selected.has(s.id)}
                    onChange={(e) => {
                      const next = new Set(selected);
                      if (fieldChecked(e.target)) next.add(s.id);
                      else next.delete(s.id);
                      setSelected(next);
                    }}
                  />{' '}
                  {formatDay(s.startsAt, world)} – {formatDay(s.endsAt, world)}: {s.percent !== null ? `−${s.percent} %` : formatPrice(s.salePrice ?? 0, s.currency)} ·{' '}
                  {t(`seller:editor.sales.status.${s.status}`)}
                </label>
              </li>
            ))}
          </ul>
          <button type="button" className="button-danger" disabled={selected.size === 0} onClick={() => void removeSelected()}>
            {t('seller:editor.sales.deleteSelected', { count: selected.size })}
          </button>
        </>
      ) : null}
    </section>
  );
}
