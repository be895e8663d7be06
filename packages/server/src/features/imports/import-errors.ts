import { fieldError, type HttpError } from '../../http/errors';

/** A file the import cannot read (CONTRACT.md "Imports"): 422 on `file`, nothing written. */
export const fileError = (message: string): HttpError => fieldError('file', message);
