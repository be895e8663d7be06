import {
  CATEGORY_MESSAGES,
  categoryCreateSchema,
  categoryUpdateSchema,
  PROFESSION_MESSAGES,
  professionCreateSchema,
  professionUpdateSchema,
  STATUS_MESSAGES,
  statusCreateSchema,
  statusUpdateSchema,
} from '@sampark/domain/schemas/reference-lists';
import type { NamedListTableName } from './named-list-repository';

/**
 * The three simple lists share their logic (name + active, case-insensitive unique name) but not
 * their words: each keeps the seeds' own messages (docs/decisions/007).
 */
export interface NamedListConfig {
  table: NamedListTableName;
  createSchema: typeof professionCreateSchema;
  updateSchema: typeof professionUpdateSchema;
  messages: { duplicate: string; created: string; updated: string; notFound: string };
  /** the list's words in the operationIds of the API (listProfessions, getProfession ...) */
  names: { one: string; many: string };
}

export const NAMED_LISTS: readonly NamedListConfig[] = [
  {
    table: 'professions',
    createSchema: professionCreateSchema,
    updateSchema: professionUpdateSchema,
    messages: { ...pick(PROFESSION_MESSAGES), notFound: 'Profession not found.' },
    names: { one: 'Profession', many: 'Professions' },
  },
  {
    table: 'categories',
    createSchema: categoryCreateSchema,
    updateSchema: categoryUpdateSchema,
    messages: { ...pick(CATEGORY_MESSAGES), notFound: 'Category not found.' },
    names: { one: 'Category', many: 'Categories' },
  },
  {
    table: 'statuses',
    createSchema: statusCreateSchema,
    updateSchema: statusUpdateSchema,
    messages: { ...pick(STATUS_MESSAGES), notFound: 'Status not found.' },
    names: { one: 'Status', many: 'Statuses' },
  },
];

function pick(m: { duplicate: string; created: string; updated: string }) {
  return { duplicate: m.duplicate, created: m.created, updated: m.updated };
}
