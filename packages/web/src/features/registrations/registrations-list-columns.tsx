import { Anchor, Badge } from '@mantine/core';
import { REGISTRATION_COLUMNS, REGISTRATION_DEFAULT_COLUMNS } from '@sampark/domain/schemas/registrations-list';
import { useMemo } from 'react';
import { Link } from '../../lib/router';
import type { DataTableColumn } from '../../components/data-table/data-table';
import { formatDateTime } from '../../lib/dates';
import { type RegistrationsT, shownOption, useRegistrationsT } from './registration-i18n';
import type { RegistrationRow } from './registrations-list-api';

const STATUS_COLOR: Record<string, string> = {
  Registered: 'blue',
  Arrived: 'teal',
  Attended: 'green',
  'Not Attended': 'orange',
  Cancelled: 'gray',
};

const WIDTHS: Partial<Record<string, number>> = { id: 80, member_id: 100, relationship: 150, fullname: 180, address: 220, email: 200 };

function cellOf(t: RegistrationsT, key: string): DataTableColumn<RegistrationRow>['cell'] {
  switch (key) {
    case 'id':
      return (r) => (
        <Anchor component={Link} to={`/event/${r.event_id}/pass/${r.id}`} aria-label={t('list.passOf', { id: r.id, name: r.fullname ?? r.id })}>
          {r.id}
        </Anchor>
      );
    case 'relationship':
      return (r) => shownOption(t, 'attendeeType', r.relationship);
    case 'email':
      return (r) => (r.email ? <Anchor href={`mailto:${r.email}`}>{r.email}</Anchor> : null);
    case 'mobile_number':
      return (r) => (r.mobile_number ? <Anchor href={`tel:${r.mobile_number}`}>{r.mobile_number}</Anchor> : null);
    case 'created_at':
    case 'updated_at':
      return (r) => formatDateTime(r[key]);
    case 'status':
      return (r) => (
        <Badge variant="light" color={STATUS_COLOR[r.status] ?? 'gray'} tt="none">
          {shownOption(t, 'status', r.status)}
        </Badge>
      );
    default:
      return undefined;
  }
}

/**
 * Every column of seed 002 §2 "Registrations screen", sortable; ID and Full Name locked, headed in
 * the reader's language. The ID opens the registrant's pass (staff may open and print any pass, issue 16).
 */
export function useRegistrationColumns(): DataTableColumn<RegistrationRow>[] {
  const { t } = useRegistrationsT();
  return useMemo(
    () =>
      REGISTRATION_COLUMNS.map((c) => ({
        id: c.key,
        header: t(`column.${c.key}`),
        accessor: c.key as keyof RegistrationRow & string,
        cell: cellOf(t, c.key),
        sortable: true,
        locked: 'locked' in c && c.locked,
        hiddenByDefault: !(REGISTRATION_DEFAULT_COLUMNS as readonly string[]).includes(c.key),
        width: WIDTHS[c.key],
      })),
    [t],
  );
}
