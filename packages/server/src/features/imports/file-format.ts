import { IMPORT_MESSAGES } from '@sampark/domain/schemas/imports';
import { fileError } from './import-errors';

/**
 * Which reader a file needs. The name's extension says what the user meant, the first bytes
 * what the file is; they must agree, so a web page or a zip saved as ".xls" is refused with
 * words saying what it really is (issue 15 "hostile files") instead of being half-read.
 */
export type FileFormat = 'xls' | 'xlsx' | 'csv';

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b]);

const startsWith = (buffer: Buffer, magic: Buffer) => buffer.length >= magic.length && buffer.subarray(0, magic.length).equals(magic);

/** HTML or XML, as Excel's "save as web page" and the 2003 XML format write them, often named .xls. */
function looksLikeMarkup(buffer: Buffer): boolean {
  const head = buffer.subarray(0, 512).toString('utf8').replace(/^\uFEFF/, '').trimStart().toLowerCase();
  return head.startsWith('<');
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function fileFormatOf(fileName: string, buffer: Buffer): FileFormat {
  const ext = extensionOf(fileName);
  const ole = startsWith(buffer, OLE2);
  const zip = startsWith(buffer, ZIP);
  switch (ext) {
    case 'xls':
      if (ole) return 'xls';
      if (zip) throw fileError(IMPORT_MESSAGES.zipAsXls);
      if (looksLikeMarkup(buffer)) throw fileError(IMPORT_MESSAGES.htmlAsXls);
      throw fileError(IMPORT_MESSAGES.notXls);
    case 'xlsx':
      if (zip) return 'xlsx';
      throw fileError(IMPORT_MESSAGES.notXlsx);
    case 'csv':
      if (ole || zip || buffer.subarray(0, 8192).includes(0)) throw fileError(IMPORT_MESSAGES.notCsv);
      return 'csv';
    default:
      throw fileError(IMPORT_MESSAGES.wrongType);
  }
}
