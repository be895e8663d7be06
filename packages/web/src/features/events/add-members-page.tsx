import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { StoreMembersResult } from '@sampark/domain/events/add-members-rules';
import { ADD_MEMBERS_PAGE_SIZE, ADD_MEMBERS_PAGE_SIZES, SEARCH_LIMIT } from '@sampark/domain/schemas/add-members';
import { IconUserPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/router';
import { DataTable, defaultTableQuery, type TableQuery } from '../../components/data-table/data-table';
import { FetchFailed } from '../../components/feedback/fetch-failed';
import { notifyError } from '../../components/feedback/notify';
import { useFilterLookups } from '../members';
import { ApiError } from '../../lib/api-client';
import { EVENT_MEMBERS_KEY } from '../../lib/query-keys';
import { ADD_MEMBERS_KEY, storeMembers, useAddMembersPage } from './add-members-api';
import { addMembersColumns } from './add-members-columns';
import { AddMembersFilters } from './add-members-filters';
import { AddMembersResult } from './add-members-result';
import { addMembersBody, EMPTY_ADD_MEMBERS_FILTER, type AddMembersFilter } from './add-members-values';
import { memberCountText } from './event-member-values';
import { EventMissing, useRouteEvent } from './route-event';

const PAGE_SIZES = [...ADD_MEMBERS_PAGE_SIZES];

/** The header buttons of seed 002 §2: List of Events, Invitees, Post Approval. */
function HeaderButtons({ eventId }: { eventId: number }) {
  const { t } = useTranslation('events');
  return (
    <Group gap="xs">
      <Button component={Link} to="/event/list" variant="light">
        {t('nav.listOfEvents')}
      </Button>
      <Button component={Link} to={`/event/${eventId}/invitees`} variant="light" color="teal">
        {t('nav.invitees')}
      </Button>
      <Button component={Link} to={`/event/${eventId}/postapproval`} variant="light" color="grape">
        {t('nav.postApproval')}
      </Button>
    </Group>
  );
}

/**
 * /event/{event_id}/addmembers (seed 002 §2 "Add members to event", §9): the filter panel, a
 * server-paged table of the caller's members with row selection (50 a page by default) and the
 * keyword search (the first 50 matches); Add sends the selected ids to storemembers and shows who
 * was added and why the others were not. The selection is kept across pages, filters and
 * searches, so members found by different searches can be added together.
 */
export function AddMembersPage() {
  const { t } = useTranslation('events');
  const columns = useMemo(() => addMembersColumns(t), [t]);
  const { id, event, missing } = useRouteEvent();
  const lookups = useFilterLookups(true);
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<AddMembersFilter>(EMPTY_ADD_MEMBERS_FILTER);
  const [query, setQuery] = useState<TableQuery>(defaultTableQuery(ADD_MEMBERS_PAGE_SIZE));
  const [selected, setSelected] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const [result, setResult] = useState<{ message: string; data: StoreMembersResult } | null>(null);
  const body = useMemo(() => addMembersBody(filter, id), [filter, id]);
  const page = useAddMembersPage(id, body, query);
  if (missing) return <EventMissing />;

  const data = page.data;
  const searching = query.search.trim() !== '';
  const applyFilter = (next: AddMembersFilter) => {
    setFilter(next);
    setQuery((q) => ({ ...q, pageIndex: 0 }));
  };
  const add = async () => {
    setAdding(true);
    try {
      setResult(await storeMembers(id, selected.map(Number)));
      setSelected([]);
      await queryClient.invalidateQueries({ queryKey: ADD_MEMBERS_KEY });
      await queryClient.invalidateQueries({ queryKey: EVENT_MEMBERS_KEY });
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : String(error));
    } finally {
      setAdding(false);
    }
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2}>
          <Group gap="sm" align="center">
            <Title order={1} fz="h2">
              {t('nav.addMembers')}
            </Title>
            {data && (
              <Badge size="lg" variant="light" tt="none">
                {memberCountText(data.count, data.count_capped)}
              </Badge>
            )}
          </Group>
          {event.data && (
            <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {event.data.name}
            </Text>
          )}
        </Stack>
        <HeaderButtons eventId={id} />
      </Group>
      {(event.isError || page.isError) && <FetchFailed />}
      <AddMembersFilters value={filter} onApply={applyFilter} lookups={lookups} />
      <Group gap="sm" align="center">
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => void add()} disabled={selected.length === 0} loading={adding}>
          {selected.length > 0 ? t('addMembers.addCount', { number: selected.length }) : t('addMembers.add')}
        </Button>
        {selected.length > 0 && (
          <Button variant="subtle" onClick={() => setSelected([])}>
            {t('addMembers.clearSelection')}
          </Button>
        )}
        {searching && data?.count_capped && (
          <Text fz="sm" c="dimmed">
            {t('addMembers.searchLimit', { limit: SEARCH_LIMIT })}
          </Text>
        )}
      </Group>
      <DataTable
        mode="remote"
        label={t('addMembers.tableLabel')}
        rows={data?.records ?? []}
        total={data?.count ?? 0}
        loading={page.isFetching}
        query={query}
        onQueryChange={setQuery}
        columns={columns}
        getRowId={(m) => String(m.id)}
        pageSizeOptions={PAGE_SIZES}
        searchPlaceholder={t('members.search')}
        withClearButton
        maxHeight={500}
        selectedIds={selected}
        onSelectionChange={setSelected}
      />
      <AddMembersResult result={result} onClose={() => setResult(null)} />
    </Stack>
  );
}
