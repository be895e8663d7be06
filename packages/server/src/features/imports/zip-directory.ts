import { IMPORT_MESSAGES, packedTooTightlyMessage, unpacksTooBigMessage } from '@sampark/domain/schemas/imports';
import { fileError } from './import-errors';
import type { ImportLimits } from './import-limits';

/**
 * The entries a zip file declares in its central directory, read without unpacking anything: an
 * .xlsx is checked for a workbook and against the import's limits (a "zip bomb") before any part
 * is unpacked; zip-entry.ts then unpacks a part from its offset and holds it to its declared size.
 */
export interface ZipEntry {
  name: string;
  /** unpacked size as declared */
  size: number;
  /** packed size */
  packed: number;
  /** 0 stored, 8 deflated */
  method: number;
  flags: number;
  /** where its local header starts */
  offset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const ZIP64 = 0xffffffff;

/** The entries, or undefined when the buffer is not a readable zip. */
export function zipEntries(zip: Buffer): ZipEntry[] | undefined {
  // the end record is at least 22 bytes and may be followed by a comment of up to 64 KB
  const from = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let i = zip.length - 22; i >= from; i--) {
    if (zip.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) return undefined;
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const size = zip.readUInt32LE(at + 24);
    entries.push({
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      // the real size of 0xffffffff is in a zip64 field: far beyond any import
      size: size === ZIP64 ? Number.POSITIVE_INFINITY : size,
      packed: zip.readUInt32LE(at + 20),
      method: zip.readUInt16LE(at + 10),
      flags: zip.readUInt16LE(at + 8),
      offset: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Refuses an archive whose directory already passes a limit: too many parts, too big unpacked, packed too tightly. */
export function checkArchive(entries: ZipEntry[], limits: ImportLimits): void {
  if (entries.length > limits.parts) throw fileError(IMPORT_MESSAGES.tooManyParts);
  const total = entries.reduce((sum, e) => sum + e.size, 0);
  if (total > limits.unpackedBytes) throw fileError(unpacksTooBigMessage(limits.unpackedBytes));
  if (entries.some((e) => e.size > limits.ratioFromBytes && e.size > limits.ratio * Math.max(1, e.packed))) {
    throw fileError(packedTooTightlyMessage(limits.ratio));
  }
}
