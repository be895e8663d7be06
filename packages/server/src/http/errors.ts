import { type MessageRef, messageRef } from '@sampark/domain/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../db/unavailable';

export type FieldErrors = Record<string, string[]>;
export type ErrorBody = { message: string; errors?: FieldErrors; data?: unknown };

/**
 * An error the API answers with its own status and body (docs/api-conventions.md#errors-in-this-order):
 * `{message}`, plus `errors` per field, plus `data` where a refusal names what it refused (a
 * refused batch's members, the duplicates of a new member).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly data?: unknown,
  ) {
    super(message);
  }

  get body(): ErrorBody {
    const body: ErrorBody = { message: this.message };
    if (this.errors) body.errors = this.errors;
    if (this.data !== undefined) body.data = this.data;
    return body;
  }
}

/** 422 with one or more field messages; the first message is also the top-level message. */
export function validationError(errors: FieldErrors, message?: string): HttpError {
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  return new HttpError(422, message ?? first, errors);
}

export const fieldError = (field: string, message: string) => validationError({ [field]: [message] });
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const forbidden = (message = 'You are not allowed to do this.') => new HttpError(403, message);
export const unauthenticated = () => new HttpError(401, 'Unauthenticated.');

export const DATABASE_UNAVAILABLE = 'The database cannot be reached right now. Please try again in a moment.';
/** Seconds a client is asked to wait after a 503: a restarting database is usually back within them. */
const RETRY_AFTER_SECONDS = 5;

export function zodFieldErrors(err: ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of err.issues) {
    const key = issue.path.join('.') || '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

function fastifyValidationErrors(err: FastifyError): FieldErrors {
  const out: FieldErrors = {};
  for (const v of err.validation ?? []) {
    const key = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    (out[key] ??= []).push(v.message ?? 'Invalid value');
  }
  return out;
}

/**
 * A client that sends this header gets each message's stable code next to its English text
 * (issue 18, docs/decisions/054-message-codes.md): `code` and `params` for `message`, and `codes`
 * beside `errors` (one entry per message, null for a text outside the catalogue). The web app
 * always asks; the body of a client that does not ask stays as the contract has it.
 */
export const MESSAGE_CODES_HEADER = 'x-message-codes';

export type CodedBody = ErrorBody & Partial<MessageRef> & { codes?: Record<string, Array<MessageRef | null>> };

/** `body` with the codes of its messages added; anything without a `message` is returned as it is. */
export function withMessageCodes(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body) || typeof (body as ErrorBody).message !== 'string') return body;
  const coded: CodedBody = { ...(body as ErrorBody) };
  const ref = messageRef(coded.message);
  if (ref) Object.assign(coded, ref);
  if (coded.errors && typeof coded.errors === 'object') {
    coded.codes = Object.fromEntries(
      Object.entries(coded.errors).map(([field, messages]) => [
        field,
        (Array.isArray(messages) ? messages : [messages]).map((m) => (typeof m === 'string' ? (messageRef(m) ?? null) : null)),
      ]),
    );
  }
  return coded;
}

/** Success bodies are parsed only when small: a list or an export never carries a lone message. */
const MAX_CODED_SUCCESS_BYTES = 4096;

function registerMessageCodes(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (!req.headers[MESSAGE_CODES_HEADER] || typeof payload !== 'string' || !payload.includes('"message"')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    if (reply.statusCode < 400 && payload.length > MAX_CODED_SUCCESS_BYTES) return payload;
    try {
      return JSON.stringify(withMessageCodes(JSON.parse(payload)));
    } catch {
      return payload;
    }
  });
}

/** Maps every error to the contract's shapes; a database outage is a 503, anything unexpected a logged 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  registerMessageCodes(app);
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof HttpError) {
      return reply.status(err.status).send(err.body);
    }
    if (hasZodFastifySchemaValidationErrors(err) || err.validation) {
      const errors = fastifyValidationErrors(err);
      return reply.status(422).send({ message: Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', errors });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      const message = err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? 'Malformed JSON body.' : err.message;
      return reply.status(err.statusCode).send({ message });
    }
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err: { code: (err as { code?: unknown }).code, message: err.message } }, 'database unavailable');
      return reply.status(503).header('Retry-After', String(RETRY_AFTER_SECONDS)).send({ message: DATABASE_UNAVAILABLE });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ message: 'Server error.' });
  });
}
