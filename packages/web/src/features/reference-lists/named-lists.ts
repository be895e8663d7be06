import {
  CATEGORY_MESSAGES,
  categoryFormSchema,
  PROFESSION_MESSAGES,
  professionCreateSchema,
  STATUS_MESSAGES,
  statusCreateSchema,
} from '@sampark/domain/schemas/reference-lists';
import type { NamedListTable } from '../../lib/query-keys';

/**
 * The words and paths of the three simple lists (seed 000 §2, seed 001 §2, §5, §8). The screens
 * are one implementation; everything a user reads comes from here and
 * from the `admin` catalogue's lists.<table> (title, singular, add, update, missing).
 */
export interface NamedListScreen {
  table: NamedListTable;
  /** route base: '/profession' -> /profession/list, /profession/create, /profession/:id/update */
  route: string;
  /** the browser's check of the form (same messages on create and edit) */
  formSchema: typeof professionCreateSchema;
  created: string;
  updated: string;
  /** seed 001 §8: profession and category saves scroll to the top on failure */
  scrollTopOnError: boolean;
}

export const NAMED_LIST_SCREENS: Record<NamedListTable, NamedListScreen> = {
  professions: {
    table: 'professions',
    route: '/profession',
    formSchema: professionCreateSchema,
    created: PROFESSION_MESSAGES.created,
    updated: PROFESSION_MESSAGES.updated,
    scrollTopOnError: true,
  },
  categories: {
    table: 'categories',
    route: '/category',
    formSchema: categoryFormSchema,
    created: CATEGORY_MESSAGES.created,
    updated: CATEGORY_MESSAGES.updated,
    scrollTopOnError: true,
  },
  statuses: {
    table: 'statuses',
    route: '/status',
    formSchema: statusCreateSchema,
    created: STATUS_MESSAGES.created,
    updated: STATUS_MESSAGES.updated,
    scrollTopOnError: false,
  },
};
