import { Anchor, Button, Text } from '@mantine/core';
import { MEMBER_COLUMNS, FIXED_MEMBER_COLUMNS, type MemberColumn } from '@sampark/domain/member-views';
import { SEEKERSHIP } from '@sampark/domain/options/members';
import { labelOf, splitList } from '@sampark/domain/options/option';
import { MEMBER_SORT_COLUMNS, type MemberListRow } from '@sampark/domain/schemas/member-filter';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '../../components/data-table/data-table';
import { formatDate, formatDateTime } from '../../lib/dates';
import { mailtoHref, telHref, whatsappHref } from './contact/contact-links';
import { type OptionList, optionLabel } from './filter/option-labels';
import { i18n } from '../../i18n/i18n';

/**
 * The members table's columns, one per entry of the domain's MEMBER_COLUMNS (the view presets and
 * the column chooser use the same keys). A column is sortable when the server accepts its key as
 * `orderby`. Headers and option values are read in the current language when the columns are made
 * (the screen makes them again when the language changes); the `members` and `table` catalogues
 * are loaded by the screen.
 */

const SORTABLE = new Set<string>(MEMBER_SORT_COLUMNS);
const LOCKED = new Set<string>(FIXED_MEMBER_COLUMNS);
/** Free-text fields that can run to paragraphs: two lines in the table, the rest in a tooltip-free title. */
const LONG_TEXT = new Set<string>(['address', 'brief_intro', 'participation', 'vakta_info', 'internal_remark', 'remarks', 'lastcomment']);

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

function link(href: string | null, label: string, external = false): ReactNode {
  if (!href) return label;
  return (
    <Anchor href={href} size="sm" {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {label}
    </Anchor>
  );
}

/** The ID cell: a button that opens the member's details in a new tab (seed 000 §2). */
function idCell(row: MemberListRow): ReactNode {
  return (
    <Button
      component="a"
      href={`/member/${row.id}/view`}
      target="_blank"
      rel="noopener"
      size="compact-sm"
      variant="light"
      aria-label={i18n.t('members:list.openMember', { id: row.id })}
    >
      {row.id}
    </Button>
  );
}

function longText(value: unknown): ReactNode {
  const t = text(value);
  return (
    <Text size="sm" lineClamp={2} maw={320} title={t}>
      {t}
    </Text>
  );
}

function cellOf(column: MemberColumn): (row: MemberListRow) => ReactNode {
  const key = column.key;
  if (key === 'id') return idCell;
  if (key === 'adhyayan') return (r) => (r.adhyayan === null ? '' : i18n.t(r.adhyayan === 1 ? 'members:list.yes' : 'members:list.no'));
  // stored comma-joined ('WhatsApp subscription,andolan'); shown one label after another, spaced
  if (key === 'output') return (r) => longText(splitList(text(r.output)).map((o) => optionLabel('outputs', o)).join(', '));
  const list = OPTION_COLUMNS[key];
  if (list) return (r) => optionLabel(list, text(r[key]));
  switch (column.kind) {
    case 'date':
      return (r) => formatDate(r[key] as string | null);
    case 'datetime':
      return (r) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r[key] as string | null)}</Text>;
    case 'email':
      return (r) => link(mailtoHref(r.email), text(r.email));
    case 'phone':
      return (r) => link(telHref(r[key] as string | null), text(r[key]));
    case 'whatsapp':
      return (r) => link(whatsappHref(r.whatsapp, r.country), text(r.whatsapp), true);
    case 'seekership':
      return (r) => labelOf(SEEKERSHIP, r[key] as number | null);
    default:
      return LONG_TEXT.has(key) ? (r) => longText(r[key]) : (r) => text(r[key]);
  }
}

/** Columns holding a value of a domain option list, shown in the current language. */
const OPTION_COLUMNS: Partial<Record<string, OptionList>> = {
  source: 'sources',
  how_know_us: 'howKnowUs',
  cg: 'contactGroups',
  contact_group: 'contactGroups',
  cs: 'contactStatuses',
  last_contact_status: 'contactStatuses',
  cr: 'contactResponses',
  last_contact_response: 'contactResponses',
  ps: 'participationStatuses',
  last_participation_status: 'participationStatuses',
};

const WIDTHS: Partial<Record<string, number>> = { id: 90, fullname: 200, responsibility: 280 };

/** Cells the screen replaces, e.g. the editable seekership fields of the Sangathanatmak Rachana view. */
export type CellOverrides = Partial<Record<keyof MemberListRow, (row: MemberListRow) => ReactNode>>;

export function memberColumns(overrides: CellOverrides = {}): DataTableColumn<MemberListRow>[] {
  return MEMBER_COLUMNS.map((column) => ({
    id: column.key,
    header: i18n.t(`members:columns.${column.key}`),
    accessor: column.key,
    cell: overrides[column.key] ?? cellOf(column),
    sortable: SORTABLE.has(column.key),
    locked: LOCKED.has(column.key),
    width: WIDTHS[column.key],
  }));
}
