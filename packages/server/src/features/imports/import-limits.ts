import v8 from 'node:v8';
import { IMPORT_MAX_CELL_CHARS, IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS, IMPORT_MESSAGES, readTooLongMessage } from '@sampark/domain/schemas/imports';
import type { Config } from '../../config';
import { fileError } from './import-errors';

/**
 * What one upload may make the server do (issue 27, docs/decisions/075-import-limits.md): the
 * archive's parts, its unpacked size and packing ratio, the shared-strings table held in memory
 * (a share of the heap in force, so it follows `--max-old-space-size`), a cell, a row's XML, the
 * columns and rows, and the time spent reading.
 */
export interface ImportLimits {
  /** parts (zip entries) of an .xlsx; Excel writes about a dozen */
  parts: number;
  /** all parts unpacked together */
  unpackedBytes: number;
  /** a part bigger than ratioFromBytes may unpack to at most this many times its packed size */
  ratio: number;
  ratioFromBytes: number;
  /** the shared-strings table's estimated size in the heap */
  sharedStringsBytes: number;
  cellChars: number;
  /** one row's XML (or one shared string's) that has not ended yet */
  pendingChars: number;
  /** workbook.xml and its relations, read whole */
  smallPartBytes: number;
  columns: number;
  rows: number;
  seconds: number;
}

const MB = 1024 * 1024;

export function importLimits(config: Pick<Config, 'importSeconds' | 'importHeapMb'>): ImportLimits {
  const heap = config.importHeapMb ? config.importHeapMb * MB : v8.getHeapStatistics().heap_size_limit;
  return {
    parts: 1000,
    unpackedBytes: 512 * MB,
    // Apache POI's default (ZipSecureFile: 1 % once an entry passes 100 KB)
    ratio: 100,
    ratioFromBytes: 100 * 1024,
    // a sixth of the heap: 61 MB under `npm run serve`, beside ~30 MB of checked rows and the garbage of reading them
    sharedStringsBytes: Math.floor(heap / 6),
    cellChars: IMPORT_MAX_CELL_CHARS,
    pendingChars: MB,
    smallPartBytes: 4 * MB,
    columns: IMPORT_MAX_COLUMNS,
    rows: IMPORT_MAX_ROWS,
    seconds: config.importSeconds,
  };
}

/**
 * Stops a reading whose time is up or whose client has gone: the 422 names the time limit; a
 * client that has gone gets the interrupted upload's message, which no one reads.
 */
export function checkReading(signal: AbortSignal | undefined, limits: ImportLimits): void {
  if (!signal?.aborted) return;
  const timedOut = (signal.reason as { name?: string } | undefined)?.name === 'TimeoutError';
  throw fileError(timedOut ? readTooLongMessage(limits.seconds) : IMPORT_MESSAGES.uploadBroken);
}

/** The signal a reading watches: the client's going away, or its time running out. */
export function readingSignal(client: AbortSignal, limits: ImportLimits): AbortSignal {
  return AbortSignal.any([client, AbortSignal.timeout(Math.max(1, Math.round(limits.seconds * 1000)))]);
}
