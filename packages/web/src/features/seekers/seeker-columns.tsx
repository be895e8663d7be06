import { ActionIcon, Anchor, Badge, Group, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { GENDERS } from '@sampark/domain/options/members';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/router';
import { telHref } from '../members';
import type { DataTableColumn } from '../../components/data-table/data-table';
import { valueLabel } from '../../i18n/option-label';
import { formatDate, formatDateTime } from '../../lib/dates';
import type { SeekerRow } from './seekers-api';

/** A stored gender ('M') as the language shown says it ('Male'). */
export function genderName(t: TFunction<'seekers'>, g: string | null): string {
  const label = GENDERS.find((x) => x.value === g)?.label;
  return label ? valueLabel(t, 'options', label) : (g ?? '');
}
/** Stored comma-joined without spaces; a space lets a long list wrap. */
const listText = (t: TFunction<'seekers'>, v: string | null) =>
  (v ?? '')
    .split(',')
    .filter(Boolean)
    .map((item) => valueLabel(t, 'options', item))
    .join(', ');

/** seed 001 §2 "Seekers list": the phone link, a tel: link on the number as it is stored. */
export function PhoneLink({ seeker }: { seeker: SeekerRow }) {
  const { t } = useTranslation('seekers');
  const href = telHref(seeker.mobile_number);
  if (!href) return null;
  return (
    <Anchor href={href} fz="sm" aria-label={t('list.call', { mobile: seeker.mobile_number, name: seeker.fullname })} style={{ whiteSpace: 'nowrap' }}>
      {seeker.mobile_number}
    </Anchor>
  );
}

function NameCell({ seeker }: { seeker: SeekerRow }) {
  const { t } = useTranslation('seekers');
  return (
    <Group gap={6} wrap="nowrap">
      <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {seeker.fullname}
      </Text>
      {seeker.active !== 1 && (
        <Badge size="xs" variant="light" color="gray">
          {t('list.inactive')}
        </Badge>
      )}
    </Group>
  );
}

function Actions({ seeker, onDelete }: { seeker: SeekerRow; onDelete: (s: SeekerRow) => void }) {
  const { t } = useTranslation('seekers');
  return (
    <Group gap={6} wrap="nowrap">
      <Tooltip label={t('list.edit')}>
        <ActionIcon component={Link} to={`/seeker/${seeker.id}/edit`} variant="light" aria-label={t('list.editNamed', { name: seeker.fullname })}>
          <IconEdit size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('list.delete')}>
        <ActionIcon variant="light" color="red" aria-label={t('list.deleteNamed', { name: seeker.fullname })} onClick={() => onDelete(seeker)}>
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
export function seekerColumns(t: TFunction<'seekers'>, onDelete: (s: SeekerRow) => void): DataTableColumn<SeekerRow>[] {
  return [
    { id: 'id', header: t('list.id'), accessor: 'id', sortable: true, locked: true, width: 70 },
    { id: 'fullname', header: t('list.fullName'), accessor: 'fullname', sortable: true, locked: true, width: 180, cell: (s) => <NameCell seeker={s} /> },
    { id: 'gender', header: t('fields.gender'), accessor: (s) => genderName(t, s.gender), sortable: true, width: 80 },
    { id: 'dob', header: t('list.dob'), accessor: (s) => formatDate(s.dob), sortable: true, hiddenByDefault: true, width: 100 },
    { id: 'country', header: t('fields.country'), accessor: 'country', sortable: true, hiddenByDefault: true, width: 100 },
    { id: 'state', header: t('fields.state'), accessor: 'state', sortable: true, hiddenByDefault: true, width: 120 },
    { id: 'district', header: t('fields.district'), accessor: 'district', sortable: true, width: 120 },
    { id: 'city', header: t('fields.city'), accessor: 'city', sortable: true, width: 110 },
    { id: 'mobile_number', header: t('fields.mobile_number'), accessor: 'mobile_number', sortable: true, width: 120, cell: (s) => <PhoneLink seeker={s} /> },
    { id: 'email', header: t('fields.email'), accessor: 'email', sortable: true, hiddenByDefault: true, width: 180 },
    { id: 'education', header: t('fields.education'), accessor: (s) => listText(t, s.education), sortable: true, hiddenByDefault: true, width: 140 },
    { id: 'profession', header: t('fields.profession'), accessor: (s) => listText(t, s.profession), sortable: true, hiddenByDefault: true, width: 140 },
    { id: 'created_by', header: t('list.createdBy'), accessor: (s) => s.created_by_name ?? '', sortable: true, hiddenByDefault: true, width: 120 },
    { id: 'updated_by', header: t('list.updatedBy'), accessor: (s) => s.updated_by_name ?? '', sortable: true, hiddenByDefault: true, width: 120 },
    { id: 'created_at', header: t('list.createdOn'), accessor: (s) => formatDate(s.created_at), sortable: true, width: 100 },
    { id: 'updated_at', header: t('list.updatedOn'), accessor: (s) => formatDate(s.updated_at), sortable: true, hiddenByDefault: true, width: 100 },
    { id: 'actions', header: t('list.actions'), locked: true, width: 90, cell: (s) => <Actions seeker={s} onDelete={onDelete} /> },
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
  const { t } = useTranslation('seekers');
  const by = (when: string, who: string | null) => (who ? t('list.atBy', { when: formatDateTime(when), who }) : formatDateTime(when));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs" py="xs">
      <Field label={t('fields.gender')}>{genderName(t, s.gender)}</Field>
      <Field label={t('fields.dob')}>{formatDate(s.dob)}</Field>
      <Field label={t('list.place')}>{[s.city, s.district, s.state, s.country].filter(Boolean).join(', ')}</Field>
      <Field label={t('fields.mobile_number')}>{s.mobile_number && `${s.mobile_country_code ? `+${s.mobile_country_code} ` : ''}${s.mobile_number}`}</Field>
      <Field label={t('list.whatsapp')}>{s.whatsapp}</Field>
      <Field label={t('fields.email')}>{s.email}</Field>
      <Field label={t('fields.education')}>{listText(t, s.education)}</Field>
      <Field label={t('fields.profession')}>{listText(t, s.profession)}</Field>
      <Field label={t('list.active')}>{s.active === 1 ? t('list.yes') : t('list.no')}</Field>
      <Field label={t('list.created')}>{by(s.created_at, s.created_by_name)}</Field>
      <Field label={t('list.updated')}>{by(s.updated_at, s.updated_by_name)}</Field>
    </SimpleGrid>
  );
}
