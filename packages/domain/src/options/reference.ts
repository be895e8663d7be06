/**
 * Reference data and constants. The seeds name these lists but do not show their values
 * (seed 000 §3 "about 38 how-you-know-us sources, 20 languages, ... degree lists, profession
 * lists"), so the values are this project's own. Professions, categories, statuses and event
 * types are seeded into their tables on first start and maintained by admins after that.
 * Multi-valued fields are stored comma-joined, so no entry has a comma.
 */
import { CONTACT_STATUSES } from './members';

/** The location soft-deleted members are moved to (seed 000 §7). */
export const TO_BE_DELETED = 'ToBeDeleted';
/** The pseudo-entry 'Unassigned' of the assignee, profession, category and grade lists. */
export const UNASSIGNED_ID = 0;
export const UNASSIGNED_LABEL = 'Unassigned';
export const DEFAULT_COUNTRY = 'INDIA';
/** The mobile country code used when the country is INDIA and none is given. */
export const DEFAULT_COUNTRY_CODE = '91';
/** The dashboard's user report 'Login' counts users not logged in for more than this (seed 002 §9). */
export const LOGIN_REPORT_DAYS = 180;

/** `how_know_us`: how the member came to know the organisation. */
export const HOW_KNOW_US = [
  'Friend',
  'Family member',
  'Neighbour',
  'Colleague',
  'Seeker',
  'Sant / Guru',
  'Newspaper',
  'Sanatan Prabhat periodical',
  'Magazine',
  'Television',
  'Radio',
  'Website',
  'Facebook',
  'YouTube',
  'Twitter (X)',
  'Instagram',
  'WhatsApp',
  'Telegram',
  'Email',
  'Online search',
  'Online satsang',
  'Satsang',
  'Dharmashikshan Varga',
  'Balsanskar Varga',
  'Self-defence training class',
  'Book exhibition',
  'Exhibition',
  'Hindu Rashtra Jagruti Sabha',
  'Public lecture',
  'Hindu Rashtra Adhiveshan',
  'Andolan',
  'Temple',
  'Festival celebration',
  'Pamphlet / Handbill',
  'Poster / Banner',
  'Door-to-door contact',
  'Other organisation',
  'Other',
] as const;
export type HowKnowUs = (typeof HOW_KNOW_US)[number];

/** `languages_known` (comma-joined). */
export const LANGUAGES = [
  'Hindi',
  'English',
  'Marathi',
  'Gujarati',
  'Bengali',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Odia',
  'Punjabi',
  'Assamese',
  'Konkani',
  'Sanskrit',
  'Urdu',
  'Sindhi',
  'Nepali',
  'Kashmiri',
  'Maithili',
  'Tulu',
] as const;
export type Language = (typeof LANGUAGES)[number];

/** `education` (multi on the seeker form). */
export const DEGREES = [
  'SSC (10th)',
  'HSC (12th)',
  'ITI',
  'Diploma',
  'B.A.',
  'B.Com.',
  'B.Sc.',
  'B.E.',
  'B.Tech.',
  'B.Arch.',
  'B.Pharm.',
  'B.Sc. Nursing',
  'BBA',
  'BCA',
  'BFA',
  'B.Ed.',
  'B.Lib.',
  'LLB',
  'MBBS',
  'BDS',
  'BAMS',
  'BHMS',
  'B.V.Sc.',
  'CA',
  'CS',
  'CMA (ICWA)',
  'M.A.',
  'M.Com.',
  'M.Sc.',
  'M.E.',
  'M.Tech.',
  'M.Pharm.',
  'MBA',
  'MCA',
  'M.Ed.',
  'LLM',
  'MD',
  'MS',
  'MDS',
  'M.Phil.',
  'Ph.D.',
  'Shastri',
  'Acharya',
  'Other',
] as const;
export type Degree = (typeof DEGREES)[number];

/** The professions seeded into the professions table (admins maintain it afterwards). */
export const DEFAULT_PROFESSIONS = [
  'Student',
  'Teacher',
  'Professor',
  'Doctor',
  'Ayurvedic Practitioner',
  'Nurse',
  'Pharmacist',
  'Engineer',
  'Software Professional',
  'Architect',
  'Advocate',
  'Judge',
  'Chartered Accountant',
  'Company Secretary',
  'Banker',
  'Insurance Agent',
  'Businessman',
  'Trader',
  'Industrialist',
  'Shopkeeper',
  'Farmer',
  'Government Employee',
  'Private Employee',
  'Police',
  'Armed Forces',
  'Retired',
  'Homemaker',
  'Journalist',
  'Writer',
  'Artist',
  'Musician',
  'Priest',
  'Temple Trustee',
  'Social Worker',
  'Politician',
  'Contractor',
  'Real Estate Agent',
  'Consultant',
  'Self-employed',
  'Driver',
  'Labourer',
  'Unemployed',
  'Other',
] as const;

/** The categories seeded into the categories table. */
export const DEFAULT_CATEGORIES = [
  'Intellectual',
  'Karyakarta',
  'Sadhak',
  'Yuva Sadhak',
  'Dharmapremi',
  'Hitchintak',
  'Sant',
  'Mandir Trustee',
  'Sampradaya Representative',
  'Sanghatana Representative',
  'Media',
  'Political Leader',
  'Donor',
] as const;

/** Disabled in the bulk Edit dialog's category list (seed 000 §2 "Bulk dialogs"). */
export const CATEGORIES_DISABLED_IN_BULK_EDIT = ['Intellectual', 'Karyakarta'] as const;
/** Disabled in the add-members-to-event category filter (seed 002 §2). */
export const CATEGORIES_DISABLED_IN_ADD_MEMBERS = ['Sadhak', 'Yuva Sadhak'] as const;

/**
 * The statuses seeded into the statuses table: the followup contact statuses. The followup rules
 * compare the exact strings of 'Spam', 'Called for meeting' and 'Contact established
 * successfully', so those three must not be renamed by an admin.
 */
export const DEFAULT_STATUSES = CONTACT_STATUSES;

/** The event types seeded into the event_types table. */
export const DEFAULT_EVENT_TYPES = [
  { type: 'Hindu Rashtra Adhiveshan', description: 'All-India convention of Hindu organisations, held in Goa' },
  {
    type: 'Vaishvik Hindu Rashtra Mahotsav',
    description: 'International Hindu Rashtra festival with delegates from abroad',
  },
  { type: 'Prantiya Hindu Rashtra Adhiveshan', description: 'State-level convention of Hindu organisations' },
  { type: 'Adhivakta Adhiveshan', description: 'Convention of advocates working for Dharma' },
  { type: 'Mandir Sanskriti Parishad', description: 'Meet of temple trustees and priests' },
  { type: 'Hindu Rashtra Jagruti Sabha', description: 'Public meeting for awareness' },
  { type: 'Dharmashikshan Varga', description: 'Class on Dharma for the public' },
  { type: 'Shaurya Jagran Shibir', description: 'Self-defence training camp' },
  { type: 'Sadhana Shibir', description: 'Spiritual practice camp for seekers' },
  { type: 'Yuva Shibir', description: 'Camp for young seekers' },
  { type: 'Online Satsang', description: 'Satsang held online' },
  { type: 'Press Conference', description: 'Meeting with the press' },
] as const satisfies readonly { type: string; description: string }[];

/** The staff dashboard (/dashboard): its tabs and each tab's report types (seed 002 §9). */
export const DASHBOARD_REPORTS = {
  members: [
    'Pending Sampark',
    'Contact Status',
    'Assigned',
    'Contact Details',
    'Data Completion',
    'Type of Entry',
    'Category',
    'Profession',
    'Grade',
    'Contact Response',
    'Participation Status',
  ],
  events: ['Approval Status', 'Post Approval Status', 'Event Type'],
  users: ['Active', 'Login', 'Never Logged In'],
} as const;
export type DashboardTab = keyof typeof DASHBOARD_REPORTS;
