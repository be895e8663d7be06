import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ZodError } from 'zod';

export type FieldErrors = Record<string, string[]>;
export type ErrorBody = { message: string; errors?: FieldErrors; data?: unknown };

/**
 * An error the API answers with its own status and body (CONTRACT.md "API conventions"):
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

/** Maps every error to the contract's shapes; anything unexpected is a logged 500. */
export function registerErrorHandler(app: FastifyInstance): void {
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
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ message: 'Server error.' });
  });
}
