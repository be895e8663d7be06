import { Anchor, Button, Stack, Text } from '@mantine/core';
import { splitList } from '@sampark/domain/options/option';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../components/data-table/data-table';
import { approvalStatusLabel } from './history/event-status-labels';
import { formatDate } from '../../lib/dates';
import type { EventMemberRow } from './events-api';
import { ageOf, postApprovalLines } from './event-member-values';
import { addedOnColumn, identityColumns } from './member-identity-columns';

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
  const { t } = useTranslation('events');
  const status = approvalStatusLabel(m.status);
  return (
    <Stack gap={2} align="flex-start">
      {onStatus ? (
        <Button size="compact-xs" variant="light" onClick={() => onStatus(m)} aria-label={t('members.approvalOf', { id: m.id, status })}>
          {status}
        </Button>
      ) : (
        <Text fz="sm" fw={600}>
          {status}
        </Text>
      )}
      <Lines
        lines={[
          [t('members.by'), m.approved_by],
          [t('members.on'), formatDate(m.approved_on)],
          [t('members.comments'), m.approval_comments],
        ]}
      />
    </Stack>
  );
}

function FollowupsButton({ m, onFollowups }: { m: EventMemberRow; onFollowups: (m: EventMemberRow) => void }) {
  const { t } = useTranslation('events');
  return (
    <Anchor component="button" type="button" fz="xs" fw={600} onClick={() => onFollowups(m)} aria-label={t('members.followupsOf', { id: m.id, number: followupCount(m) })}>
      {followupCount(m)}
    </Anchor>
  );
}

/**
 * The columns of an event's member tables (seed 002 §2 "Event details screen", §3 "Event member
 * row"): the event details screen, the invitees and status lists and the older approval screen.
 */
export function eventMemberColumns(t: TFunction, { onStatus, onFollowups, highlight = null, onUpdateInfo }: EventMemberColumnOptions): DataTableColumn<EventMemberRow>[] {
  return [
    ...identityColumns(t, { highlight }),
    { id: 'grade', header: t('column.grade'), accessor: (m) => m.grade ?? '', sortable: true, width: 60 },
    {
      id: 'intro',
      header: t('column.introAndParticipation'),
      width: 200,
      cell: (m) => (
        <>
          <Lines
            lines={[
              [t('members.intro'), m.brief_intro],
              [t('members.participation'), m.participation],
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
              aria-label={t('members.updateInfoOf', { id: m.id })}
            >
              {t('updateInfo.title')}
            </Button>
          )}
        </>
      ),
    },
    { id: 'internal_remark', header: t('column.internalRemarks'), accessor: (m) => m.internal_remark ?? '', width: 120 },
    {
      id: 'additional',
      header: t('column.additionalDetails'),
      width: 150,
      cell: (m) => (
        <Lines
          lines={[
            [t('members.type'), m.how_know_us],
            [t('members.source'), m.source],
            [t('members.age'), ageOf(m.dob)],
            [t('members.yearJoined'), m.year_joined],
            [t('members.languages'), splitList(m.languages_known).join(', ')],
            [t('members.followups'), <FollowupsButton key="followups" m={m} onFollowups={onFollowups} />],
          ]}
        />
      ),
    },
    { id: 'status', header: t('field.status'), accessor: 'status', sortable: true, width: 160, cell: (m) => <ApprovalCell m={m} onStatus={onStatus} /> },
    { id: 'post_approval', header: t('nav.postApproval'), width: 150, cell: (m) => <Lines lines={postApprovalLines(m)} /> },
    addedOnColumn(t),
  ];
}
