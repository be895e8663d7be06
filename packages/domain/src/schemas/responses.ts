import { z } from 'zod';

/**
 * The shapes every feature's answers are built from (docs/api-conventions.md#requests-and-answers,
 * docs/decisions/098-api-contract.md). The server declares each route's answer with a schema made of
 * these; the web app checks the answer with the very same schema.
 */

/** A nullable text column. */
export const nullableText = z.string().nullable();
/** A nullable integer column. */
export const nullableInt = z.number().int().nullable();
/** An id the database numbered. */
export const recordId = z.number().int();

/** `{message}`: a write that returns nothing else. */
export const messageResponseSchema = z.object({ message: z.string() });

/** `{data}`: one record or one list. */
export const dataResponseSchema = <T extends z.ZodType>(data: T) => z.object({ data });

/** `{data, count}`: one page of a list and the total it was cut from. */
export const pageResponseSchema = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), count: z.number().int() });
