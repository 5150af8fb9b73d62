/**
 * The browser side of a resumable upload (docs/seller-files.md, "Upload protocol"): parts in
 * order through XMLHttpRequest (for upload progress), each tried up to three times with a
 * growing pause; the upload id is kept in localStorage under the material, name, size and
 * modification time of the file, so a reload or a lost connection carries on from the parts the
 * server has.
 */
import type { SellerFile, UploadState } from '../../shared/schemas/seller-files';

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(code);
  }
}

/** Network trouble, a server error or throttling: worth another try. */
const retryable = (error: unknown) => error instanceof ApiFailure && error.code !== 'aborted' && (error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429);

const TRIES = 3;
const PAUSES_MS = [1000, 3000];

export const materialBase = (materialId: number) => `/api/v3/seller/materials/${materialId}`;

function failureOf(status: number, text: string): ApiFailure {
  try {
    const body = JSON.parse(text) as { error?: { code?: string; details?: Record<string, unknown> } };
    return new ApiFailure(status, body.error?.code ?? 'generic', body.error?.details);
  } catch {
    return new ApiFailure(status, 'generic');
  }
}

/** A JSON call of the seller API; its `data`, or an ApiFailure. */
export async function apiCall<T>(path: string, method = 'GET', body?: BodyInit | object, signal?: AbortSignal): Promise<T> {
  const json = body !== undefined && !(body instanceof Blob);
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: json ? { accept: 'application/json', 'content-type': 'application/json' } : { accept: 'application/json' },
      body: json ? JSON.stringify(body) : (body as BodyInit | undefined),
      signal: signal ?? null,
    });
  } catch {
    throw new ApiFailure(0, signal?.aborted ? 'aborted' : 'network');
  }
  const text = await response.text();
  if (!response.ok) throw failureOf(response.status, text);
  return (JSON.parse(text) as { data: T }).data;
}

/** The part of XMLHttpRequest used here (islands are type-checked for the edge too, without DOM types). */
interface PartRequest {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  upload: { onprogress: ((event: { loaded: number }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  readonly status: number;
  readonly responseText: string;
  abort(): void;
  send(body: Blob): void;
}

function sendPart(url: string, blob: Blob, onProgress: (loaded: number) => void, signal: AbortSignal): Promise<UploadState> {
  return new Promise((resolve, reject) => {
    // XMLHttpRequest rather than fetch: only it reports how much of a request body has gone out.
    const xhr = new (globalThis as unknown as { XMLHttpRequest: new () => PartRequest }).XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve((JSON.parse(xhr.responseText) as { data: UploadState }).data) : reject(failureOf(xhr.status, xhr.responseText)));
    xhr.onerror = () => reject(new ApiFailure(0, 'network'));
    xhr.onabort = () => reject(new ApiFailure(0, 'aborted'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(blob);
  });
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(new ApiFailure(0, 'aborted'))), { once: true });
  });

async function withRetries<T>(attempt: () => Promise<T>, signal: AbortSignal, onRetry: () => void): Promise<T> {
  for (let tried = 1; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= TRIES || !retryable(error)) throw error;
      onRetry();
      await wait(PAUSES_MS[tried - 1] ?? 3000, signal);
    }
  }
}

const STORAGE_PREFIX = 'kreide.upload.';

const storageKey = (materialId: number, file: File) => `${STORAGE_PREFIX}${materialId}:${file.size}:${file.lastModified}:${file.name}`;

/** Names of this material's uploads that a reload or a closed tab left unfinished. */
export function unfinishedNames(materialId: number): string[] {
  const prefix = `${STORAGE_PREFIX}${materialId}:`;
  const names: string[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(prefix)) names.push(key.split(':').slice(3).join(':'));
    }
  } catch {
    // Storage may be switched off; then nothing can be resumed after a reload.
  }
  return names;
}

function remembered(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function forget(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing kept
  }
}

export interface UploadHooks {
  signal: AbortSignal;
  onProgress: (sent: number) => void;
  onRetry: () => void;
}

/** The upload of the file's remaining parts and its completion; the stored file. */
export async function uploadFile(materialId: number, file: File, hooks: UploadHooks): Promise<SellerFile | null> {
  const base = materialBase(materialId);
  const key = storageKey(materialId, file);
  const { signal, onRetry } = hooks;
  let state: UploadState | null = null;
  const saved = remembered(key);
  if (saved) {
    try {
      state = await withRetries(() => apiCall<UploadState>(`${base}/uploads/${saved}`, 'GET', undefined, signal), signal, onRetry);
    } catch (error) {
      if (!(error instanceof ApiFailure && error.status === 404)) throw error;
      forget(key);
    }
  }
  if (!state) {
    state = await withRetries(() => apiCall<UploadState>(`${base}/uploads`, 'POST', { name: file.name, size: file.size, lastModified: file.lastModified }, signal), signal, onRetry);
    try {
      localStorage.setItem(key, state.uploadId);
    } catch {
      // Without storage the upload still works; only a reload starts it anew.
    }
  }
  const { uploadId, partSize, partCount } = state;
  let sent = state.parts.reduce((sum, part) => sum + part.size, 0);
  hooks.onProgress(sent);
  try {
    for (let n = state.parts.length + 1; n <= partCount; n++) {
      const blob = file.slice((n - 1) * partSize, n * partSize);
      await withRetries(() => sendPart(`${base}/uploads/${uploadId}/parts/${n}`, blob, (loaded) => hooks.onProgress(sent + loaded), signal), signal, onRetry);
      sent += blob.size;
      hooks.onProgress(sent);
    }
    const stored = await withRetries(() => apiCall<SellerFile>(`${base}/uploads/${uploadId}/complete`, 'POST', undefined, signal), signal, onRetry);
    forget(key);
    return stored;
  } catch (error) {
    // A refusal of the content aborted the upload on the server; a completion answered before
    // (its answer lost) leaves no upload either: the file list tells.
    if (error instanceof ApiFailure && error.status >= 400 && error.status < 500 && error.code !== 'part_out_of_order') forget(key);
    if (error instanceof ApiFailure && error.status === 404) return null;
    throw error;
  }
}

/** Stops an upload for good: the server aborts it and forgets its parts. */
export async function cancelUpload(materialId: number, file: File): Promise<void> {
  const key = storageKey(materialId, file);
  const saved = remembered(key);
  forget(key);
  if (saved) await apiCall(`${materialBase(materialId)}/uploads/${saved}`, 'DELETE').catch(() => undefined);
}

/** The files a file input or a drop holds. */
export function filesOf(holder: unknown): File[] {
  return Array.from((holder as { files?: ArrayLike<File> | null } | null)?.files ?? []);
}

/** Empties a file input, so choosing the same file again is a change. */
export function clearInput(target: unknown): void {
  (target as { value: string }).value = '';
}

interface BrowserWindow {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

/** Calls `listener` when the browser is back online; returns the function that stops listening. */
export function onOnline(listener: () => void): () => void {
  const target = globalThis as unknown as BrowserWindow;
  target.addEventListener('online', listener);
  return () => target.removeEventListener('online', listener);
}
