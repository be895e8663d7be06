import type { CheckedRow } from './import-kind';

/**
 * The checked rows of an upload, held from the check until they are written, column by column:
 * one array per field that any row fills, and each row's set of given fields as the index of a
 * pattern shared by the rows with the same one. 100,000 rows as objects took ~840 B each here and,
 * with V8's room to grow, pushed the server past the import's memory budget (issue 15: RSS <= 400
 * MB); column arrays hold one pointer per field (most values are strings shared with the sheet's).
 */
export class RowStore {
  private readonly rows: number[] = [];
  private readonly norms: string[] = [];
  private readonly texts: string[] = [];
  private readonly patterns: number[] = [];
  private readonly patternFields: string[][] = [];
  private readonly patternIds = new Map<string, number>();
  private readonly columns = new Map<string, unknown[]>();

  get size(): number {
    return this.rows.length;
  }

  add(row: CheckedRow): number {
    const i = this.rows.length;
    this.rows.push(row.row);
    this.norms.push(row.mobileNorm);
    this.texts.push(row.mobileText === row.mobileNorm ? row.mobileNorm : row.mobileText);
    this.patterns.push(this.patternOf(row.given));
    for (const field in row.value) {
      const value = row.value[field];
      if (value === null || value === undefined) continue;
      let column = this.columns.get(field);
      if (!column) {
        column = [];
        this.columns.set(field, column);
      }
      // a row that does not fill the field leaves a hole, read back as undefined
      column[i] = value;
    }
    return i;
  }

  get(i: number): CheckedRow {
    const value: Record<string, unknown> = {};
    for (const [field, column] of this.columns) if (column[i] !== undefined) value[field] = column[i];
    return { row: this.rows[i], value, given: this.patternFields[this.patterns[i]], mobileNorm: this.norms[i], mobileText: this.texts[i] };
  }

  row(i: number): number {
    return this.rows[i];
  }

  mobileNorm(i: number): string {
    return this.norms[i];
  }

  mobileText(i: number): string {
    return this.texts[i];
  }

  private patternOf(given: string[]): number {
    const key = given.join(',');
    let id = this.patternIds.get(key);
    if (id === undefined) {
      id = this.patternFields.length;
      this.patternFields.push(given);
      this.patternIds.set(key, id);
    }
    return id;
  }
}
