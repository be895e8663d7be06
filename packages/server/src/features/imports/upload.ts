import { IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '@sampark/domain/schemas/imports';
import { stripControlCharacters } from '@sampark/domain/text-input';
import type { FastifyRequest } from 'fastify';
import { fileError } from './import-errors';

/**
 * The upload of `POST api/import/...` (multipart: `file` plus small text fields). The file is
 * held in memory (it is under 10 MB, seed 001 §9); a bigger one is refused as soon as its 10th MB
 * arrives. Fields may also come in the query string; the multipart's win.
 */

export interface Upload {
  fields: Record<string, string>;
  file?: { name: string; buffer: Buffer };
}

const LIMITS = { fileSize: IMPORT_MAX_BYTES - 1, files: 1, fields: 10, fieldSize: 1000, parts: 12 };

/** A file name as shown in the imports list: no folders, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return stripControlCharacters(base).trim().slice(-200);
}

export async function readUpload(req: FastifyRequest): Promise<Upload> {
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries((req.query ?? {}) as Record<string, unknown>)) if (typeof v === 'string') fields[k] = v;
  if (!req.isMultipart()) return { fields };
  let file: Upload['file'];
  try {
    for await (const part of req.parts({ limits: LIMITS })) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname === 'file' && !file) file = { name: cleanFileName(part.filename ?? ''), buffer: await part.toBuffer() };
      else await part.toBuffer();
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    throw fileError(code === 'FST_REQ_FILE_TOO_LARGE' ? IMPORT_MESSAGES.tooBig : IMPORT_MESSAGES.uploadBroken);
  }
  return { fields, file };
}
