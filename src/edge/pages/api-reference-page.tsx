import type { ReactNode } from 'react';
import { usePage } from '../../client/components/page-context';
import { fetchOrigin } from '../origin-client';
import type { PageModule, PageRequest } from './types';

/**
 * The API reference screen (docs/api-reference.md): the origin's OpenAPI document, read once per
 * isolate and rendered on the server, grouped by area. The frame's texts are translated; the
 * calls' own descriptions are the document's (English), which the page says.
 */

interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  description?: string;
}

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  schema?: Schema;
  description?: string;
  $ref?: string;
}

interface Operation {
  summary: string;
  description?: string;
  tags: string[];
  'x-access'?: Access;
  parameters?: Parameter[];
  requestBody?: { description?: string; content: Record<string, { schema?: Schema }> };
  responses: Record<string, { description?: string; content?: Record<string, unknown> }>;
}

interface OpenApiDocument {
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
}

/** Who may call (the document's `x-access`, docs/api-reference.md). */
type Access = 'public' | 'visitor' | 'user' | 'seller' | 'school' | 'staff';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface ApiCall {
  method: string;
  path: string;
  operation: Operation;
}

/** Calls per tag, in the document's tag order and the document's path order within a tag. */
function callsByTag(document: OpenApiDocument): { name: string; description: string; calls: ApiCall[] }[] {
  const groups = document.tags.map((tag) => ({ name: tag.name, description: tag.description ?? '', calls: [] as ApiCall[] }));
  const byName = new Map(groups.map((group) => [group.name, group]));
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) byName.get(operation.tags[0] ?? '')?.calls.push({ method: method.toUpperCase(), path, operation });
    }
  }
  return groups.filter((group) => group.calls.length > 0);
}

/** The document, fetched from the origin once per isolate (it changes only with a deploy). */
let kept: { document: OpenApiDocument; until: number } | null = null;
const KEEP_MS = 10 * 60 * 1000;

async function apiDocument(request: PageRequest): Promise<OpenApiDocument> {
  const now = request.now.getTime();
  if (kept && kept.until > now) return kept.document;
  const response = await fetchOrigin(request.env, new Request('https://origin.internal/api/openapi.json', { headers: { accept: 'application/json' } }));
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`origin answered ${response.status} for the OpenAPI document`);
  }
  const document = (await response.json()) as OpenApiDocument;
  kept = { document, until: now + KEEP_MS };
  return document;
}

/** A call's English text with its `code` spans. */
function Text({ text }: { text: string }) {
  return (
    <>
      {text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part))}
    </>
  );
}

/** `tag name` → an anchor: `Cart and orders` → `cart-and-orders`. */
const anchorOf = (name: string) => `api-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function typeOf(schema: Schema): string {
  if (schema.anyOf ?? schema.oneOf) return (schema.anyOf ?? schema.oneOf ?? []).map(typeOf).join(' | ');
  if (schema.const !== undefined) return shown(schema.const);
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
  if (type === 'array' && schema.items) return `${typeOf(schema.items)}[]`;
  return schema.format ? `${type} (${schema.format})` : type;
}

/** The limits of a schema in a form that needs no translation beyond a few words. */
function Limits({ schema }: { schema: Schema }) {
  const { t } = usePage();
  const parts: ReactNode[] = [];
  const range = (low: number | undefined, high: number | undefined, lowOpen = false, highOpen = false) =>
    low !== undefined && high !== undefined
      ? `${low} ${lowOpen ? '<' : '≤'} x ${highOpen ? '<' : '≤'} ${high}`
      : low !== undefined
        ? `x ${lowOpen ? '>' : '≥'} ${low}`
        : high !== undefined
          ? `x ${highOpen ? '<' : '≤'} ${high}`
          : null;
  const number = range(schema.exclusiveMinimum ?? schema.minimum, schema.exclusiveMaximum ?? schema.maximum, schema.exclusiveMinimum !== undefined, schema.exclusiveMaximum !== undefined);
  if (number) parts.push(number);
  if (schema.minLength !== undefined || schema.maxLength !== undefined) {
    parts.push(`${t('service-pages:apiReference.length')} ${lengthRange(schema.minLength, schema.maxLength)}`);
  }
  if (schema.minItems !== undefined || schema.maxItems !== undefined) {
    parts.push(`${t('service-pages:apiReference.items')} ${lengthRange(schema.minItems, schema.maxItems)}`);
  }
  const items = schema.items;
  if (items && (items.maxLength !== undefined || items.maximum !== undefined)) parts.push(<Limits key="items" schema={items} />);
  const values = schema.enum ?? items?.enum;
  if (values) {
    parts.push(
      <span key="enum" className="api-values">
        {t('service-pages:apiReference.oneOf')}
        {values.map((value, i) => (
          <code key={i}>{shown(value)}</code>
        ))}
      </span>,
    );
  }
  if (schema.pattern) parts.push(<code key="pattern">{schema.pattern}</code>);
  if (schema.default !== undefined) {
    parts.push(
      <span key="default" className="api-values">
        {t('service-pages:apiReference.default')} <code>{JSON.stringify(schema.default)}</code>
      </span>,
    );
  }
  if (parts.length === 0) return null;
  return (
    <span className="api-limits">
      {parts.map((part, i) => (
        <span key={i}>{part}</span>
      ))}
    </span>
  );
}

function lengthRange(low: number | undefined, high: number | undefined): string {
  if (low !== undefined && high !== undefined) return low === high ? String(low) : `${low}–${high}`;
  return low !== undefined ? `≥ ${low}` : `≤ ${high ?? ''}`;
}

/** The objects of a body that is one of several shapes (a union of objects), else none. */
function alternativesOf(schema: Schema): Schema[] {
  const variants = schema.oneOf ?? schema.anyOf ?? [];
  return variants.length > 1 && variants.every((variant) => variant.properties) ? variants : [];
}

interface Field {
  name: string;
  schema: Schema;
  required: boolean;
  depth: number;
}

/** An object's fields, and the fields of objects inside it (two levels down), as rows. */
function fieldsOf(schema: Schema, depth = 0, prefix = ''): Field[] {
  const variants = schema.anyOf ?? schema.oneOf;
  const object = schema.properties ? schema : variants?.find((variant) => variant.properties);
  if (!object?.properties) return [];
  const required = new Set(object.required ?? []);
  const rows: Field[] = [];
  for (const [name, field] of Object.entries(object.properties)) {
    rows.push({ name: prefix + name, schema: field, required: required.has(name), depth });
    const inner = field.type === 'array' && field.items ? field.items : field;
    if (depth < 2) rows.push(...fieldsOf(inner, depth + 1, `${prefix}${name}${inner === field ? '' : '[]'}.`));
  }
  return rows;
}

function FieldRows({ rows }: { rows: (Field & { place?: string })[] }) {
  const { t } = usePage();
  return (
    <dl className="api-fields">
      {rows.map((row) => (
        <div key={row.name} className="api-field" data-depth={row.depth || undefined}>
          <dt>
            <code>{row.name}</code>
            {row.place ? <span className="api-place">{row.place}</span> : null}
            <span className={row.required ? 'api-required' : 'api-optional'}>
              {row.required ? t('service-pages:apiReference.required') : t('service-pages:apiReference.optional')}
            </span>
          </dt>
          <dd>
            <code className="api-type">{typeOf(row.schema)}</code>
            <Limits schema={row.schema} />
            {row.schema.description ? <span className="api-note">{row.schema.description}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function answerOf(operation: Operation): { status: string; media: string | null } {
  const status = Object.keys(operation.responses).find((code) => /^[12]/.test(code)) ?? '200';
  const content = operation.responses[status]?.content;
  return { status, media: content ? (Object.keys(content)[0] ?? null) : null };
}

function Call({ call }: { call: ApiCall }) {
  const { t } = usePage();
  const { operation } = call;
  const access = operation['x-access'] ?? 'public';
  const parameters = (operation.parameters ?? []).filter((p): p is Parameter & { schema: Schema } => !p.$ref && p.schema !== undefined);
  const body = operation.requestBody;
  const [bodyType, bodyContent] = body ? (Object.entries(body.content)[0] ?? [null, null]) : [null, null];
  const bodySchema = bodyContent?.schema;
  const variants = bodySchema ? alternativesOf(bodySchema) : [];
  const bodyFields = bodySchema && variants.length === 0 ? fieldsOf(bodySchema) : [];
  const answer = answerOf(operation);
  const details = operation.description?.split('\n\n').filter((text) => !text.startsWith('Who may call:')) ?? [];
  return (
    <li className="api-call" id={`${call.method.toLowerCase()}${call.path.replace(/[^A-Za-z0-9]+/g, '-').replace(/-$/, '')}`}>
      <details>
        <summary>
          <span className="api-call-head">
            <span className={`api-method api-method-${call.method.toLowerCase()}`}>{call.method}</span>
            <code className="api-path">{call.path}</code>
          </span>
          <span className="api-summary" lang="en">
            <Text text={operation.summary} />
          </span>
        </summary>
        <div className="api-call-body">
          {details.map((text) => (
            <p key={text} lang="en">
              <Text text={text} />
            </p>
          ))}
          <p className="api-access" data-access={access}>
            <strong>{t('service-pages:apiReference.whoLabel')}</strong> {t(`service-pages:apiReference.access.${access}`)}
          </p>
          {parameters.length > 0 ? (
            <>
              <h4>{t('service-pages:apiReference.parameters')}</h4>
              <FieldRows
                rows={parameters.map((p) => ({
                  name: p.name,
                  schema: { ...p.schema, ...(p.description ? { description: p.description } : {}) },
                  required: p.required === true,
                  depth: 0,
                  place: t(`service-pages:apiReference.in.${p.in}`),
                }))}
              />
            </>
          ) : null}
          {body ? (
            <>
              <h4>
                {t('service-pages:apiReference.body')} <code className="api-media">{bodyType}</code>
              </h4>
              {body.description ? <p lang="en">{body.description}</p> : null}
              {variants.length > 0 ? (
                <>
                  <p>{t('service-pages:apiReference.oneOfBodies')}</p>
                  <ol className="api-variants">
                    {variants.map((variant, i) => (
                      <li key={i}>
                        <FieldRows rows={fieldsOf(variant)} />
                      </li>
                    ))}
                  </ol>
                </>
              ) : bodyFields.length > 0 ? (
                <FieldRows rows={bodyFields} />
              ) : bodyType === 'application/json' ? (
                <p>{t('service-pages:apiReference.anyJson')}</p>
              ) : null}
            </>
          ) : null}
          <p className="api-answer">
            <strong>{t('service-pages:apiReference.answer')}</strong> <code>{answer.status}</code>{' '}
            {answer.media ? <code className="api-media">{answer.media}</code> : null}
          </p>
        </div>
      </details>
    </li>
  );
}

const ERROR_SHAPE = `{
  "error": {
    "code": "invalid_body",
    "message": "The request body is not valid.",
    "details": [ … ]
  }
}`;

function ApiReferenceScreen({ document }: { document: OpenApiDocument }) {
  const { t } = usePage();
  const groups = callsByTag(document);
  const total = groups.reduce((sum, group) => sum + group.calls.length, 0);
  return (
    <section className="frame api-reference" data-screen="apiInfo">
      <h1>{t('meta:apiInfo.heading')}</h1>
      <p className="lead">{t('service-pages:apiReference.intro', { count: total })}</p>
      <p className="api-note-english">
        {t('service-pages:apiReference.englishNote')}
      </p>
      <p className="api-download">
        <a className="button" href="/api/openapi.json" type="application/json">
          {t('service-pages:apiReference.download')}
        </a>
      </p>
      <section className="api-basics" aria-labelledby="api-basics">
        <h2 id="api-basics">{t('service-pages:apiReference.basics')}</h2>
        <ul>
          <li>{t('service-pages:apiReference.basicsBase')}</li>
          <li>{t('service-pages:apiReference.basicsWorld')}</li>
          <li>{t('service-pages:apiReference.basicsSession')}</li>
          <li>{t('service-pages:apiReference.basicsAnswer')}</li>
        </ul>
        <pre className="api-error-shape">
          <code>{ERROR_SHAPE}</code>
        </pre>
      </section>
      <nav className="api-contents" aria-labelledby="api-contents">
        <h2 id="api-contents">{t('service-pages:apiReference.areas')}</h2>
        <ul>
          {groups.map((group) => (
            <li key={group.name}>
              <a href={`#${anchorOf(group.name)}`} lang="en">
                {group.name}
              </a> <span className="api-count">{t('service-pages:apiReference.calls', { count: group.calls.length })}</span>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <section key={group.name} className="api-group" id={anchorOf(group.name)} aria-labelledby={`${anchorOf(group.name)}-h`}>
          <h2 id={`${anchorOf(group.name)}-h`} lang="en">
            {group.name}
          </h2>
          <p lang="en">{group.description}</p>
          <ul className="api-calls">
            {group.calls.map((call) => (
              <Call key={`${call.method} ${call.path}`} call={call} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

export const apiInfo: PageModule = async (request) => {
  const document = await apiDocument(request);
  return { kind: 'page', sheets: ['apiReference'], body: <ApiReferenceScreen document={document} /> };
};
