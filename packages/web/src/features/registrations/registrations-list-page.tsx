import { Alert, Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { REGISTRATION_VIEWS, type RegistrationView } from '@sampark/domain/options/events';
import { CANCELLED, REGISTRATION_PAGE_SIZES } from '@sampark/domain/schemas/registrations-list';
import { IconDownload, IconFilter, IconScan } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from '../../lib/router';
import { DataTable, defaultTableQuery, type TableQuery } from '../../components/data-table/data-table';
import { notifyError, notifySuccess } from '../../components/feedback/notify';
import { SOMETHING_WENT_WRONG } from '../../components/form/server-errors';
import { ApiError } from '../../lib/api-client';
import { serverMessageText, shownOption, useRegistrationsT } from './registration-i18n';
import { useRegistrationColumns } from './registrations-list-columns';
import { activeFilterCount, RegistrationsListFilters } from './registrations-list-filters';
import {
  exportRegistrations,
  NO_REGISTRATION_FILTER,
  REGISTRATIONS_LIST_KEY,
  type RegistrationFilter,
  useRegistrationsEvent,
  useRegistrationsPage,
} from './registrations-list-api';
import { RegistrationStatusDialog } from './registrations-list-status-dialog';

/** The toggle views (seed 002 §2): one pressed button each, wrapping on a phone. */
function ViewButtons({ value, onChange }: { value: RegistrationView; onChange: (view: RegistrationView) => void }) {
  const { t } = useRegistrationsT();
  return (
    <Group gap={4} role="group" aria-label={t('list.view')}>
      {REGISTRATION_VIEWS.map((view) => (
        <Button key={view} size="xs" variant={value === view ? 'filled' : 'default'} aria-pressed={value === view} onClick={() => onChange(view)}>
          {shownOption(t, 'view', view)}
        </Button>
      ))}
    </Group>
  );
}

/**
 * /event/{event}/registrations (seed 002 §2 "Registrations screen", §8, §9; issue 16): the views
 * Delegates / Accompanying Personnel / Cancelled, All Filters, search, server paging 10/25/50/100,
 * the column chooser, Update Registration (one row) and Update Status (bulk), Export To Excel of
 * the whole filtered list. Roles 1-4; the server keeps each to their events.
 */
export function RegistrationsListPage() {
  const eventId = Number(useParams().id);
  const navigate = useNavigate();
  const { t } = useRegistrationsT();
  const columns = useRegistrationColumns();
  const queryClient = useQueryClient();
  const [view, setView] = useState<RegistrationView>('Delegates');
  const [filter, setFilter] = useState<RegistrationFilter>(NO_REGISTRATION_FILTER);
  const [query, setQuery] = useState<TableQuery>(defaultTableQuery(REGISTRATION_PAGE_SIZES[0]));
  const [selected, setSelected] = useState<string[]>([]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [statusOpen, setStatusOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const event = useRegistrationsEvent(eventId).data;
  const page = useRegistrationsPage(eventId, view, filter, query);
  const applied = activeFilterCount(filter);

  // a new view or filter is a new list: start at its first page with nothing selected
  const showView = (next: RegistrationView) => {
    setView(next);
    setSelected([]);
    setQuery({ ...query, pageIndex: 0 });
  };
  const applyFilter = (next: RegistrationFilter) => {
    setFilter(next);
    setFiltersOpen(false);
    setSelected([]);
    setQuery({ ...query, pageIndex: 0 });
  };
  const download = async () => {
    setExporting(true);
    try {
      await exportRegistrations(eventId, view, filter, query);
    } catch (error) {
      notifyError(error instanceof ApiError && error.serverMessage ? error.serverMessage : SOMETHING_WENT_WRONG);
    } finally {
      setExporting(false);
    }
  };
  const statusChanged = async (message: string) => {
    notifySuccess(message);
    setSelected([]);
    await queryClient.invalidateQueries({ queryKey: REGISTRATIONS_LIST_KEY });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2}>
          <Title order={1} fz="h2">
            {t('title.registrations')}
          </Title>
          {event && (
            <Anchor component={Link} to={`/event/${eventId}`} fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {event.name}
            </Anchor>
          )}
        </Stack>
        <Group gap="xs">
          <Button component={Link} to={`/event/${eventId}/checkin`} variant="light" color="teal" leftSection={<IconScan size={16} aria-hidden />}>
            {t('list.checkin')}
          </Button>
          <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} loading={exporting} onClick={() => void download()}>
            {t('list.export')}
          </Button>
        </Group>
      </Group>
      <Group justify="space-between" gap="sm">
        <ViewButtons value={view} onChange={showView} />
        <Group gap="xs">
          <Button size="xs" variant="default" disabled={selected.length !== 1} onClick={() => void navigate(`/event/${eventId}/update/${selected[0]}`)}>
            {t('list.updateRegistration')}
          </Button>
          <Button size="xs" disabled={selected.length === 0} onClick={() => setStatusOpen(true)}>
            {t('list.updateStatus')}
          </Button>
        </Group>
      </Group>
      {/* seed 002 §8: a failed registration list shows the server's message */}
      {page.isError && <Alert color="red">{serverMessageText(page.error, SOMETHING_WENT_WRONG)}</Alert>}
      <DataTable
        mode="remote"
        label={t('title.registrations')}
        rows={page.data?.data ?? []}
        total={page.data?.count ?? 0}
        loading={page.isFetching}
        query={query}
        onQueryChange={setQuery}
        columns={columns}
        getRowId={(r) => String(r.id)}
        pageSizeOptions={[...REGISTRATION_PAGE_SIZES]}
        searchPlaceholder={t('list.search')}
        withClearButton
        withColumnChooser
        selectedIds={selected}
        onSelectionChange={setSelected}
        toolbar={
          <Button variant={applied ? 'filled' : 'default'} leftSection={<IconFilter size={16} aria-hidden />} onClick={() => setFiltersOpen(true)}>
            {applied ? t('list.allFiltersCount', { count: applied }) : t('list.allFilters')}
          </Button>
        }
      />
      {filtersOpen && <RegistrationsListFilters value={filter} cancelledView={view === CANCELLED} onApply={applyFilter} onClose={() => setFiltersOpen(false)} />}
      <RegistrationStatusDialog eventId={eventId} ids={selected.map(Number)} opened={statusOpen} onClose={() => setStatusOpen(false)} onDone={(m) => void statusChanged(m)} />
    </Stack>
  );
}

