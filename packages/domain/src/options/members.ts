/**
 * Option lists of members, followups and the member filters (seed 000 §3 "Enumerations",
 * seed 001 §3 "Option lists"). Strings are the seeds' own, word for word: they are stored in the
 * database and compared by the followup rules, so never reword one.
 */
import type { Option } from './option';

/** The titles offered in forms (seed 000 §3: "Mr, Mrs, Ms, Smt., Adv., Prof., Dr, H.H."). */
export const TITLES = ['Mr', 'Mrs', 'Ms', 'Smt.', 'Adv.', 'Prof.', 'Dr', 'H.H.'] as const;
export type Title = (typeof TITLES)[number];

/**
 * "... and variants of these": spellings met in imported and older records, each mapped to the
 * title it stands for. Keys are upper case without spaces.
 */
const TITLE_VARIANTS: Readonly<Record<string, Title>> = {
  MR: 'Mr', 'MR.': 'Mr', SHRI: 'Mr', 'SHRI.': 'Mr', SH: 'Mr', 'SH.': 'Mr',
  MRS: 'Mrs', 'MRS.': 'Mrs',
  MS: 'Ms', 'MS.': 'Ms', MISS: 'Ms', KUM: 'Ms', 'KUM.': 'Ms', KU: 'Ms', 'KU.': 'Ms',
  SMT: 'Smt.', 'SMT.': 'Smt.', SHRIMATI: 'Smt.', SOU: 'Smt.', 'SOU.': 'Smt.',
  ADV: 'Adv.', 'ADV.': 'Adv.', ADVOCATE: 'Adv.',
  PROF: 'Prof.', 'PROF.': 'Prof.', PROFESSOR: 'Prof.',
  DR: 'Dr', 'DR.': 'Dr', DOCTOR: 'Dr',
  HH: 'H.H.', 'H.H': 'H.H.', 'H.H.': 'H.H.', HISHOLINESS: 'H.H.', HERHOLINESS: 'H.H.',
};

/**
 * The title a salutation stands for, or '' when it is none of them (seed 001 §5 "a salutation
 * not in the list resets to empty").
 */
export function canonicalTitle(salutation: string | null | undefined): Title | '' {
  const key = (salutation ?? '').replace(/\s+/g, '').toUpperCase();
  return TITLE_VARIANTS[key] ?? '';
}

export const GENDERS = [
  { value: 'M', label: 'Male' },
  { value: 'F', label: 'Female' },
  { value: 'O', label: 'Other' },
] as const satisfies readonly Option<string>[];
export type Gender = (typeof GENDERS)[number]['value'];

export const GRADES = ['A', 'B', 'C', 'D'] as const;
export type Grade = (typeof GRADES)[number];
export const GRADE_NOT_SET = 'Not Set';
/** Reports and the seeker/member admin lists also offer 'Not Set' (seed 000 §3, seed 001 §3). */
export const GRADES_WITH_NOT_SET = [GRADE_NOT_SET, ...GRADES] as const;

export const CONTACT_GROUPS = ['Pending', 'Unsuccessful', 'Active', 'Passive', 'Spam'] as const;
export type ContactGroup = (typeof CONTACT_GROUPS)[number];

export const CONTACT_STATUSES = [
  'Spam',
  'Phone no given is wrong / not existing',
  'Did not pick phone / phone switched off',
  'Network congestion / Low volume',
  'Was unavailable at home/office',
  'Contacted but was in hurry',
  'Called for meeting',
  'Told will call later but not responding',
  'Not responding to emails',
  'Not reachable by any contact means',
  'Contact established successfully',
] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
/** The statuses the followup form and the contact-group rule react to. */
export const STATUS_SPAM = 'Spam' satisfies ContactStatus;
export const STATUS_CALLED_FOR_MEETING = 'Called for meeting' satisfies ContactStatus;
export const STATUS_CONTACT_ESTABLISHED = 'Contact established successfully' satisfies ContactStatus;

export const CONTACT_RESPONSES = [
  'Unknown/Cannot tell',
  'Bad',
  'Suspicious',
  'Not Interested',
  'Low Interest',
  'Medium Interest',
  'Good',
  'Very Good',
] as const;
export type ContactResponse = (typeof CONTACT_RESPONSES)[number];

/** A response from this list reveals (and requires) the Status of Participation (seed 000 §4). */
export const POSITIVE_RESPONSES = [
  'Low Interest',
  'Medium Interest',
  'Good',
  'Very Good',
] as const satisfies readonly ContactResponse[];
export type PositiveResponse = (typeof POSITIVE_RESPONSES)[number];

export function isPositiveResponse(response: string | null | undefined): response is PositiveResponse {
  return (POSITIVE_RESPONSES as readonly string[]).includes(response ?? '');
}

export const PARTICIPATION_STATUSES = [
  'Yet to decide',
  'Inactive',
  'Potential but need to be properly contacted',
  'Willing but time constraints',
  'Willing but remotely placed',
  'Occasionally participating',
  'Activist',
  'Activist with leadership qualities',
] as const;
export type ParticipationStatus = (typeof PARTICIPATION_STATUSES)[number];

/** `output` is stored comma-joined, so no entry may contain a comma. */
export const OUTPUTS = [
  'Subscribed to a weekly publication',
  'Subscribed to a newsletter publication',
  'WhatsApp subscription',
  'Attends Dharmashikshan Varga',
  'social-media seva',
  'andolan',
  'baithak',
  'sabha',
  'regular donations',
  'started seva',
  'started sadhana',
  'Other',
] as const;
export type Output = (typeof OUTPUTS)[number];

/** Type of entry, stored as the member's `source`. */
export const SOURCES = ['PIS', 'HJS Website', 'Sanatan Website', 'Quick Entry'] as const;
export type Source = (typeof SOURCES)[number];
/** Quick entry always sets this source (seed 001 §2). */
export const SOURCE_QUICK_ENTRY = 'Quick Entry' satisfies Source;

/** Which date the start/end date filter applies to; the value names the member column. */
export const DATE_TYPES = [
  { value: 'created_at', label: 'Created On' },
  { value: 'updated_at', label: 'Updated On' },
  { value: 'lcd', label: 'Last Contacted On' },
] as const satisfies readonly Option<string>[];
export type DateType = (typeof DATE_TYPES)[number]['value'];

/**
 * Seekership (`responsibility` / `can_take_responsibility`): the seeds give the meaning and say
 * the labels are Hindi. "Seeker" is साधक in this organisation, so seekership is साधकत्व.
 */
export const SEEKERSHIP = [
  { value: 0, label: 'साधकत्व है और दायित्व ले सकते हैं' },
  { value: 1, label: 'साधकत्व है पर दायित्व नहीं ले सकते' },
] as const satisfies readonly Option<number>[];
export type Seekership = (typeof SEEKERSHIP)[number]['value'];

/** Marital status on the member form (the seeker form has its own list, see seekers.ts). */
export const MEMBER_MARITAL_STATUSES = ['Married', 'Unmarried', 'Separated'] as const;
export type MemberMaritalStatus = (typeof MEMBER_MARITAL_STATUSES)[number];

/** Material given to a member; the gift form's "type of gift" (`gift_type`). */
export const MATERIAL_TYPES = ['CD/DVD', 'Granth', 'Panchang', 'Dainik', 'Other'] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];

export const VISIBILITY = ['Public', 'Private'] as const;
export type Visibility = (typeof VISIBILITY)[number];

/** The successful/unsuccessful followup count filters offer 0 to 5 (seed 000 §9). */
export const FOLLOWUP_COUNTS = [0, 1, 2, 3, 4, 5] as const;
export type FollowupCount = (typeof FOLLOWUP_COUNTS)[number];

/** The members list's quick filter buttons, and the two further quick values (seed 000 §2). */
export const QUICK_FILTERS = [
  { value: 'all', label: 'All Contacts' },
  { value: 'my', label: 'My Contacts' },
  { value: 'unassigned', label: 'Unassigned Contacts' },
  { value: 'pending', label: 'Pending Contacts' },
  { value: 'followup', label: 'Unsuccessful Contacts' },
  { value: 'meetings', label: 'Meetings' },
] as const satisfies readonly Option<string>[];
export type QuickFilter = (typeof QUICK_FILTERS)[number]['value'];
/** The buttons shown on the members list and the bulk-edit screen (the first four). */
export const QUICK_FILTER_BUTTONS = QUICK_FILTERS.slice(0, 4);
/**
 * Role 5's list at /member/list/:page: the server shows a sevak only the members assigned to them,
 * so 'Unassigned Contacts' would always be empty (issue 26 item 8); the others still narrow it.
 */
export const SEVAK_QUICK_FILTER_BUTTONS = QUICK_FILTER_BUTTONS.filter((q) => q.value !== 'unassigned');

/** The members list 'Select View' chooser (seed 000 §2); reports offer the first four. */
export const MEMBER_VIEWS = ['Default', 'Sampark', 'Details', 'Social Media', 'Sangathanatmak Rachana'] as const;
export type MemberView = (typeof MEMBER_VIEWS)[number];

/** Bulk update actions (seed 000 §3 "Bulk update payload"). */
export const BULK_ACTIONS = ['Assign', 'Update', 'Delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
