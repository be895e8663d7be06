import type { SwaggerOptions } from '@fastify/swagger';
import { ACCESS, roleLabel } from '@sampark/domain/roles';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { RouteAccess } from './access';
import { idParams } from './params';

/**
 * The API's OpenAPI document, served at /api/docs (issue 29 item 3, docs/decisions/098-api-contract.md).
 *
 * A route declares what only it knows: `operationId`, `summary`, `tags` and its success answers
 * (`response`, schemas from @sampark/domain next to its input schemas). What follows from its
 * declared access and schemas is written here, once: who may call it (the description) and which
 * refusals it can answer (401, 403, 404, 422, 429, 503), in the order of docs/api-conventions.md.
 */

/** Every tag an operation may carry, defined once for the whole document. */
export const API_TAGS = [
  { name: 'auth', description: 'Signing in and out, the signed-in user, their password and calendar address.' },
  { name: 'health', description: 'Liveness, readiness and the last backup, for the load balancer and the operator.' },
  { name: 'help', description: 'The help videos.' },
  { name: 'members', description: 'Members (contacts): the list, filters, bulk actions, exports and each member record.' },
  { name: 'followups', description: "A member's followups." },
  { name: 'agenda', description: "A sevak's agenda of meetings and due contacts, and the calendar feed." },
  { name: 'duplicates', description: 'Duplicate members: groups, merge and undo.' },
  { name: 'seekers', description: 'Seekers and their recognition.' },
  { name: 'events', description: 'Events, their members and the approval workflow.' },
  { name: 'registrations', description: "An event's registrations, passes and Google Sheet address." },
  { name: 'registrations (public)', description: 'The public registration form: no sign-in, a signed link or a proof of work.' },
  { name: 'checkin', description: 'Checking people in at the venue.' },
  { name: 'reports', description: 'Member, user and event reports and their exports.' },
  { name: 'imports', description: 'Spreadsheet imports of members and seekers: dry run, import and revert.' },
  { name: 'locations', description: 'The location tree.' },
  { name: 'users', description: 'Users and their locations.' },
  { name: 'organizations', description: "Organisations and members' positions in them." },
  { name: 'professions', description: 'The professions list.' },
  { name: 'categories', description: 'The categories list.' },
  { name: 'statuses', description: 'The statuses list.' },
  { name: 'event_types', description: 'The event types list.' },
] as const;

export type ApiTag = (typeof API_TAGS)[number]['name'];

/** The body of every refusal (http/errors.ts): `code`, `params` and `codes` when the client asks for X-Message-Codes. */
const ERROR_BODY = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    data: { description: 'what a refusal names: the refused members of a batch, the duplicates of a new member' },
    code: { type: 'string' },
    params: { type: 'object', additionalProperties: { type: 'string' } },
    codes: { type: 'object' },
  },
};

const refusal = (description: string) => ({ description, content: { 'application/json': { schema: ERROR_BODY } } });

interface DeclaredSchema {
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  description?: string;
}

/** The refusals a route can answer, from its declared access and schemas. */
export function refusalsOf(access: RouteAccess, schema: DeclaredSchema, config: { budget?: string }): Record<string, object> {
  const out: Record<string, object> = {};
  if (access !== 'public') out[401] = refusal('No valid sign-in token.');
  if (access !== 'public' && access !== 'all') out[403] = refusal("The caller's role may not call this.");
  if (schema.params === idParams) out[404] = refusal('No such record, or not within the caller\u2019s scope.');
  if (schema.body || schema.querystring || (schema.params && schema.params !== idParams)) out[422] = refusal('The input was refused; `errors` names each field.');
  if (config.budget !== 'none') out[429] = refusal('Too many requests; Retry-After says when to try again.');
  out[503] = refusal('The database cannot be reached; Retry-After says when to try again.');
  return out;
}

/** Who may call a route, in words, for its description. */
export function whoMayCall(access: RouteAccess): string {
  if (access === 'public') return 'No sign-in.';
  return `Roles: ${ACCESS[access].map(roleLabel).join(', ')}.`;
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions };

/** The zod schemas to JSON Schema, plus the description and refusals each route's declarations imply. */
function transform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const result = jsonSchemaTransform(input);
  const access = input.route.config?.access;
  if (!access || !result.schema || result.schema.hide) return result;
  const declared = input.schema as DeclaredSchema & { summary?: string };
  const schema = result.schema as Record<string, unknown> & { response?: Record<string, unknown> };
  const what = declared.description ?? declared.summary ?? '';
  schema.description = `${what}${/[.!?]$/.test(what) ? '' : '.'} ${whoMayCall(access)}`;
  // a route that declares its own refusal body (the readiness probe's 503) keeps it
  const answers = { ...refusalsOf(access, declared, input.route.config ?? {}), ...schema.response };
  schema.response = Object.fromEntries(Object.entries(answers).sort(([a], [b]) => a.localeCompare(b)));
  if (access === 'public') schema.security = [];
  return result;
}

/**
 * Schemas named with `.meta({ id })` become components (a recursive answer, the location tree,
 * refers to itself). Only answers are named, so the input copies the library also makes are
 * dropped; a named input would show up as a broken $ref in the Spectral test.
 */
function transformObject(input: Parameters<typeof jsonSchemaTransformObject>[0]) {
  const doc = jsonSchemaTransformObject(input) as { components?: { schemas?: Record<string, unknown> } };
  const schemas = Object.fromEntries(Object.entries(doc.components?.schemas ?? {}).filter(([id]) => !id.endsWith('Input')));
  return { ...doc, components: { ...doc.components, schemas } };
}

export const OPENAPI_OPTIONS: SwaggerOptions = {
  openapi: {
    info: {
      title: 'Sampark API',
      version: '1.0.0',
      description:
        'The contact and event portal of a volunteer-run organisation. Conventions (answers, errors in order, paging, ids): docs/api-conventions.md.',
      contact: { name: 'Sampark maintainers' },
    },
    servers: [{ url: '/', description: 'this server' }],
    tags: API_TAGS.map((t) => ({ ...t })),
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{ bearer: [] }],
  },
  transform: transform as never,
  transformObject: transformObject as never,
};
