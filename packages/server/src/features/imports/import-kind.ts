import type { DuplicateChoice, ImportKind } from '@sampark/domain/schemas/imports';
import type { ZodError } from 'zod';
import type { Db, Dialect } from '../../db/connect';
import type { ScopeUser } from '../../http/auth-user';
import type { Cell } from './cells';

/**
 * What differs between the seekers import and the members import; the engine (import-engine.ts)
 * does the rest the same way for both: reading, progress, refusals, matching numbers, writing,
 * recording and reverting.
 */

export interface Problem {
  column: string;
  message: string;
}

/** The chosen Jila: where new records go. */
export interface Jila {
  id: number;
  name: string;
}

/** A row that passed the form's rules: the values to store and the fields its cells gave. */
export interface CheckedRow {
  row: number;
  value: Record<string, unknown>;
  given: string[];
  /** the national number the duplicate check compares (docs/api-conventions.md#duplicates) */
  mobileNorm: string;
  mobileText: string;
}

/** A stored record with the row's number. */
export interface Match {
  id: number;
  location_id: number | null;
}

export type Decision = { action: 'create' } | { action: 'update' | 'skip'; id: number } | { action: 'refuse'; problem: Problem };

export type ImportTable = 'seekers' | 'members';

export interface ImportContext {
  user: ScopeUser;
  jila: Jila;
  duplicates: DuplicateChoice;
}

export interface ImportSpec<Lookups = unknown> {
  kind: ImportKind;
  table: ImportTable;
  /** another table whose numbers also refuse a row (the wizard checks seekers against members too) */
  alsoRefusedBy?: ImportTable;
  /** lists read once per import (professions, categories ...) */
  lookups(db: Db, ctx: ImportContext): Promise<Lookups>;
  check(values: Record<string, Cell>, ctx: ImportContext, lookups: Lookups): Omit<CheckedRow, 'row'> | Problem[];
  decide(row: Pick<CheckedRow, 'row' | 'mobileText'>, own: Match[], others: number, ctx: ImportContext, lookups: Lookups): Decision;
  /** what new records keep outside their own table (members: their assignee), written after them */
  writeLinks?(db: Db, dialect: Dialect, created: { id: number; row: CheckedRow }[], now: string): Promise<void>;
  /**
   * A new record's columns computed from its checked values (`value`), which they replace;
   * undefined leaves a value out (it is not a column). Only these are built per row: the record
   * itself is never copied (import-write.ts). Written without spreading another object into the
   * literal: V8 then allocated them where only a full GC frees them (decision 044).
   */
  newFields(value: Record<string, unknown>, ctx: ImportContext): Record<string, unknown>;
  /** The columns all new records of the import get alike (who, when ...), built once per chunk; newFields win over them. */
  newShared(ctx: ImportContext, now: string): Record<string, unknown>;
  /** the columns an update changes (with the derived ones), given the stored record */
  changesOf(row: CheckedRow, before: Record<string, unknown>, ctx: ImportContext): Record<string, unknown>;
  /** the columns computed from others (fullname, normalised numbers), for a record as it will be */
  derived(record: Record<string, unknown>): Record<string, unknown>;
}

/** zod's issues as the refused rows' column and message (a rule on the whole row is on its first field). */
export function problemsOf(error: ZodError): Problem[] {
  return error.issues.map((i) => ({ column: String(i.path[0] ?? 'row'), message: i.message }));
}

/** Cells as the form schemas read a form's values: true/false as 1/0. */
export function formValues(values: Record<string, Cell>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) out[k] = typeof v === 'boolean' ? Number(v) : v;
  return out;
}

export function givenFields(values: Record<string, Cell>): string[] {
  return Object.keys(values).filter((k) => values[k] !== null);
}


/** The row's given fields with their checked values (a given cell may check to blank). */
export function givenValues(row: CheckedRow): Record<string, unknown> {
  return Object.fromEntries(row.given.map((f) => [f, row.value[f] ?? null]));
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';
const same = (a: unknown, b: unknown) => (isEmpty(a) && isEmpty(b)) || String(a) === String(b);

/** Only the entries of `patch` that differ from `before`. */
export function realChanges(before: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(patch).filter(([k, v]) => !same(before[k], v)));
}

/** 'fill' writes only the fields the stored record leaves empty. */
export function onlyEmpty(before: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(patch).filter(([k]) => isEmpty(before[k])));
}
