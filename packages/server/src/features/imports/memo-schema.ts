import { z } from 'zod';

/**
 * A form's schema for checking many rows: the same schema (its fields, its whole-record rules and
 * transform, its messages), each field remembering what it made of a value it has seen. The
 * columns of an upload repeat (salutation, gender, country, state, city, lists, years) and the
 * fields a file leaves out are blank in every row, so most fields parse once per import: 100,000
 * seekers took ~5.5 s in seekerSchema and ~1.8 s through this (bench/README.md "Imports").
 * A field's parse depends only on its value (dates against today, which one import may assume).
 * Hooks zod's per-field `_zod.run` (zod 4.x internals); memo-schema.test.ts checks the answers
 * are the schema's own.
 */

/** Distinct values a field remembers; columns such as the mobile number are unique per row. */
const VALUES_KEPT = 2000;

type Issue = { path?: PropertyKey[] } & Record<string, unknown>;
type Payload = { value: unknown; issues: Issue[] };
type Run = (payload: Payload, ctx: unknown) => Payload | Promise<Payload>;

// the object parse prefixes each issue's path in place: the remembered ones are handed out as copies
const copies = (issues: Issue[]) => issues.map((i) => ({ ...i, path: i.path ? i.path.slice() : [] }));

function memoField(field: z.ZodType): z.ZodType {
  const remembered = new Map<unknown, { value: unknown; issues: Issue[] }>();
  const clone = field.clone();
  const internals = clone._zod as unknown as { run: Run };
  const run = internals.run;
  internals.run = (payload, ctx) => {
    const hit = remembered.get(payload.value);
    if (hit) {
      payload.value = hit.value;
      if (hit.issues.length) payload.issues.push(...copies(hit.issues));
      return payload;
    }
    const input = payload.value;
    const start = payload.issues.length;
    const out = run(payload, ctx);
    // only plain values: an object's parse may differ for an equal-looking other object
    if (!(out instanceof Promise) && (input === null || typeof input !== 'object') && remembered.size < VALUES_KEPT) {
      remembered.set(input, { value: out.value, issues: copies(out.issues.slice(start)) });
    }
    return out;
  };
  return clone;
}

/** `schema` (an object, or an object piped into a transform) with remembering fields; anything else as it is. */
export function memoSchema<T extends z.ZodType>(schema: T): T {
  const s: z.ZodType = schema;
  if (s instanceof z.ZodPipe) return z.pipe(memoSchema(s.in as z.ZodType), s.out as z.ZodType) as unknown as T;
  if (s instanceof z.ZodObject) {
    const shape = Object.fromEntries(Object.entries(s.shape as Record<string, z.ZodType>).map(([k, f]) => [k, memoField(f)]));
    // safeExtend keeps the object's own checks (the seekers' place rule)
    return s.safeExtend(shape) as unknown as T;
  }
  return schema;
}
