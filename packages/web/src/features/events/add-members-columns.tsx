import { Anchor, Badge, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../components/data-table/data-table';
import { approvalStatusLabel } from './history/event-status-labels';
import type { AddMembersTableRow } from './add-members-api';
import { missingText } from './add-members-values';
import { placeText } from './event-member-values';

/** The member id opens the member view in a new tab (seed 002 §2). */
const newTab = { target: '_blank', rel: 'noopener' } as const;

/**
 * Whether the row can be added (extrainfo): already in the event with its status, or what is
 * missing (seed 002 §4); a complete member shows nothing. Incomplete rows stay selectable: Add
 * reports them, as the seeds say.
 */
function EventCell({ m }: { m: AddMembersTableRow }) {
  const { t } = useTranslation('events');
  if (m.event_status) {
    return (
      <Badge variant="light" color="teal" tt="none">
        {t('addMembers.inEvent', { status: approvalStatusLabel(m.event_status) })}
      </Badge>
    );
  }
  if (m.missing.length === 0) return null;
  return (
    <Text fz="xs" c="var(--mantine-color-orange-light-color)" fw={500}>
      {t('addMembers.missing', { fields: missingText(m.missing) })}
    </Text>
  );
}

function IntroCell({ m }: { m: AddMembersTableRow }) {
  return (
    <Stack gap={0}>
      {m.brief_intro && (
        <Text fz="xs" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {m.brief_intro}
        </Text>
      )}
      {m.participation && (
        <Text fz="xs" c="dimmed">
          {m.participation}
        </Text>
      )}
    </Stack>
  );
}

/** The add-members table's columns; the sortable ones are the members list's sort keys. */
export const addMembersColumns = (t: TFunction): DataTableColumn<AddMembersTableRow>[] => [
  {
    id: 'id',
    header: t('column.id'),
    accessor: 'id',
    sortable: true,
    locked: true,
    width: 70,
    cell: (m) => (
      <Anchor href={`/member/${m.id}/view`} {...newTab} fz="sm" fw={600} aria-label={t('members.view', { id: m.id })}>
        {m.id}
      </Anchor>
    ),
  },
  { id: 'fullname', header: t('column.fullName'), accessor: (m) => m.fullname ?? '', sortable: true, locked: true, width: 150 },
  { id: 'event', header: t('addMembers.forThisEvent'), width: 170, cell: (m) => <EventCell m={m} /> },
  { id: 'location', header: t('column.location'), accessor: (m) => m.location ?? '', sortable: true, width: 110 },
  { id: 'district', header: t('column.district'), accessor: (m) => placeText({ district: m.district ?? null, state: m.state ?? null, country: m.country ?? null }), sortable: true, width: 150 },
  { id: 'category', header: t('column.category'), accessor: (m) => m.category ?? '', sortable: true, width: 100 },
  { id: 'profession', header: t('column.profession'), accessor: (m) => m.profession ?? '', sortable: true, width: 110 },
  { id: 'grade', header: t('column.grade'), accessor: (m) => m.grade ?? '', sortable: true, width: 60 },
  { id: 'intro', header: t('column.introAndParticipation'), width: 220, cell: (m) => <IntroCell m={m} /> },
  { id: 'contact_group', header: t('addMembers.contactGroup'), accessor: (m) => m.contact_group ?? '', sortable: true, width: 110 },
];
