import { Anchor, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '../../components/data-table/data-table';
import { formatDate } from '../../lib/dates';
import type { EventMemberRow } from './events-api';
import { ageOf, postApprovalLines } from './event-member-values';
import { ADDED_ON_COLUMN, identityColumns } from './member-identity-columns';

/** Labelled lines in one cell; blank values are left out. */
export function Lines({ lines }: { lines: Array<[string, ReactNode]> }) {
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

export function followupCount(m: EventMemberRow): number {
  return (m.successful_followups ?? 0) + (m.unsuccessful_followups ?? 0);
}

export interface EventMemberColumnOptions {
  /** The approval status becomes a button opening the row's Approval Status dialog (event details). */
  onStatus?(m: EventMemberRow): void;
  /** The followup count opens the followups dialog (seed 002 §2). */
  onFollowups(m: EventMemberRow): void;
  /** Rows in this status are marked on their id link (the table's row style reads it). */
  highlight?: string | null;
  /** The intro cell offers the Update info dialog (seed 002 §2, event details). */
  onUpdateInfo?(m: EventMemberRow): void;
}

function ApprovalCell({ m, onStatus }: { m: EventMemberRow; onStatus?: (m: EventMemberRow) => void }) {
  return (
    <Stack gap={2} align="flex-start">
      {onStatus ? (
        <Button size="compact-xs" variant="light" onClick={() => onStatus(m)} aria-label={`Approval status of member ${m.id}: ${m.status}`}>
          {m.status}
        </Button>
      ) : (
        <Text fz="sm" fw={600}>
          {m.status}
        </Text>
      )}
      <Lines
        lines={[
          ['By', m.approved_by],
          ['On', formatDate(m.approved_on)],
          ['Comments', m.approval_comments],
        ]}
      />
    </Stack>
  );
}

function FollowupsButton({ m, onFollowups }: { m: EventMemberRow; onFollowups: (m: EventMemberRow) => void }) {
  return (
    <Anchor component="button" type="button" fz="xs" fw={600} onClick={() => onFollowups(m)} aria-label={`Followups of member ${m.id}: ${followupCount(m)}`}>
      {followupCount(m)}
    </Anchor>
  );
}

/**
 * The columns of an event's member tables (seed 002 §2 "Event details screen", §3 "Event member
 * row"): the event details screen, the invitees and status lists and the older approval screen.
 */
export function eventMemberColumns({ onStatus, onFollowups, highlight = null, onUpdateInfo }: EventMemberColumnOptions): DataTableColumn<EventMemberRow>[] {
  return [
    ...identityColumns({ highlight }),
    { id: 'grade', header: 'Grade', accessor: (m) => m.grade ?? '', sortable: true, width: 60 },
    {
      id: 'intro',
      header: 'Brief Intro and Participation',
      width: 200,
      cell: (m) => (
        <>
          <Lines
            lines={[
              ['Intro', m.brief_intro],
              ['Participation', m.participation],
            ]}
          />
          {onUpdateInfo && (
            <Button
              size="compact-xs"
              variant="subtle"
              px={0}
              onClick={(e) => {
                e.stopPropagation();
                onUpdateInfo(m);
              }}
              aria-label={`Update info of member ${m.id}`}
            >
              Update info
            </Button>
          )}
        </>
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
            ['Followups', <FollowupsButton key="followups" m={m} onFollowups={onFollowups} />],
          ]}
        />
      ),
    },
    { id: 'status', header: 'Approval', accessor: 'status', sortable: true, width: 160, cell: (m) => <ApprovalCell m={m} onStatus={onStatus} /> },
    { id: 'post_approval', header: 'Post Approval', width: 150, cell: (m) => <Lines lines={postApprovalLines(m)} /> },
    ADDED_ON_COLUMN,
  ];
}
