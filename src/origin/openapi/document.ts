import { z } from 'zod';
import { apiErrorSchema } from '../../shared/schemas/errors';
import { WORLDS } from '../../shared/worlds';
import type { Access, Answer, CallDescription, CallGroup, Method, RawBody } from './describe';

/**
 * The OpenAPI 3.1 document of the origin's API, made from the call descriptions and the zod
 * schemas the handlers validate with (docs/api-reference.md).
 */

type Json = Record<string, unknown>;

const ACCESS_TEXT: Record<Access, string> = {
  public: 'Anyone; no token needed.',
  visitor: 'Any session token, anonymous or signed in.',
  user: 'A signed-in account.',
  seller: 'A signed-in seller.',
  school: 'A member (or, for changes, an admin) of a school account.',
  staff: 'Staff acting as themselves; everyone else gets a 404.',
};

const ANSWER_MEDIA: Record<Exclude<Answer, 'json' | 'empty' | 'websocket'>, { type: string; text: string }> = {
  pdf: { type: 'application/pdf', text: 'The PDF.' },
  csv: { type: 'text/csv', text: 'A CSV file.' },
  jpeg: { type: 'image/jpeg', text: 'A JPEG image.' },
  svg: { type: 'image/svg+xml', text: 'An SVG image.' },
  file: { type: 'application/octet-stream', text: 'The file, with its own content type.' },
};

/** `:id{[0-9]+}` → `{id}`: the OpenAPI form of a router path, and each parameter's pattern. */
export function openApiPath(routerPath: string): { path: string; patterns: Map<string, string | null> } {
  const patterns = new Map<string, string | null>();
  const path = routerPath.replace(/:([A-Za-z_][A-Za-z0-9_]*)(\{((?:[^{}]|\{[^{}]*\})+)\})?/g, (_all, name: string, _braces, pattern?: string) => {
    patterns.set(name, pattern ?? null);
    return `{${name}}`;
  });
  return { path, patterns };
}

/** A request schema as JSON Schema (draft 2020-12, what OpenAPI 3.1 uses), the input side of transforms. */
function schemaOf(schema: z.ZodType): Json {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  delete json.$schema;
  return json;
}

const isRaw = (body: CallDescription['body']): body is RawBody => body !== undefined && 'mediaType' in body;

function parameters(call: CallDescription, patterns: Map<string, string | null>): Json[] {
  const list: Json[] = [];
  for (const [name, pattern] of patterns) {
    const given = call.params?.[name];
    const schema = given ? schemaOf(given) : { type: 'string', ...(pattern ? { pattern: `^${pattern}$` } : {}) };
    list.push({ name, in: 'path', required: true, schema });
  }
  // Alternatives: a parameter is required only when every set requires it. `world` is the common parameter.
  const sets = call.query === undefined ? [] : Array.isArray(call.query) ? call.query : [call.query as z.ZodType];
  const query = new Map<string, Json>();
  const requiredIn = new Map<string, number>();
  for (const set of sets) {
    const object = schemaOf(set);
    for (const name of (object.required as string[] | undefined) ?? []) requiredIn.set(name, (requiredIn.get(name) ?? 0) + 1);
    for (const [name, schema] of Object.entries((object.properties as Record<string, Json> | undefined) ?? {})) {
      if (name !== 'world' && !query.has(name)) query.set(name, schema);
    }
  }
  for (const [name, schema] of query) {
    const { description, ...rest } = schema;
    list.push({ name, in: 'query', required: requiredIn.get(name) === sets.length, schema: rest, ...(typeof description === 'string' ? { description } : {}) });
  }
  list.push({ $ref: '#/components/parameters/world' });
  return list;
}

function requestBody(body: CallDescription['body']): Json | undefined {
  if (body === undefined) return undefined;
  if (isRaw(body)) return { required: true, description: body.description, content: { [body.mediaType]: { schema: {} } } };
  return { required: true, content: { 'application/json': { schema: schemaOf(body) } } };
}

function success(call: CallDescription): Json {
  const answer = call.answer ?? 'json';
  if (answer === 'websocket') return { description: 'Switching to a WebSocket.' };
  if (answer === 'empty' || call.status === 204) return { description: 'Done; no body.' };
  if (answer === 'json') {
    return {
      description: 'The answer, always `{ data: … }`.',
      content: { 'application/json': { schema: { type: 'object', properties: { data: {} }, required: ['data'] } } },
    };
  }
  const media = ANSWER_MEDIA[answer];
  return { description: media.text, content: { [media.type]: { schema: {} } } };
}

function successStatus(call: CallDescription): string {
  return call.answer === 'websocket' ? '101' : String(call.status ?? 200);
}

function operation(method: Method, routerPath: string, tag: string, call: CallDescription, patterns: Map<string, string | null>): Json {
  const responses: Json = {
    [successStatus(call)]: success(call),
    '4XX': { $ref: '#/components/responses/Error' },
  };
  const op: Json = {
    operationId: `${method.toLowerCase()}${routerPath.replace(/\{[^}]*\}/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, ch?: string) => (ch ? ch.toUpperCase() : ''))}`,
    tags: [tag],
    summary: call.summary,
    description: [call.description, `Who may call: ${ACCESS_TEXT[call.access]}`].filter(Boolean).join('\n\n'),
    'x-access': call.access,
    parameters: parameters(call, patterns),
    responses,
  };
  const body = requestBody(call.body);
  if (body) op.requestBody = body;
  if (call.access !== 'public') op.security = [{ session: [] }, { bearer: [] }];
  return op;
}

/** Splits a call key `POST /v3/x` into its method and router path. */
function splitKey(key: string): { method: Method; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as Method, path: key.slice(space + 1) };
}

export function buildOpenApiDocument(groups: readonly CallGroup[]): Json {
  const paths: Record<string, Json> = {};
  for (const group of groups) {
    for (const [key, call] of Object.entries(group.calls) as [string, CallDescription][]) {
      const { method, path: routerPath } = splitKey(key);
      const { path, patterns } = openApiPath(routerPath);
      const item = (paths[`/api${path}`] ??= {});
      item[method.toLowerCase()] = operation(method, `/api${path}`, group.tag, call, patterns);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kreide API',
      version: '1',
      summary: 'The marketplace API the Kreide pages and apps call.',
      description:
        'Every call answers JSON `{ data: … }`, or `{ error: { code, message, details? } }` with a 4xx status for bad input, a missing session or a missing thing. ' +
        'Request schemas are generated from the validation the server runs, so they are exact; answers are described in words.',
      license: { name: 'AGPL-3.0-or-later', identifier: 'AGPL-3.0-or-later' },
    },
    servers: [{ url: '/' }],
    tags: groups.map((group) => ({ name: group.tag, description: group.description })),
    paths,
    components: {
      parameters: {
        world: {
          name: 'world',
          in: 'query',
          required: false,
          description: 'The world (market and language) the call is for; missing means the default world.',
          schema: { type: 'string', enum: [...WORLDS] },
        },
      },
      schemas: { Error: schemaOf(apiErrorSchema) },
      responses: {
        Error: {
          description: 'The caller’s mistake or a missing thing: a code to act on, a message to read, and details (such as the field) where they help.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'kreide_session', description: 'The browser session cookie, turned into a bearer token by the site.' },
        bearer: { type: 'http', scheme: 'bearer', description: 'A token from `POST /api/v3/oauth2/authenticate`.' },
      },
    },
  };
}
