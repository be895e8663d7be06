import zlib from 'node:zlib';

/**
 * Hand-built .xlsx files for the limit tests (issue 27): a zip whose parts, packing and declared
 * sizes the test chooses (a directory may lie), around a minimal workbook with one sheet.
 */

export interface Part {
  name: string;
  data: Buffer | string;
  /** 0 stored, 8 deflated (default) */
  method?: 0 | 8;
  /** the unpacked size the directory declares, if not the real one */
  declared?: number;
}

function header(fields: [number, 2 | 4][]): Buffer {
  const out = Buffer.alloc(fields.reduce((n, [, size]) => n + size, 0));
  let at = 0;
  for (const [value, size] of fields) at = size === 2 ? out.writeUInt16LE(value, at) : out.writeUInt32LE(value, at);
  return out;
}

/** A zip (no CRCs checked by the import: they are written as 0). */
export function zipOf(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const data = Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data);
    const method = part.method ?? 8;
    const packed = method === 8 ? zlib.deflateRawSync(data) : data;
    const size = part.declared ?? data.length;
    const name = Buffer.from(part.name);
    const common: [number, 2 | 4][] = [[20, 2], [0, 2], [method, 2], [0, 2], [33, 2], [0, 4], [packed.length, 4], [size, 4], [name.length, 2], [0, 2]];
    const local = Buffer.concat([header([[0x04034b50, 4], ...common]), name]);
    directory.push(Buffer.concat([header([[0x02014b50, 4], [20, 2], ...common, [0, 2], [0, 2], [0, 2], [0, 4], [offset, 4]]), name]));
    chunks.push(local, packed);
    offset += local.length + packed.length;
  }
  const dir = Buffer.concat(directory);
  const end = header([[0x06054b50, 4], [0, 2], [0, 2], [parts.length, 2], [parts.length, 2], [dir.length, 4], [offset, 4], [0, 2]]);
  return Buffer.concat([...chunks, dir, end]);
}

const WORKBOOK = '<workbook xmlns:r="r"><sheets><sheet name="seekers_info" sheetId="1" r:id="rId1"/></sheets></workbook>';
const RELS = '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>';

/** A workbook whose sheet seekers_info is `sheetData` (rows' XML), with these shared strings and other parts. */
export function workbookOf(sheet: Omit<Part, 'name'>, more: Part[] = []): Buffer {
  return zipOf([
    { name: 'xl/workbook.xml', data: WORKBOOK },
    { name: 'xl/_rels/workbook.xml.rels', data: RELS },
    { name: 'xl/worksheets/sheet1.xml', ...sheet },
    ...more,
  ]);
}

/** `<sheetData>` around rows of inline strings. */
export function sheetXml(rows: string[][]): string {
  const cell = (v: string) => `<c t="inlineStr"><is><t>${v}</t></is></c>`;
  return `<worksheet><sheetData>${rows.map((r, i) => `<row r="${i + 1}">${r.map(cell).join('')}</row>`).join('')}</sheetData></worksheet>`;
}
