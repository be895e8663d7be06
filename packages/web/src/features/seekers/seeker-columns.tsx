import { ActionIcon, Anchor, Badge, Group, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { GENDERS } from '@sampark/domain/options/members';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { telHref } from '../../components/contact/contact-links';
import type { DataTableColumn } from '../../components/data-table/data-table';
import { formatDate, formatDateTime } from '../../lib/dates';
import type { SeekerRow } from './seekers-api';

export const genderName = (g: string | null) => GENDERS.find((x) => x.value === g)?.label ?? g ?? '';
/** Stored comma-joined without spaces; a space lets a long list wrap. */
const listText = (v: string | null) => (v ?? '').split(',').filter(Boolean).join(', ');

/** seed 001 §2 "Seekers list": the phone link, a tel: link on the number as it is stored. */
export function PhoneLink({ seeker }: { seeker: SeekerRow }) {
  const href = telHref(seeker.mobile_number);
  if (!href) return null;
  return (
    <Anchor href={href} fz="sm" aria-label={`Call ${seeker.fullname}`} style={{ whiteSpace: 'nowrap' }}>
      {seeker.mobile_number}
    </Anchor>
  );
}

function NameCell({ seeker }: { seeker: SeekerRow }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {seeker.fullname}
      </Text>
      {seeker.active !== 1 && (
        <Badge size="xs" variant="light" color="gray">
          Inactive
        </Badge>
      )}
    </Group>
  );
}

function Actions({ seeker, onDelete }: { seeker: SeekerRow; onDelete: (s: SeekerRow) => void }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Tooltip label="Edit">
        <ActionIcon component={Link} to={`/seeker/${seeker.id}/edit`} variant="light" aria-label={`Edit ${seeker.fullname}`}>
          <IconEdit size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Delete">
        <ActionIcon variant="light" color="red" aria-label={`Delete ${seeker.fullname}`} onClick={() => onDelete(seeker)}>
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/**
 * The list columns of seed 001 §3 "Seeker list columns" (sortable on the server); the less used
 * ones start hidden (the column chooser shows them) and the expanded row shows them all.
 */
export function seekerColumns(onDelete: (s: SeekerRow) => void): DataTableColumn<SeekerRow>[] {
  return [
    { id: 'id', header: 'ID', accessor: 'id', sortable: true, locked: true, width: 70 },
    { id: 'fullname', header: 'Full Name', accessor: 'fullname', sortable: true, locked: true, width: 180, cell: (s) => <NameCell seeker={s} /> },
    { id: 'gender', header: 'Gender', accessor: (s) => genderName(s.gender), sortable: true, width: 80 },
    { id: 'dob', header: 'DOB', accessor: (s) => formatDate(s.dob), sortable: true, hiddenByDefault: true, width: 100 },
    { id: 'country', header: 'Country', accessor: 'country', sortable: true, hiddenByDefault: true, width: 100 },
    { id: 'state', header: 'State', accessor: 'state', sortable: true, hiddenByDefault: true, width: 120 },
    { id: 'district', header: 'District', accessor: 'district', sortable: true, width: 120 },
    { id: 'city', header: 'City', accessor: 'city', sortable: true, width: 110 },
    { id: 'mobile_number', header: 'Mobile', accessor: 'mobile_number', sortable: true, width: 120, cell: (s) => <PhoneLink seeker={s} /> },
    { id: 'email', header: 'Email', accessor: 'email', sortable: true, hiddenByDefault: true, width: 180 },
    { id: 'education', header: 'Education', accessor: (s) => listText(s.education), sortable: true, hiddenByDefault: true, width: 140 },
    { id: 'profession', header: 'Profession', accessor: (s) => listText(s.profession), sortable: true, hiddenByDefault: true, width: 140 },
    { id: 'created_by', header: 'Created By', accessor: (s) => s.created_by_name ?? '', sortable: true, hiddenByDefault: true, width: 120 },
    { id: 'updated_by', header: 'Updated By', accessor: (s) => s.updated_by_name ?? '', sortable: true, hiddenByDefault: true, width: 120 },
    { id: 'created_at', header: 'Created On', accessor: (s) => formatDate(s.created_at), sortable: true, width: 100 },
    { id: 'updated_at', header: 'Updated On', accessor: (s) => formatDate(s.updated_at), sortable: true, hiddenByDefault: true, width: 100 },
    { id: 'actions', header: 'Actions', locked: true, width: 90, cell: (s) => <Actions seeker={s} onDelete={onDelete} /> },
  ];
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children || '-'}
      </Text>
    </Stack>
  );
}

/** The expanded row: every list field, so a narrow screen loses nothing to hidden columns. */
export function SeekerDetails({ seeker: s }: { seeker: SeekerRow }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs" py="xs">
      <Field label="Gender">{genderName(s.gender)}</Field>
      <Field label="Date of Birth">{formatDate(s.dob)}</Field>
      <Field label="Place">{[s.city, s.district, s.state, s.country].filter(Boolean).join(', ')}</Field>
      <Field label="Mobile">{s.mobile_number && `${s.mobile_country_code ? `+${s.mobile_country_code} ` : ''}${s.mobile_number}`}</Field>
      <Field label="WhatsApp">{s.whatsapp}</Field>
      <Field label="Email">{s.email}</Field>
      <Field label="Education">{listText(s.education)}</Field>
      <Field label="Profession">{listText(s.profession)}</Field>
      <Field label="Active">{s.active === 1 ? 'Yes' : 'No'}</Field>
      <Field label="Created">{[formatDateTime(s.created_at), s.created_by_name].filter(Boolean).join(' by ')}</Field>
      <Field label="Updated">{[formatDateTime(s.updated_at), s.updated_by_name].filter(Boolean).join(' by ')}</Field>
    </SimpleGrid>
  );
}
