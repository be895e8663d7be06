import { Anchor, Badge, Stack, Text } from '@mantine/core';
import type { DataTableColumn } from '../../components/data-table/data-table';
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
  if (m.event_status) {
    return (
      <Badge variant="light" color="teal" tt="none">
        In event: {m.event_status}
      </Badge>
    );
  }
  if (m.missing.length === 0) return null;
  return (
    <Text fz="xs" c="orange.8" fw={500}>
      Missing: {missingText(m.missing)}
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
export const ADD_MEMBERS_COLUMNS: DataTableColumn<AddMembersTableRow>[] = [
  {
    id: 'id',
    header: 'ID',
    accessor: 'id',
    sortable: true,
    locked: true,
    width: 70,
    cell: (m) => (
      <Anchor href={`/member/${m.id}/view`} {...newTab} fz="sm" fw={600} aria-label={`View member ${m.id}`}>
        {m.id}
      </Anchor>
    ),
  },
  { id: 'fullname', header: 'Full Name', accessor: (m) => m.fullname ?? '', sortable: true, locked: true, width: 150 },
  { id: 'event', header: 'For this Event', width: 170, cell: (m) => <EventCell m={m} /> },
  { id: 'location', header: 'Location', accessor: (m) => m.location ?? '', sortable: true, width: 110 },
  { id: 'district', header: 'District', accessor: (m) => placeText({ district: m.district ?? null, state: m.state ?? null, country: m.country ?? null }), sortable: true, width: 150 },
  { id: 'category', header: 'Category', accessor: (m) => m.category ?? '', sortable: true, width: 100 },
  { id: 'profession', header: 'Profession', accessor: (m) => m.profession ?? '', sortable: true, width: 110 },
  { id: 'grade', header: 'Grade', accessor: (m) => m.grade ?? '', sortable: true, width: 60 },
  { id: 'intro', header: 'Brief Intro and Participation', width: 220, cell: (m) => <IntroCell m={m} /> },
  { id: 'contact_group', header: 'Contact Group', accessor: (m) => m.contact_group ?? '', sortable: true, width: 110 },
];
