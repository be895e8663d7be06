import { Badge, Button, Group, Paper, Select, Stack, Title } from '@mantine/core';
import { APPROVAL_STATUSES } from '@sampark/domain/options/events';
import { IconExternalLink } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/router';
import type { TableQuery } from '../../components/data-table/data-table';
import { approvalStatusData } from './history/event-status-labels';
import { FetchFailed } from '../../components/feedback/fetch-failed';
import { useCurrentUser } from '../../lib/use-auth';
import { ApprovalDialog, type ApprovalTarget } from './approval-dialog';
import { EMPTY_EVENT_FILTER, type EventFilterValues } from './event-filter-panel-values';
import { EventFilterPanel } from './event-filter-panel';
import { EventMembersTable, newestFirst } from './event-members-table';
import { type EventMemberRow, type EventMemberStatusFilter, NO_STATUS_FILTER } from './events-api';
import { highlightedStatus, memberCountText } from './event-member-values';
import { PostApprovalDialog, type PostApprovalTarget } from './post-approval-dialog';
import { fieldOptionData, opensPostApprovalDirectly } from './post-approval-values';
import { FollowupsDialog } from './followups-dialog';
import { GsheetAddress } from './gsheet-address';
import { UpdateInfoDialog } from './update-info-dialog';
import { useFilteredEventMembers } from './invitee-api';
import { eventMemberColumns } from './invitee-columns';
import { EventMissing, useRouteEvent } from './route-event';

/** Seed 002 §2: Add Members, Dashboard and the member id open in a new tab. */
const newTab = { target: '_blank', rel: 'noopener' } as const;

/** The four clearable dropdowns of seed 002 §2, in its order; values stay, names follow the language. */
const statusDropdowns = (t: TFunction): Array<{ key: keyof EventMemberStatusFilter; label: string; data: { value: string; label: string }[] }> => [
  { key: 'status', label: t('field.status'), data: approvalStatusData(APPROVAL_STATUSES) },
  { key: 'inv_status', label: t('field.inv_status'), data: fieldOptionData('inv_status') },
  { key: 'registered', label: t('field.registered'), data: fieldOptionData('registered') },
  { key: 'attended', label: t('field.attended'), data: fieldOptionData('attended') },
];

function StatusDropdowns({ value, onChange }: { value: EventMemberStatusFilter; onChange(next: EventMemberStatusFilter): void }) {
  const { t } = useTranslation('events');
  return (
    <>
      {statusDropdowns(t).map((d) => (
        <Select
          key={d.key}
          aria-label={d.label}
          placeholder={d.label}
          data={d.data}
          value={value[d.key]}
          onChange={(v) => onChange({ ...value, [d.key]: v })}
          clearable
          w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 180 }}
        />
      ))}
    </>
  );
}

const target = (m: EventMemberRow): ApprovalTarget => ({ id: m.id, fullname: m.fullname, status: m.status });

/**
 * /event/{event}, the event details screen (seed 002 §2): the event's members with the four status
 * dropdowns, the collapsible Filter Members panel, search and paging. A row click with nothing
 * selected opens the Approval Status dialog with the member's history, the followup count the
 * followups dialog; while an approval filter is set, rows can be selected and given a status together.
 */
export function EventDetailsPage() {
  const { t } = useTranslation('events');
  const { id, event, missing } = useRouteEvent();
  const role = useCurrentUser()?.role ?? 5;
  const [filter, setFilter] = useState<EventMemberStatusFilter>(NO_STATUS_FILTER);
  const [memberFilter, setMemberFilter] = useState<EventFilterValues>(EMPTY_EVENT_FILTER);
  const [query, setQuery] = useState<TableQuery>(newestFirst(10));
  const members = useFilteredEventMembers(id, filter, memberFilter, query);
  // the selected members by row id, kept across pages (the table keeps other pages' selections)
  const [picked, setPicked] = useState<ReadonlyMap<string, ApprovalTarget>>(new Map());
  const [targets, setTargets] = useState<ApprovalTarget[] | null>(null);
  const [followupsOf, setFollowupsOf] = useState<EventMemberRow | null>(null);
  const [tracked, setTracked] = useState<PostApprovalTarget | null>(null);
  const [infoOf, setInfoOf] = useState<EventMemberRow | null>(null);
  // seed 002 §4: a role-4 user clicking a Final Approved row gets the post-approval dialog directly
  const open = (m: EventMemberRow) => (opensPostApprovalDirectly(role, m.status) ? setTracked(m) : setTargets([target(m)]));
  const columns = useMemo(
    () => eventMemberColumns(t, { onStatus: open, onFollowups: setFollowupsOf, highlight: highlightedStatus(role), onUpdateInfo: setInfoOf }),
    // `open` reads only `role` and state setters
    [role, t],
  );
  const rows = members.data?.data ?? [];
  if (missing) return <EventMissing />;

  const chooseFilter = (next: EventMemberStatusFilter) => {
    setFilter(next);
    setPicked(new Map());
    setQuery({ ...query, pageIndex: 0 });
  };
  const applyMemberFilter = (next: EventFilterValues) => {
    setMemberFilter(next);
    setPicked(new Map());
    setQuery({ ...query, pageIndex: 0 });
  };
  // seed 002 §2: selection only while an approval status filter is set
  const selecting = filter.status !== null;
  const select = (ids: string[]) => {
    const byId = new Map(rows.map((m) => [String(m.id), target(m)]));
    const chosen = ids.flatMap((rowId) => {
      const m = picked.get(rowId) ?? byId.get(rowId);
      return m ? [[rowId, m] as const] : [];
    });
    setPicked(new Map(chosen));
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm" align="center">
          <Title order={1} fz="h2" style={{ overflowWrap: 'anywhere' }}>
            {event.data?.name ?? t('title.details')}
          </Title>
          {members.data && (
            <Badge size="lg" variant="light" tt="none">
              {memberCountText(members.data.count, members.data.count_capped)}
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          <Button component="a" href={`/event/${id}/addmembers`} {...newTab} variant="light" rightSection={<IconExternalLink size={14} aria-hidden />}>
            {t('nav.addMembers')}
          </Button>
          <Button component="a" href={`/event/${id}/dashboard`} {...newTab} variant="light" rightSection={<IconExternalLink size={14} aria-hidden />}>
            {t('nav.dashboard')}
          </Button>
          <Button component={Link} to={`/event/${id}/invitees`} variant="light" color="teal">
            {t('nav.invitees')}
          </Button>
          {/* beyond the seed's header: the way to the event's registrations and the venue's door (issue 16) */}
          <Button component={Link} to={`/event/${id}/registrations`} variant="light" color="grape">
            {t('nav.registrations')}
          </Button>
          <Button component={Link} to={`/event/${id}/checkin`} variant="light" color="grape">
            {t('nav.checkin')}
          </Button>
        </Group>
      </Group>
      {event.data?.gsheet_url && (
        <Paper withBorder p="sm" component="section" aria-label={t('gsheet.section')}>
          <Title order={2} fz="md" mb="xs">
            {t('gsheet.section')}
          </Title>
          <GsheetAddress eventId={id} url={event.data.gsheet_url} />
        </Paper>
      )}
      {(event.isError || members.isError) && <FetchFailed />}
      <Group gap="sm" align="center">
        <StatusDropdowns value={filter} onChange={chooseFilter} />
        {selecting && (
          <Button onClick={() => setTargets([...picked.values()])} disabled={picked.size === 0}>
            {picked.size > 0 ? t('details.changeStatusCount', { number: picked.size }) : t('details.changeStatus')}
          </Button>
        )}
      </Group>
      <EventFilterPanel value={memberFilter} onApply={applyMemberFilter} />
      {/* keyboard users open the dialog with each row's status button */}
      <EventMembersTable
        label={t('details.tableLabel')}
        page={members}
        query={query}
        onQueryChange={setQuery}
        columns={columns}
        maxHeight={600}
        selectedIds={selecting ? [...picked.keys()] : undefined}
        onSelectionChange={selecting ? select : undefined}
        onRowClick={open}
      />
      <ApprovalDialog
        eventId={id}
        members={targets}
        onClose={() => setTargets(null)}
        onChanged={() => setPicked(new Map())}
      />
      <FollowupsDialog member={followupsOf} onClose={() => setFollowupsOf(null)} />
      <PostApprovalDialog eventId={id} member={tracked} onClose={() => setTracked(null)} />
      <UpdateInfoDialog member={infoOf} onClose={() => setInfoOf(null)} />
    </Stack>
  );
}
