import { IMPORT_MESSAGES, textTooBigMessage } from '@sampark/domain/schemas/imports';
import { fileError } from './import-errors';
import type { ImportLimits } from './import-limits';
import { itemText } from './sheet-xml';
import { elements, ownString, wholePieces } from './xml-scan';

/**
 * An .xlsx's shared-strings table (`xl/sharedStrings.xml`), which its sheets' text cells point
 * into by number, so it is held whole while the sheet is read. Its size in the heap is counted as
 * it is read (each string's characters, one or two bytes each as V8 stores them, and ~40 bytes of
 * string header and array slot) and refused past `limits.sharedStringsBytes` (issue 27: 9.5 million
 * tiny strings unpacked from 564 KB used to exhaust the heap); a string over Excel's cell length too.
 */

const ITEM_ENDS = /<\/(?:\w+:)?si>|<(?:\w+:)?si\s*\/>/g;
const PER_STRING_BYTES = 40;
const TWO_BYTE = /[\u0100-\uffff]/;

export async function readSharedStrings(chunks: AsyncIterable<Buffer>, limits: ImportLimits): Promise<string[]> {
  const strings: string[] = [];
  let bytes = 0;
  const pieces = wholePieces(chunks, ITEM_ENDS, undefined, limits.pendingChars, () => fileError(IMPORT_MESSAGES.cellTooLong));
  for await (const piece of pieces) {
    for (const si of elements(piece, ['si'])) {
      const text = si.body ? itemText(si.body) : '';
      if (text.length > limits.cellChars) throw fileError(IMPORT_MESSAGES.cellTooLong);
      bytes += PER_STRING_BYTES + text.length * (TWO_BYTE.test(text) ? 2 : 1);
      if (bytes > limits.sharedStringsBytes) throw fileError(textTooBigMessage(limits.sharedStringsBytes));
      strings.push(ownString(text));
    }
  }
  return strings;
}
