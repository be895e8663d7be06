import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { IMPORT_MESSAGES } from '@sampark/domain/schemas/imports';
import { HttpError } from '../../http/errors';
import { fileError } from './import-errors';
import { checkReading, type ImportLimits } from './import-limits';
import type { ZipEntry } from './zip-directory';

/**
 * One part of an .xlsx unpacked as it is read, in chunks of at most 64 KB. The directory's sizes
 * were checked against the limits (zip-directory.ts); they may lie, so a part that unpacks to
 * more than it declared is refused as damaged the moment it does. Between chunks the reading
 * lets other requests run and stops when its time is up or its client has gone.
 */

const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED = 0x0001;
const CHUNK = 64 * 1024;

const damaged = () => fileError(IMPORT_MESSAGES.unreadable);
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function packedBytes(zip: Buffer, entry: ZipEntry): Buffer {
  const at = entry.offset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER || entry.flags & ENCRYPTED) throw damaged();
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  if (start + entry.packed > zip.length) throw damaged();
  return zip.subarray(start, start + entry.packed);
}

function* slices(packed: Buffer): Generator<Buffer> {
  for (let at = 0; at < packed.length; at += CHUNK) yield packed.subarray(at, at + CHUNK);
}

function chunksOf(packed: Buffer, method: number): Readable {
  if (method === STORED) return Readable.from(slices(packed), { objectMode: false });
  if (method === DEFLATED) return Readable.from([packed], { objectMode: false }).pipe(zlib.createInflateRaw({ chunkSize: CHUNK }));
  throw damaged();
}

export async function* unpackEntry(zip: Buffer, entry: ZipEntry, limits: ImportLimits, signal?: AbortSignal): AsyncGenerator<Buffer> {
  const source = chunksOf(packedBytes(zip, entry), entry.method);
  let size = 0;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > entry.size) throw damaged();
      checkReading(signal, limits);
      yield chunk;
      await nextTurn();
    }
  } catch (err) {
    // zlib's own errors: the packed data is damaged
    throw err instanceof HttpError ? err : damaged();
  } finally {
    source.destroy();
  }
}

/** A small part (the workbook and its relations) as text. */
export async function entryText(zip: Buffer, entry: ZipEntry, limits: ImportLimits, signal?: AbortSignal): Promise<string> {
  if (entry.size > limits.smallPartBytes) throw damaged();
  const chunks: Buffer[] = [];
  for await (const chunk of unpackEntry(zip, entry, limits, signal)) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}
