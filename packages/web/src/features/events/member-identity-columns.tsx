import { Anchor } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../components/data-table/data-table';
import { formatDate } from '../../lib/dates';
import type { EventMemberRow } from './events-api';
import { placeText } from './event-member-values';

export interface IdentityColumnOptions {
  /** Rows in this status are marked on their id link (the table's row style reads it). */
  highlight?: string | null;
  districtWidth?: number;
}

/**
 * The columns every event member table opens with (seed 002 §3 "Event member row"): the id, a
 * link to the member view in a new tab (seed 002 §2) that carries the row's member id for a click
 * elsewhere in the row, then the name, location, place, category and profession.
 */
export function identityColumns(t: TFunction, { highlight = null, districtWidth = 130 }: IdentityColumnOptions = {}): DataTableColumn<EventMemberRow>[] {
  return [
    {
      id: 'id',
      header: t('column.id'),
      accessor: 'id',
      sortable: true,
      locked: true,
      width: 60,
      cell: (m) => (
        <Anchor
          href={`/member/${m.id}/view`}
          target="_blank"
          rel="noopener"
          fz="sm"
          fw={600}
          data-member-id={m.id}
          data-highlight={(highlight !== null && m.status === highlight) || undefined}
          aria-label={t('members.view', { id: m.id })}
        >
          {m.id}
        </Anchor>
      ),
    },
    { id: 'fullname', header: t('column.fullName'), accessor: 'fullname', sortable: true, locked: true, width: 140 },
    { id: 'location', header: t('column.location'), accessor: (m) => m.location ?? '', sortable: true, width: 100 },
    { id: 'district', header: t('column.district'), accessor: (m) => placeText(m), sortable: true, width: districtWidth },
    { id: 'category', header: t('column.category'), accessor: (m) => m.category ?? '', sortable: true, width: 100 },
    { id: 'profession', header: t('column.profession'), accessor: (m) => m.profession ?? '', sortable: true, width: 100 },
  ];
}

/** The column every event member table ends with, hidden until chosen. */
export const addedOnColumn = (t: TFunction): DataTableColumn<EventMemberRow> => ({
  id: 'created_at',
  header: t('column.addedOn'),
  accessor: (m) => formatDate(m.created_at),
  sortable: true,
  hiddenByDefault: true,
});
