/**
 * The entries a zip file declares in its central directory (name and unpacked size), read
 * without unpacking anything: an .xlsx is checked for a workbook and for a size that would not
 * fit in memory (a "zip bomb") before it is read, and its sheet's size drives the progress bar.
 */
export interface ZipEntry {
  name: string;
  size: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;

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
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    // 0xffffffff: the real size is in a zip64 field; such a size is far beyond any import
    entries.push({ name: zip.toString('utf8', at + 46, at + 46 + nameLength), size: size === 0xffffffff ? Number.POSITIVE_INFINITY : size });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
