import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { EVENTS_PAGE_SIZE, EVENTS_PAGE_SIZES } from '@sampark/domain/schemas/events';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/router';
import { DataTable, type DataTableColumn, defaultTableQuery, type TableQuery } from '../../components/data-table/data-table';
import { FetchFailed } from '../../components/feedback/fetch-failed';
import { formatDate } from '../../lib/dates';
import { type EventRow, useMyEventsPage } from './events-api';
import { eventDates } from './event-values';
import { ListHeader } from '../../components/layout/list-header';

/** Seed 002 §2: the ID and Edit open a new tab; Invitees and Add Members stay in this one. */
const newTab = { target: '_blank', rel: 'noopener' } as const;

function NameAndDescription({ event }: { event: EventRow }) {
  const { t } = useTranslation('events');
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap">
        <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {event.name}
        </Text>
        {event.inactive === 1 && (
          <Badge size="xs" variant="light" color="gray">
            {t('list.inactive')}
          </Badge>
        )}
      </Group>
      {event.description && (
        <Text fz="xs" c="dimmed" lineClamp={2} title={event.description} style={{ overflowWrap: 'anywhere' }}>
          {event.description}
        </Text>
      )}
    </Stack>
  );
}

/** Stacked, so the eight columns fit beside the menu at 1280 px. */
function Actions({ event }: { event: EventRow }) {
  const { t } = useTranslation('events');
  return (
    <Stack gap={4} align="stretch">
      <Button component="a" href={`/event/${event.id}/update`} {...newTab} size="compact-xs" variant="light" aria-label={t('list.editOf', { name: event.name })}>
        {t('list.edit')}
      </Button>
      <Button component={Link} to={`/event/${event.id}/invitees`} size="compact-xs" variant="light" color="teal" aria-label={t('list.inviteesOf', { name: event.name })}>
        {t('nav.invitees')}
      </Button>
      <Button component={Link} to={`/event/${event.id}/addmembers`} size="compact-xs" variant="light" color="grape" aria-label={t('list.addMembersTo', { name: event.name })}>
        {t('nav.addMembers')}
      </Button>
    </Stack>
  );
}

/** A date is never broken inside: a range takes three short lines, as the stacked actions do. */
function Dates({ event }: { event: EventRow }) {
  const { t } = useTranslation('events');
  const from = formatDate(event.date_from);
  const last = formatDate(event.date_to);
  const to = last && last !== from ? last : '';
  return (
    <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
      {from}
      {to && (
        <>
          <br />
          <Text span fz="xs" c="dimmed">
            {` ${t('list.to')} `}
          </Text>
          <br />
          {to}
        </>
      )}
    </Text>
  );
}

const columnsOf = (t: TFunction): DataTableColumn<EventRow>[] => [
  {
    id: 'id',
    header: t('column.id'),
    accessor: 'id',
    sortable: true,
    width: 50,
    cell: (e) => (
      <Anchor href={`/event/${e.id}`} {...newTab} fz="sm" fw={600} aria-label={t('list.open', { id: e.id })}>
        {e.id}
      </Anchor>
    ),
  },
  { id: 'name', header: t('column.nameAndDescription'), accessor: 'name', width: 200, cell: (e) => <NameAndDescription event={e} /> },
  { id: 'location', header: t('column.location'), accessor: 'location_name', sortable: true, width: 100 },
  { id: 'type', header: t('column.type'), accessor: 'type_name', sortable: true, width: 90 },
  { id: 'dates', header: t('column.dates'), accessor: (e) => eventDates(e), width: 100, cell: (e) => <Dates event={e} /> },
  { id: 'created_by', header: t('column.createdBy'), accessor: (e) => e.username ?? '', sortable: true, width: 110 },
  { id: 'created_on', header: t('column.createdOn'), accessor: (e) => formatDate(e.created_on), sortable: true, width: 100 },
  { id: 'actions', header: t('column.actions'), width: 120, cell: (e) => <Actions event={e} /> },
];

/**
 * /event/list, my events (seed 002 §2 "Events list", §9): the events the caller may manage,
 * newest first; the filter box searches on the server; 50 per page with 10/20/50/100/200/500.
 */
export function EventListPage() {
  const { t } = useTranslation('events');
  const columns = useMemo(() => columnsOf(t), [t]);
  const [query, setQuery] = useState<TableQuery>(defaultTableQuery(EVENTS_PAGE_SIZE, { id: 'id', direction: 'desc' }));
  const page = useMyEventsPage(query);
  return (
    <Stack gap="md">
      <ListHeader title={t('title.list')} addTo="/event/create" />
      {page.isError && <FetchFailed />}
      <DataTable
        mode="remote"
        label={t('title.list')}
        rows={page.data?.data ?? []}
        total={page.data?.count ?? 0}
        loading={page.isFetching}
        query={query}
        onQueryChange={setQuery}
        columns={columns}
        getRowId={(e) => String(e.id)}
        pageSizeOptions={[...EVENTS_PAGE_SIZES]}
        searchPlaceholder={t('list.search')}
        withClearButton
      />
    </Stack>
  );
}
