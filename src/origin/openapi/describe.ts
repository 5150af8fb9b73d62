import type { z } from 'zod';

/**
 * How one API call is described for the OpenAPI document (docs/api-reference.md): the schemas are
 * the very zod schemas the handler validates with, so the document cannot drift from the checks.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: `public` anyone (no token needed), `visitor` any session token (anonymous or
 * signed in), `user` a signed-in account, `seller` a signed-in seller, `school` a member or
 * admin of a school account, `staff` staff acting as themselves (everyone else gets a 404).
 */
export type Access = 'public' | 'visitor' | 'user' | 'seller' | 'school' | 'staff';

/** A request body that is not JSON: an upload's bytes, a multipart form, a provider's signed event. */
export interface RawBody {
  mediaType: 'multipart/form-data' | 'application/octet-stream' | 'application/pdf' | 'image/jpeg' | 'text/plain';
  description: string;
}

/** What a successful answer is when it is not `{ data: … }` JSON. */
export type Answer = 'json' | 'pdf' | 'csv' | 'jpeg' | 'svg' | 'file' | 'websocket' | 'empty';

export interface CallDescription {
  /** What the call does, one sentence. */
  summary: string;
  /** Rules worth knowing beyond the summary (limits, idempotency, what a 404 means). */
  description?: string;
  access: Access;
  /** Path parameters by name; a parameter without a schema is a string (with the route's pattern, if any). */
  params?: Record<string, z.ZodType>;
  /**
   * The query schema given to `validQuery` (an object; each property is one parameter), or the
   * schemas of a call that takes one of several sets of parameters.
   */
  query?: z.ZodType | readonly z.ZodType[];
  /** The body schema given to `validJson`, or a raw body. */
  body?: z.ZodType | RawBody;
  /** The success status when it is not 200. */
  status?: 201 | 202 | 204;
  answer?: Answer;
}

/** Calls by `METHOD /path` exactly as the router declares them (without the `/api` base). */
export type Calls = Record<`${Method} /${string}`, CallDescription>;

/** One area of the API: a tag of the document and a section of the reference screen. */
export interface CallGroup {
  tag: string;
  description: string;
  calls: Calls;
}
