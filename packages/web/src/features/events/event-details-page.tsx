import { Alert, Anchor, Badge, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { APPROVAL_STATUSES, ATTENDANCE_STATUSES, INVITATION_STATUSES, REGISTRATION_STATUSES } from '@sampark/domain/options/events';
import { EVENT_MEMBER_PAGE_SIZES } from '@sampark/domain/schemas/events';
import { IconExternalLink } from '@tabler/icons-react';
import { type MouseEvent, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { DataTable, type DataTableColumn, defaultTableQuery, type PageSize, type TableQuery } from '../../components/data-table/data-table';
import { FetchFailed } from '../../components/feedback/fetch-failed';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/dates';
import { useCurrentUser } from '../../lib/use-auth';
import classes from './event-details-page.module.css';
import { ApprovalDialog, type ApprovalTarget } from './approval-dialog';
import { type EventMemberRow, type EventMemberStatusFilter, NO_STATUS_FILTER, useEvent, useEventMembersPage } from './events-api';
import { ageOf, highlightedStatus, placeText, postApprovalLines } from './event-member-values';

/** Seed 002 §2: Add Members, Dashboard and the member id open in a new tab. */
const newTab = { target: '_blank', rel: 'noopener' } as const;
/** Seed 002 §9: 10, 100, 500, 1000, 2000 and All (null). */
const PAGE_SIZES: PageSize[] = EVENT_MEMBER_PAGE_SIZES.map((n) => n ?? 'All');

function Lines({ lines }: { lines: Array<[string, string | number | null | undefined]> }) {
  return (
    <Stack gap={0}>
      {lines
        .filter(([, v]) => v !== null && v !== undefined && v !== '')
        .map(([label, v]) => (
          <Text key={label} fz="xs" style={{ overflowWrap: 'anywhere' }}>
            <Text span fz="xs" c="dimmed">
              {label}:
            </Text>{' '}
            {v}
          </Text>
        ))}
    </Stack>
  );
}

function followupCount(m: EventMemberRow): number {
  return (m.successful_followups ?? 0) + (m.unsuccessful_followups ?? 0);
}

/**
 * The columns of seed 002 §2 "Event details screen"; `open` is the approval dialog of the row.
 * Rows in the `highlight` status are marked on their id link (the row's style reads it).
 */
function memberColumns(open: (m: EventMemberRow) => void, highlight: string | null): DataTableColumn<EventMemberRow>[] {
  return [
    {
      id: 'id',
      header: 'ID',
      accessor: 'id',
      sortable: true,
      locked: true,
      width: 60,
      cell: (m) => (
        <Anchor href={`/member/${m.id}/view`} {...newTab} fz="sm" fw={600} data-member-id={m.id}
          data-highlight={m.status === highlight || undefined}
          aria-label={`View member ${m.id}`}>
          {m.id}
        </Anchor>
      ),
    },
    { id: 'fullname', header: 'Full Name', accessor: 'fullname', sortable: true, locked: true, width: 140 },
    { id: 'location', header: 'Location', accessor: (m) => m.location ?? '', sortable: true, width: 100 },
    { id: 'district', header: 'District', accessor: (m) => placeText(m), sortable: true, width: 130 },
    { id: 'category', header: 'Category', accessor: (m) => m.category ?? '', sortable: true, width: 100 },
    { id: 'profession', header: 'Profession', accessor: (m) => m.profession ?? '', sortable: true, width: 100 },
    { id: 'grade', header: 'Grade', accessor: (m) => m.grade ?? '', sortable: true, width: 60 },
    {
      id: 'intro',
      header: 'Brief Intro and Participation',
      width: 200,
      cell: (m) => (
        <Lines
          lines={[
            ['Intro', m.brief_intro],
            ['Participation', m.participation],
          ]}
        />
      ),
    },
    { id: 'internal_remark', header: 'Internal Remarks', accessor: (m) => m.internal_remark ?? '', width: 120 },
    {
      id: 'additional',
      header: 'Additional Details',
      width: 150,
      cell: (m) => (
        <Lines
          lines={[
            ['Type', m.how_know_us],
            ['Source', m.source],
            ['Age', ageOf(m.dob)],
            ['Year Joined', m.year_joined],
            ['Languages', m.languages_known],
            ['Followups', followupCount(m)],
          ]}
        />
      ),
    },
    {
      id: 'status',
      header: 'Approval',
      accessor: 'status',
      sortable: true,
      width: 160,
      cell: (m) => (
        <Stack gap={2} align="flex-start">
          <Button size="compact-xs" variant="light" onClick={() => open(m)} aria-label={`Approval status of member ${m.id}: ${m.status}`}>
            {m.status}
          </Button>
          <Lines
            lines={[
              ['By', m.approved_by],
              ['On', formatDate(m.approved_on)],
              ['Comments', m.approval_comments],
            ]}
          />
        </Stack>
      ),
    },
    { id: 'post_approval', header: 'Post Approval', width: 150, cell: (m) => <Lines lines={postApprovalLines(m)} /> },
    { id: 'created_at', header: 'Added On', accessor: (m) => formatDate(m.created_at), sortable: true, hiddenByDefault: true },
  ];
}

/** Clicks on links, buttons and checkboxes do their own thing; a click elsewhere in a row names its member. */
function clickedRowId(event: MouseEvent<HTMLElement>): number | null {
  const target = event.target as HTMLElement;
  if (target.closest('a, button, input, label, [role="checkbox"]')) return null;
  const marker = target.closest('tr')?.querySelector<HTMLElement>('[data-member-id]');
  return marker ? Number(marker.dataset.memberId) : null;
}

const asOptions = (options: readonly { value: number; label: string }[]) => options.map((o) => ({ value: String(o.value), label: o.label }));

/** The four clearable dropdowns of seed 002 §2, in its order. */
const STATUS_DROPDOWNS: Array<{ key: keyof EventMemberStatusFilter; label: string; data: Array<string | { value: string; label: string }> }> = [
  { key: 'status', label: 'Approval', data: [...APPROVAL_STATUSES] },
  { key: 'inv_status', label: 'Invitation', data: asOptions(INVITATION_STATUSES) },
  { key: 'registered', label: 'Registration', data: asOptions(REGISTRATION_STATUSES) },
  { key: 'attended', label: 'Attendance', data: asOptions(ATTENDANCE_STATUSES) },
];

function StatusDropdowns({ value, onChange }: { value: EventMemberStatusFilter; onChange(next: EventMemberStatusFilter): void }) {
  return (
    <>
      {STATUS_DROPDOWNS.map((d) => (
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
 * dropdowns, search and paging. A row click with nothing selected opens the Approval Status
 * dialog with the member's history; while an approval filter is set, rows can be selected and
 * given a status together.
 */
export function EventDetailsPage() {
  const id = Number(useParams().id);
  const role = useCurrentUser()?.role ?? 5;
  const event = useEvent(id);
  const [filter, setFilter] = useState<EventMemberStatusFilter>(NO_STATUS_FILTER);
  const [query, setQuery] = useState<TableQuery>(defaultTableQuery(10, { id: 'created_at', direction: 'desc' }));
  const members = useEventMembersPage(id, filter, query);
  // the selected members by row id, kept across pages (the table keeps other pages' selections)
  const [picked, setPicked] = useState<ReadonlyMap<string, ApprovalTarget>>(new Map());
  const [targets, setTargets] = useState<ApprovalTarget[] | null>(null);
  const columns = useMemo(() => memberColumns((m) => setTargets([target(m)]), highlightedStatus(role)), [role]);
  const rows = members.data?.data ?? [];
  const missing = !Number.isInteger(id) || id <= 0 || (event.error instanceof ApiError && event.error.status === 404);
  if (missing) return <Alert color="red">This event does not exist.</Alert>;

  const onTableClick = (e: MouseEvent<HTMLElement>) => {
    if (picked.size > 0) return;
    const row = rows.find((m) => m.id === clickedRowId(e));
    if (row) setTargets([target(row)]);
  };
  const chooseFilter = (next: EventMemberStatusFilter) => {
    setFilter(next);
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
            {event.data?.name ?? 'Event Details'}
          </Title>
          {members.data && (
            <Badge size="lg" variant="light" tt="none">
              {members.data.count === 1 ? '1 member' : `${members.data.count} members`}
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          <Button component="a" href={`/event/${id}/addmembers`} {...newTab} variant="light" rightSection={<IconExternalLink size={14} aria-hidden />}>
            Add Members
          </Button>
          <Button component="a" href={`/event/${id}/dashboard`} {...newTab} variant="light" rightSection={<IconExternalLink size={14} aria-hidden />}>
            Dashboard
          </Button>
          <Button component={Link} to={`/event/${id}/invitees`} variant="light" color="teal">
            Invitees
          </Button>
        </Group>
      </Group>
      {(event.isError || members.isError) && <FetchFailed />}
      <Group gap="sm" align="center">
        <StatusDropdowns value={filter} onChange={chooseFilter} />
        {selecting && (
          <Button onClick={() => setTargets([...picked.values()])} disabled={picked.size === 0}>
            Change Status{picked.size > 0 ? ` (${picked.size})` : ''}
          </Button>
        )}
      </Group>
      {/* keyboard users open the dialog with each row's status button */}
      <div onClick={onTableClick} className={classes.rows}>
        <DataTable
          mode="remote"
          label="Event Members"
          rows={rows}
          total={members.data?.count ?? 0}
          loading={members.isFetching}
          query={query}
          onQueryChange={setQuery}
          columns={columns}
          getRowId={(m) => String(m.id)}
          pageSizeOptions={PAGE_SIZES}
          searchPlaceholder="Search Members"
          withClearButton
          maxHeight={600}
          selectedIds={selecting ? [...picked.keys()] : undefined}
          onSelectionChange={selecting ? select : undefined}
        />
      </div>
      <ApprovalDialog
        eventId={id}
        members={targets}
        onClose={() => setTargets(null)}
        onChanged={() => setPicked(new Map())}
      />
    </Stack>
  );
}
