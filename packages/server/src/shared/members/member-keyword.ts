import { couldBeInPhoneNumber } from '@sampark/domain/phone';
import { MAX_ID } from '@sampark/domain/schemas/fields';
import { type SqlBool, sql } from 'kysely';
import type { Dialect } from '../../db/connect';
import type { Condition, Ref } from './member-condition';

/**
 * The search box's keyword as a condition on `members m` (seed 000 §3 "keyword"): the id (exact,
 * when the keyword is a number an id can be), or a substring of name, mobile, WhatsApp or e-mail,
 * case-insensitive. SQLite: the FTS5 trigram table; PostgreSQL: ILIKE, served by pg_trgm GIN
 * (docs/decisions/014-text-search.md).
 */

/** The trigram indexes need at least 3 characters. */
export const TRIGRAM_MIN = 3;

/** Names and e-mails first: a row matching either is decided before the phone columns are read. */
const SEARCHED = ['fullname', 'email', 'mobile_number', 'whatsapp'] as const;
const PHONES = new Set<string>(['mobile_number', 'whatsapp']);

/**
 * The columns a keyword can match: not the phone numbers when it has a letter (domain
 * couldBeInPhoneNumber). On PostgreSQL each candidate row of a name search was tested with four
 * ILIKEs, two of which could never match (a broad name fragment at 1M: count 48 -> 33 ms).
 */
export const searchedColumns = (kw: string): readonly (typeof SEARCHED)[number][] =>
  couldBeInPhoneNumber(kw) ? SEARCHED : SEARCHED.filter((c) => !PHONES.has(c));

/** `%`, `_` and the escape character itself match literally (ESCAPE '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The id a keyword can be. A full mobile number (10-12 digits) is beyond any id: compared with the
 * integer column, PostgreSQL refused it ("value out of range for type integer", issue 12 defect 1).
 */
export function idKeyword(kw: string): number | undefined {
  if (!/^\d{1,10}$/.test(kw)) return undefined;
  const id = Number(kw);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}

/** One FTS5 phrase: a trigram phrase matches the text as a substring. */
export const ftsPhrase = (kw: string) => `"${kw.replaceAll('"', '""')}"`;

export const isTrigram = (kw: string) => [...kw].length >= TRIGRAM_MIN;

export function keywordCondition(dialect: Dialect, kw: string): Condition {
  const idMatch = idKeyword(kw);
  const pattern = `%${escapeLike(kw)}%`;
  const text = (ref: Ref) => {
    if (dialect === 'sqlite' && isTrigram(kw)) {
      return sql<SqlBool>`${ref('id')} in (select rowid from members_fts where members_fts match ${ftsPhrase(kw)})`;
    }
    const op = dialect === 'postgres' ? sql`ilike` : sql`like`;
    return sql<SqlBool>`${sql.join(
      searchedColumns(kw).map((c) => sql`${ref(c)} ${op} ${pattern} escape '\\'`),
      sql` or `,
    )}`;
  };
  return { sql: idMatch === undefined ? text : (ref) => sql<SqlBool>`${ref('id')} = ${idMatch} or ${text(ref)}` };
}
