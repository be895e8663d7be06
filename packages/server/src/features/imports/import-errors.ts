import { fieldError, type HttpError } from '../../http/errors';

/** A file the import cannot read (docs/api-conventions.md#imports): 422 on `file`, nothing written. */
export const fileError = (message: string): HttpError => fieldError('file', message);
