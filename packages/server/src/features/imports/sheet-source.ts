import type { Cell } from './cells';

/** One row of a sheet as read: its number in the sheet (1 = the first row) and its cells, column A first. */
export interface SheetRow {
  number: number;
  cells: Cell[];
}

/** A sheet being read, in order, with how far the reading has got (for the progress bar). */
export interface SheetSource {
  rows: AsyncIterable<SheetRow>;
  /** 0..1: the share of the sheet read so far */
  fraction(): number;
  /** the workbook counts serial dates from 1904 (old Mac Excel) */
  date1904(): boolean;
  /** the rows under the header, when known before reading them (CSV) */
  dataRows?: number;
}
