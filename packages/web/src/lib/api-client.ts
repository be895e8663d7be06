import type { MessageRef } from '@sampark/domain/messages';
import type { z } from 'zod';
import { clearAuth, getToken } from './auth';

/**
 * The one way the web app talks to the API (docs/api-conventions.md#requests-and-answers). Every call carries
 * the stored bearer token and names the schema (from packages/domain) its answer is checked with (a sevak's
 * home and the registration form name only the answer's type: `getUnchecked`, decisions 115, 116); failures throw
 * `ApiError` with the server's status, message, 422 field errors and Retry-After; only a 401
 * ends the session.
 */

export type FieldErrors = Record<string, string[]>;
/** The codes of a 422's field messages, one per message (null: a text outside the catalogue). */
export type FieldCodes = Record<string, Array<MessageRef | null>>;

/** Asks the server for each message's stable code (server http/errors.ts, docs/decisions/054-message-codes.md). */
export const MESSAGE_CODES_HEADER = 'X-Message-Codes';

/** A 429 is "slow down", never "logged out" (issue 12 defect 9); the server's own words win. */
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment.';

function fallbackMessage(status: number): string {
  if (status === 0) return 'Network error';
  if (status === 429) return TOO_MANY_REQUESTS;
  return `Request failed with status ${status}`;
}

export class ApiError extends Error {
  readonly status: number;
  /** 422 field errors, `{ field: [messages] }` */
  readonly errors?: FieldErrors;
  /** the `message` the server sent, if any (the error's `message` falls back to a generic text) */
  readonly serverMessage?: string;
  readonly body?: unknown;
  /** the code and values of `serverMessage`, so it can be shown in the user's language */
  readonly messageRef?: MessageRef;
  /** the codes of `errors`, field by field */
  readonly fieldCodes?: FieldCodes;
  /** how long the server asked the client to wait (a 429's Retry-After), in milliseconds */
  readonly retryAfterMs?: number;

  constructor(status: number, body?: unknown, retryAfterMs?: number) {
    const serverMessage = messageOf(body);
    super(serverMessage ?? fallbackMessage(status));
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.errors = fieldErrorsOf(body);
    this.body = body;
    this.retryAfterMs = retryAfterMs;
    this.messageRef = refOf(body);
    this.fieldCodes = fieldCodesOf(body);
  }
}

function isRef(value: unknown): value is MessageRef {
  return !!value && typeof value === 'object' && 'code' in value && typeof value.code === 'string';
}

function refOf(body: unknown): MessageRef | undefined {
  if (!body || typeof body !== 'object' || !('code' in body) || typeof body.code !== 'string') return undefined;
  const params = 'params' in body && body.params && typeof body.params === 'object' ? (body.params as Record<string, string>) : undefined;
  return { code: body.code as MessageRef['code'], ...(params ? { params } : {}) };
}

function fieldCodesOf(body: unknown): FieldCodes | undefined {
  if (!body || typeof body !== 'object' || !('codes' in body) || !body.codes || typeof body.codes !== 'object') return undefined;
  return Object.fromEntries(
    Object.entries(body.codes).map(([field, refs]) => [field, (Array.isArray(refs) ? refs : []).map((r: unknown) => (isRef(r) ? r : null))]),
  );
}

/** A wait asked for by the server is honoured up to this long; a longer one is a misconfiguration. */
const MAX_RETRY_AFTER_MS = 5 * 60_000;

/** Retry-After (RFC 9110 §10.2.3): delay-seconds or an HTTP date, in milliseconds from `now`. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const text = value.trim();
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : Date.parse(text) - now;
  if (Number.isNaN(ms)) return undefined;
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
}

async function errorOf(response: Response): Promise<ApiError> {
  return new ApiError(response.status, await readBody(response), parseRetryAfter(response.headers.get('retry-after')));
}

/** The server answered, but not in the shape the schema describes: a bug on one side. */
export class ResponseShapeError extends Error {
  readonly path: string;
  readonly issues: z.core.$ZodIssue[];

  constructor(path: string, issues: z.core.$ZodIssue[]) {
    super(`Unexpected response from ${path}`);
    this.name = 'ResponseShapeError';
    this.path = path;
    this.issues = issues;
  }
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return undefined;
}

function fieldErrorsOf(body: unknown): FieldErrors | undefined {
  if (!body || typeof body !== 'object' || !('errors' in body)) return undefined;
  const errors = body.errors;
  if (!errors || typeof errors !== 'object') return undefined;
  const out: FieldErrors = {};
  for (const [field, value] of Object.entries(errors)) {
    const list = Array.isArray(value) ? value : [value];
    out[field] = list.filter((m): m is string => typeof m === 'string');
  }
  return out;
}

let onUnauthenticated: () => void = () => {
  if (window.location.pathname !== '/login') window.location.assign('/login');
};

/** The app routes a 401 through its router instead of reloading the page. */
export function setUnauthenticatedHandler(handler: () => void): void {
  onUnauthenticated = handler;
}

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type QueryParams = Record<string, QueryValue>;

/** '/api/user', 'user' and '/user' all mean /api/user. */
export function apiUrl(path: string, query?: QueryParams): string {
  const base = path.startsWith('/api/') || path === '/api' ? path : `/api/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    // Lists travel comma-joined, as the seeds' calls do.
    params.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = params.toString();
  if (!search) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${search}`;
}

export interface RequestOptions {
  body?: unknown;
  query?: QueryParams;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}
export type RequestOptionsWithSchema<S extends z.ZodType> = RequestOptions & { schema: S };

function isRawBody(body: unknown): body is BodyInit {
  return body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams;
}

/** fetch with the bearer token and 401 handling; the caller reads the Response. */
export async function apiFetch(
  method: string,
  path: string,
  { body, query, signal, headers = {} }: RequestOptions = {},
): Promise<Response> {
  const token = getToken();
  const init: RequestInit = { method, signal, headers: { Accept: 'application/json', [MESSAGE_CODES_HEADER]: '1', ...headers } };
  const initHeaders = init.headers as Record<string, string>;
  if (token) initHeaders.Authorization = `Bearer ${token}`;
  if (body !== undefined) {
    if (isRawBody(body)) init.body = body;
    else {
      initHeaders['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
  }
  return answered(fetch(apiUrl(path, query), init));
}

/** A fetch's answer as the app takes it: a network failure is an ApiError(0); a 401 ends the session. */
async function answered(fetched: Promise<Response>): Promise<Response> {
  let response: Response;
  try {
    response = await fetched;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0);
  }
  if (response.status === 401) {
    clearAuth();
    onUnauthenticated();
  }
  return response;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * GETs asked for before the app's code runs (a later visit, issue 32): app/early-calls.ts's inline
 * script in index.html leaves each one's answer on `window[EARLY_CALLS_GLOBAL]` by URL; the
 * screen's own call of the same URL takes it instead of asking again, once. An answer not taken
 * within EARLY_FRESH_MS, or asked for with another login, is left (the screen asks afresh).
 */
export const EARLY_CALLS_GLOBAL = '__samparkEarlyCalls';
const EARLY_FRESH_MS = 30_000;

/** One early GET as the inline script leaves it: when, with which login, and its answer. */
export interface EarlyCall {
  at: number;
  token: string;
  response: Promise<Response>;
}

function takeEarly(method: string, path: string, query?: QueryParams): Promise<Response> | undefined {
  const early = (window as unknown as Record<string, Record<string, EarlyCall> | undefined>)[EARLY_CALLS_GLOBAL];
  if (method !== 'GET' || !early) return undefined;
  const url = apiUrl(path, query);
  const asked = early[url];
  delete early[url];
  return asked && asked.token === getToken() && Date.now() - asked.at < EARLY_FRESH_MS ? answered(asked.response) : undefined;
}

/** The answer's body, or the failure as `ApiError`. */
async function answerOf(method: string, path: string, options: RequestOptions): Promise<unknown> {
  const response = await (takeEarly(method, path, options.query) ?? apiFetch(method, path, options));
  if (!response.ok) throw await errorOf(response);
  return readBody(response);
}

async function request<S extends z.ZodType>(method: string, path: string, options: RequestOptionsWithSchema<S>): Promise<z.output<S>> {
  const body = await answerOf(method, path, options);
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) {
    console.error(`Response of ${method} ${path} does not match its schema`, parsed.error.issues);
    throw new ResponseShapeError(path, parsed.error.issues);
  }
  return parsed.data;
}

function method(name: string) {
  return <S extends z.ZodType>(path: string, options: RequestOptionsWithSchema<S>): Promise<z.output<S>> => request(name, path, options);
}

/**
 * A call whose answer is taken as the type it names, not checked: only for the calls of a sevak's
 * first screen and its followup dialog, where loading zod to check them was a third of a cheap
 * phone's first long task, and of the registration form (decision 116). The server checks each of
 * these answers against the same domain schema as it sends it (fastify-type-provider-zod's
 * serializer: a mismatch is a 500, never a wrong shape). docs/decisions/115-sevak-start-without-zod.md
 */
function uncheckedMethod(name: string) {
  return <T>(path: string, options: RequestOptions = {}): Promise<T> => answerOf(name, path, options) as Promise<T>;
}

function filenameFrom(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (encoded) return decodeURIComponent(encoded[1]);
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain ? plain[1] : fallback;
}

/** How much of a download has arrived; `total` only when the server sent Content-Length (a streamed export has none). */
export interface DownloadProgress {
  received: number;
  total?: number;
}

export interface DownloadOptions extends RequestOptions {
  method?: 'GET' | 'POST';
  /** used when the server does not name the file */
  filename?: string;
  /** called as each chunk of the body arrives (issue 17: large exports show progress) */
  onProgress?: (progress: DownloadProgress) => void;
}

/** The body as a Blob, read chunk by chunk when someone follows the progress. */
async function readBlob(response: Response, onProgress?: (progress: DownloadProgress) => void): Promise<Blob> {
  if (!onProgress || !response.body) return response.blob();
  const total = Number(response.headers.get('content-length')) || undefined;
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    chunks.push(chunk.value);
    received += chunk.value.byteLength;
    onProgress({ received, total });
  }
  return new Blob(chunks, { type: response.headers.get('content-type') ?? '' });
}

/**
 * Downloads a file the API streams (Excel exports, templates). Links cannot send the bearer
 * header, so the file is fetched and handed to the browser as a blob.
 */
async function download(path: string, { method: verb = 'GET', filename, onProgress, ...options }: DownloadOptions = {}) {
  const response = await apiFetch(verb, path, options);
  if (!response.ok) throw await errorOf(response);
  const blob = await readBlob(response, onProgress);
  const name = filenameFrom(response, filename ?? path.split('/').pop() ?? 'download');
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

export const api = {
  get: method('GET'),
  post: method('POST'),
  put: method('PUT'),
  del: method('DELETE'),
  getUnchecked: uncheckedMethod('GET'),
  putUnchecked: uncheckedMethod('PUT'),
  postUnchecked: uncheckedMethod('POST'),
  download,
};
