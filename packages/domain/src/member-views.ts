/**
 * The members list's columns and its 'Select View' presets (seed 000 §2 "Members List screen",
 * §3 "Member (list row)"). The seeds name the views but not their columns; the choice here groups
 * the list row's fields by what each view is for (docs/decisions/015-members-list-api.md). The web's
 * table, its column chooser and the Excel export all read these lists, so a column has one label
 * everywhere.
 */
import type { MemberView } from './options/members';
import type { MemberListRow } from './schemas/member-filter';

export type MemberColumnKey = keyof MemberListRow;

export interface MemberColumn {
  key: MemberColumnKey;
  label: string;
  /** How the cell shows the value: dates as DD-MM-YYYY, links for contact fields. */
  kind?: 'date' | 'datetime' | 'email' | 'phone' | 'whatsapp' | 'number' | 'seekership';
}

/** Every column the chooser offers, in display order. */
export const MEMBER_COLUMNS: readonly MemberColumn[] = [
  { key: 'id', label: 'ID', kind: 'number' },
  { key: 'fullname', label: 'Full Name' },
  { key: 'source', label: 'Source' },
  { key: 'how_know_us', label: 'How Know Us' },
  { key: 'location', label: 'Location' },
  { key: 'country', label: 'Country' },
  { key: 'state', label: 'State' },
  { key: 'district', label: 'District' },
  { key: 'city', label: 'City' },
  { key: 'address', label: 'Address' },
  { key: 'dob', label: 'Date of Birth', kind: 'date' },
  { key: 'education', label: 'Education' },
  { key: 'mobile', label: 'Mobile', kind: 'phone' },
  { key: 'whatsapp', label: 'Whatsapp', kind: 'whatsapp' },
  { key: 'email', label: 'Email', kind: 'email' },
  { key: 'facebook_id', label: 'Facebook' },
  { key: 'twitter_id', label: 'Twitter' },
  { key: 'website', label: 'Website' },
  { key: 'profession', label: 'Profession' },
  { key: 'profession_description', label: 'Profession Description' },
  { key: 'category', label: 'Category' },
  { key: 'grade', label: 'Grade' },
  // the list row's short forms (seed 000 §3: cg, cs, cr, ps); the Sampark view uses the long ones
  { key: 'cg', label: 'CG' },
  { key: 'cs', label: 'CS' },
  { key: 'cr', label: 'CR' },
  { key: 'ps', label: 'PS' },
  { key: 'lcd', label: 'Last Contacted On', kind: 'date' },
  { key: 'pending_days', label: 'Pending Days', kind: 'number' },
  { key: 'sf', label: 'Successful Followups', kind: 'number' },
  { key: 'uf', label: 'Unsuccessful Followups', kind: 'number' },
  { key: 'assigned_to_name', label: 'Assigned To' },
  { key: 'output', label: 'Output' },
  { key: 'brief_intro', label: 'Brief Introduction' },
  { key: 'participation', label: 'Participation' },
  { key: 'responsibility', label: 'Seekership', kind: 'seekership' },
  { key: 'adhyayan', label: 'Adhyayan', kind: 'number' },
  { key: 'vakta_info', label: 'Vakta Info' },
  { key: 'internal_remark', label: 'Internal Remark' },
  { key: 'remarks', label: 'Remarks' },
  { key: 'contact_group', label: 'Contact Group' },
  { key: 'last_contact_status', label: 'Last Contact Status' },
  { key: 'last_contact_response', label: 'Last Contact Response' },
  { key: 'last_participation_status', label: 'Last Participation Status' },
  { key: 'lastcomment', label: 'Last Comment' },
  { key: 'last_contacted_by', label: 'Last Contacted By' },
  { key: 'last_contacted_date', label: 'Last Contacted Date', kind: 'date' },
  { key: 'created_at', label: 'Created On', kind: 'datetime' },
  { key: 'created_by_name', label: 'Created By' },
  { key: 'updated_at', label: 'Updated On', kind: 'datetime' },
  { key: 'updated_by_name', label: 'Updated By' },
];

/** ID and Full Name cannot be deselected (seed 000 §2). */
export const FIXED_MEMBER_COLUMNS: readonly MemberColumnKey[] = ['id', 'fullname'];

/** The columns of each 'Select View' preset. */
export const MEMBER_VIEW_COLUMNS: Readonly<Record<MemberView, readonly MemberColumnKey[]>> = {
  Default: [
    'id',
    'fullname',
    'source',
    'location',
    'city',
    'mobile',
    'whatsapp',
    'email',
    'profession',
    'category',
    'grade',
    'cg',
    'lcd',
    'pending_days',
    'assigned_to_name',
    'created_at',
  ],
  Sampark: [
    'id',
    'fullname',
    'location',
    'mobile',
    'whatsapp',
    'contact_group',
    'last_contact_status',
    'last_contact_response',
    'last_participation_status',
    'lastcomment',
    'last_contacted_by',
    'last_contacted_date',
    'sf',
    'uf',
    'pending_days',
    'assigned_to_name',
  ],
  Details: [
    'id',
    'fullname',
    'source',
    'how_know_us',
    'location',
    'country',
    'state',
    'district',
    'city',
    'address',
    'dob',
    'education',
    'profession',
    'profession_description',
    'category',
    'grade',
    'output',
    'brief_intro',
    'participation',
    'vakta_info',
    'internal_remark',
    'remarks',
    'created_at',
    'created_by_name',
    'updated_at',
    'updated_by_name',
  ],
  'Social Media': ['id', 'fullname', 'location', 'mobile', 'whatsapp', 'email', 'facebook_id', 'twitter_id', 'website'],
  'Sangathanatmak Rachana': [
    'id',
    'fullname',
    'location',
    'profession',
    'category',
    'grade',
    'output',
    'participation',
    'responsibility',
    'adhyayan',
  ],
};

export const DEFAULT_MEMBER_VIEW: MemberView = 'Default';

export function memberColumn(key: MemberColumnKey): MemberColumn | undefined {
  return MEMBER_COLUMNS.find((c) => c.key === key);
}

/** The columns of a view, in the view's order; the fixed columns are always included first. */
export function viewColumns(view: MemberView): MemberColumn[] {
  const keys = [...new Set([...FIXED_MEMBER_COLUMNS, ...MEMBER_VIEW_COLUMNS[view]])];
  return keys.map((k) => memberColumn(k)).filter((c): c is MemberColumn => !!c);
}

/** A chooser selection with the fixed columns put back (they cannot be deselected). */
export function withFixedColumns(keys: readonly MemberColumnKey[]): MemberColumnKey[] {
  return [...new Set([...FIXED_MEMBER_COLUMNS, ...keys])];
}
