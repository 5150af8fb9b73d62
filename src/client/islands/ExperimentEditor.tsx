import { useId, useState } from 'react';
import { useIslandEnv } from '../island-env';
import { createPageApiClient } from '../api/page-client';
import { isApiError } from '../api/api-error';
import { currentPath, currentSearch, fieldChecked, fieldValue, navigateTo } from '../dom';

/** One variant as the form holds it: the payload as the JSON text staff type. */
interface VariantRow {
  id: number;
  name: string;
  weight: string;
  payload: string;
  active: boolean;
}

export interface ExperimentEditorProps {
  testKey: string;
  title: string;
  description: string;
  enabled: boolean;
  defaultVariant: string;
  variants: { name: string; weight: number; payload: string; active: boolean }[];
}

type Status = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'error'; message: string };

/**
 * The staff editor of one A/B test (docs/experiments.md, "Running an experiment"): title and what
 * it varies, variants with weight, payload (JSON) and whether the feature is on in them, the
 * default variant and whether the test runs. The origin checks everything again; after saving the
 * page reloads with the new definition and its results.
 */
export default function ExperimentEditor(props: ExperimentEditorProps) {
  const { t, world } = useIslandEnv();
  const formId = useId();
  const [title, setTitle] = useState(props.title);
  const [description, setDescription] = useState(props.description);
  const [enabled, setEnabled] = useState(props.enabled);
  const [defaultVariant, setDefaultVariant] = useState(props.defaultVariant);
  const [rows, setRows] = useState<VariantRow[]>(props.variants.map((v, id) => ({ id, name: v.name, weight: String(v.weight), payload: v.payload, active: v.active })));
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const key = (suffix: string) => `service-pages:experiments.editor.${suffix}`;

  const update = (id: number, change: Partial<VariantRow>) => setRows((all) => all.map((row) => (row.id === id ? { ...row, ...change } : row)));

  const save = async () => {
    const variants = [];
    for (const row of rows) {
      let payload: unknown;
      try {
        payload = row.payload.trim() === '' ? null : JSON.parse(row.payload);
      } catch {
        setStatus({ kind: 'error', message: t(key('invalidJson'), { name: row.name || '?' }) });
        return;
      }
      variants.push({ name: row.name.trim(), weight: Number.parseInt(row.weight, 10) || 0, payload });
    }
    setStatus({ kind: 'saving' });
    try {
      await createPageApiClient(world).request(`v3/staff/experiments/${props.testKey}`, {
        method: 'PUT',
        body: { title, description, enabled, defaultVariant, activeVariants: rows.filter((r) => r.active).map((r) => r.name.trim()), variants },
      });
      setStatus({ kind: 'saved' });
      setTimeout(() => navigateTo(currentPath() + currentSearch()), 900);
    } catch (error) {
      const server = isApiError(error) ? error.serverError : undefined;
      const details = Array.isArray(server?.details)
        ? (server.details as { message?: unknown }[]).map((d) => (typeof d.message === 'string' ? d.message : '')).filter(Boolean).join('; ')
        : '';
      setStatus({ kind: 'error', message: t(key('failed'), { message: [server?.message ?? '', details].filter(Boolean).join(' ') || String(error) }) });
    }
  };

  return (
    <form
      className="exp-editor"
      aria-labelledby={`${formId}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2 id={`${formId}-heading`}>{t(key('heading'))}</h2>
      <label className="field">
        <span>{t(key('title'))}</span>
        <input value={title} maxLength={120} required onChange={(e) => setTitle(fieldValue(e.target))} />
      </label>
      <label className="field">
        <span>{t(key('description'))}</span>
        <textarea value={description} maxLength={2000} rows={3} onChange={(e) => setDescription(fieldValue(e.target))} />
      </label>
      <label className="exp-check">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(fieldChecked(e.target))} />
        <span>{t(key('enabled'))}</span>
      </label>
      <fieldset className="exp-variants">
        <legend>{t(key('variants'))}</legend>
        {rows.map((row) => (
          <div className="exp-variant" key={row.id}>
            <label className="field exp-variant-name">
              <span>{t(key('name'))}</span>
              <input value={row.name} pattern="[A-Za-z0-9_\-]{1,16}" required onChange={(e) => update(row.id, { name: fieldValue(e.target) })} />
            </label>
            <label className="field exp-variant-weight">
              <span>{t(key('weight'))}</span>
              <input type="number" min={0} max={1000} step={1} value={row.weight} required onChange={(e) => update(row.id, { weight: fieldValue(e.target) })} />
            </label>
            <label className="field exp-variant-payload">
              <span>{t(key('payload'))}</span>
              <textarea value={row.payload} rows={2} spellCheck={false} onChange={(e) => update(row.id, { payload: fieldValue(e.target) })} />
            </label>
            <div className="exp-variant-flags">
              <label className="exp-check">
                <input type="radio" name={`${formId}-default`} checked={defaultVariant === row.name} onChange={() => setDefaultVariant(row.name)} />
                <span>{t(key('default'))}</span>
              </label>
              <label className="exp-check">
                <input type="checkbox" checked={row.active} onChange={(e) => update(row.id, { active: fieldChecked(e.target) })} />
                <span>{t(key('active'))}</span>
              </label>
              <button type="button" className="link-button" disabled={rows.length <= 2} onClick={() => setRows((all) => all.filter((r) => r.id !== row.id))}>
                {t(key('remove'), { name: row.name || '?' })}
              </button>
            </div>
          </div>
        ))}
        <button
          type="button"
          className="button-secondary"
          disabled={rows.length >= 12}
          onClick={() => setRows((all) => [...all, { id: Math.max(0, ...all.map((r) => r.id)) + 1, name: '', weight: '0', payload: 'null', active: false }])}
        >
          {t(key('add'))}
        </button>
      </fieldset>
      <p className="exp-editor-actions">
        <button type="submit" disabled={status.kind === 'saving'}>
          {t(key('save'))}
        </button>
        <span role="status" className={status.kind === 'error' ? 'exp-status exp-status-error' : 'exp-status'}>
          {status.kind === 'saved' ? t(key('saved')) : status.kind === 'error' ? status.message : ''}
        </span>
      </p>
    </form>
  );
}
