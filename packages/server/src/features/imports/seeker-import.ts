import { isAdminLevel } from '@sampark/domain/roles';
import { CHOOSE_FROM_LIST } from '@sampark/domain/schemas/fields';
import { duplicateSeekersMessage, seekerCallingCode, seekerFullname, seekerSchema } from '@sampark/domain/schemas/seekers';
import type { Db } from '../../db/connect';
import { userLocationSubtree } from '../../db/location-tree';
import { memoSchema } from './memo-schema';
import { importPhoneNorm } from './phone-norm';
import { formValues, givenFields, givenValues, type ImportSpec, problemsOf, realChanges } from './import-kind';

/**
 * The seekers import (seed 001 §2 "Import seekers", §5): every row is checked with the wizard's
 * own schema and messages, professions against the professions table, and the number against
 * members and seekers as the wizard checks it (docs/decisions/028-seekers.md). A row whose
 * number one seeker in the caller's scope has updates that seeker; new seekers are placed at the
 * chosen Jila, whose name fills a blank `jila` (docs/decisions/035-import-design.md).
 */

interface SeekerLookups {
  /** professions by lower-cased name, in the table's spelling */
  professions: Map<string, string>;
  /** role 3: the location ids of their subtrees; admins: null (all) */
  scope: Set<number> | null;
  /** the wizard's schema, remembering its fields' values for this upload */
  schema: typeof seekerSchema;
}

const callingCode = (s: Record<string, unknown>) => seekerCallingCode(s.mobile_country_code as string | null, s.country as string | null) ?? '';

/** fullname and the normalised numbers follow the fields they come from (as the wizard's save). */
function derived(s: Record<string, unknown>) {
  return {
    fullname: seekerFullname(s),
    mobile_norm: importPhoneNorm(s.mobile_number as string | null, callingCode(s)),
    whatsapp_norm: importPhoneNorm(s.whatsapp as string | null, callingCode(s)),
  };
}

/** Fields whose new value also changes the stored calling code, state and district spelling. */
const PLACE_FIELDS = ['country', 'state', 'district'];

export const seekerImport: ImportSpec<SeekerLookups> = {
  kind: 'seekers',
  table: 'seekers',
  alsoRefusedBy: 'members',

  async lookups(db: Db, ctx) {
    const rows = await db.selectFrom('professions').select(['name', 'name_key']).execute();
    const scope = isAdminLevel(ctx.user.role) ? null : new Set(await userLocationSubtree(db, ctx.user.id));
    return { professions: new Map(rows.map((r) => [r.name_key, r.name])), scope, schema: memoSchema(seekerSchema) };
  },

  check(values, ctx, { professions, schema }) {
    const input = formValues(values);
    if (input.jila === null || input.jila === undefined) input.jila = ctx.jila.name;
    const parsed = schema.safeParse(input);
    if (!parsed.success) return problemsOf(parsed.error);
    const value: Record<string, unknown> = { ...parsed.data };
    if (parsed.data.profession) {
      const names = parsed.data.profession.split(',').map((n) => professions.get(n.trim().toLowerCase()));
      if (names.some((n) => n === undefined)) return [{ column: 'profession', message: CHOOSE_FROM_LIST }];
      value.profession = [...new Set(names)].join(',');
    }
    const mobileNorm = importPhoneNorm(parsed.data.mobile_number, callingCode(value)) ?? parsed.data.mobile_number;
    return { value, given: givenFields(values), mobileNorm, mobileText: parsed.data.mobile_number };
  },

  decide(row, own, others, _ctx, { scope }) {
    const refuse = (count: number) => ({
      action: 'refuse' as const,
      problem: { column: 'mobile_number', message: duplicateSeekersMessage(count, row.mobileText) },
    });
    // an update needs exactly one seeker, and one the caller may see: anything else is the wizard's refusal
    if (own.length === 1 && (!scope || (own[0].location_id !== null && scope.has(own[0].location_id)))) return { action: 'update', id: own[0].id };
    if (own.length + others > 0) return refuse(own.length + others);
    return { action: 'create' };
  },

  newFields(value) {
    const code = callingCode(value);
    return {
      fullname: seekerFullname(value),
      mobile_norm: importPhoneNorm(value.mobile_number as string | null, code),
      whatsapp_norm: importPhoneNorm(value.whatsapp as string | null, code),
    };
  },

  newShared: (ctx, now) => ({ location_id: ctx.jila.id, created_by: ctx.user.id, created_at: now, updated_by: ctx.user.id, updated_at: now }),

  changesOf(row, before) {
    const patch = givenValues(row);
    // the schema spells state and district as the list does, and gives the country's calling code
    if (PLACE_FIELDS.some((f) => row.given.includes(f))) {
      for (const f of [...PLACE_FIELDS, 'mobile_country_code']) patch[f] = row.value[f] ?? null;
    }
    return realChanges(before, { ...patch, ...derived({ ...before, ...patch }) });
  },

  derived,
};
