import { z } from 'zod';
import { FIELD_REQUIRED } from './people-messages';
import { CHOOSE_FROM_LIST, requiredId } from './fields';

/**
 * Spreadsheet imports of seekers and members (seed 001 §2 "Import seekers", §5 "Import", §7
 * `api/import/seekers`, §9; seed 000 `/import`; docs/api-conventions.md#imports; issue 15;
 * docs/decisions/035-import-design.md). The rows themselves are checked with the wizard's and
 * the member form's own schemas (seekers.ts, members.ts): this file holds only what the import adds.
 */

export type ImportKind = 'seekers' | 'members';

/** seed 001 §9: "Import files: under 10 MB". */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** The most data rows one file may hold (a .xls holds at most 65,535 anyway). */
export const IMPORT_MAX_ROWS = 100_000;
/** Excel's own limit of one cell's text. */
export const IMPORT_MAX_CELL_CHARS = 32_767;
/** The columns of a BIFF8 (.xls) sheet; the templates use at most 50. */
export const IMPORT_MAX_COLUMNS = 256;
/** How many refused rows an answer lists; the downloadable sheet holds them all. */
export const IMPORT_REFUSALS_LISTED = 1000;

/** seed 001 §2: the success message; the rest are the project's words (decision 035). */
export const IMPORT_MESSAGES = {
  imported: 'Data imported successfully',
  reverted: 'Import reverted successfully',
  jilaRequired: 'Jila is required',
  fileRequired: 'File is required',
  tooBig: 'The file must be under 10 MB',
  wrongType: 'The file must be an .xls, .xlsx or .csv file',
  htmlAsXls: 'This .xls file is a web page (HTML), not an Excel file: open it in Excel or LibreOffice and save it as .xls or .xlsx',
  zipAsXls: 'This .xls file is really a zip archive: if it is an .xlsx workbook, rename it to .xlsx',
  notXls: 'This .xls file is not an Excel workbook',
  notXlsx: 'This .xlsx file is not an Excel workbook',
  notCsv: 'This .csv file is not text: save the sheet as CSV (UTF-8)',
  csvNotUtf8: 'The CSV file must be saved as UTF-8 text',
  unreadable: 'The file could not be read: it is damaged or not a spreadsheet',
  uploadBroken: 'The upload was interrupted: please choose the file and try again',
  noHeader: 'The first row must hold the column names of the template',
  noRows: 'The file has no rows to import',
  nothingValid: 'No row of the file can be imported',
  alreadyReverted: 'This import has already been reverted',
  notFound: 'Import not found.',
  interrupted: 'The server stopped during this import: nothing of it was saved. Please upload the file again.',
  // the limits of issue 27 (docs/decisions/075-import-limits.md)
  cellTooLong: 'A cell holds more than 32,767 characters, Excel\'s own limit: shorten it and upload the file again',
  tooManyColumns: 'The sheet has more than 256 columns: keep only the template\'s columns',
  tooManyParts: 'The file holds more than 1,000 parts: it is not a workbook the import can read',
} as const;

export const noSheetMessage = (sheet: string) => `The file has no sheet named ${sheet}`;
export const tooManyRowsMessage = (max = IMPORT_MAX_ROWS) =>
  `The file has more than ${max.toLocaleString('en-IN')} rows: split it into files of at most ${max.toLocaleString('en-IN')} rows`;
const mb = (bytes: number) => Math.floor(bytes / (1024 * 1024)).toLocaleString('en-IN');
export const unpacksTooBigMessage = (bytes: number) => `The file unpacks to more than ${mb(bytes)} MB: split it into smaller files`;
export const packedTooTightlyMessage = (ratio: number) =>
  `A part of the file unpacks to more than ${ratio} times its packed size, as no spreadsheet does: save it again from Excel or LibreOffice`;
export const textTooBigMessage = (bytes: number) => `The file's text needs more than ${mb(bytes)} MB of the server's memory: split it into smaller files`;
export const readTooLongMessage = (seconds: number) => `The file took more than ${seconds} seconds to read: split it into smaller files`;
export const repeatedMobileMessage = (row: number) => `This mobile number is also on row ${row}`;
export const sameRecordMessage = (row: number) => `This row and row ${row} are for the same record`;
export const refusedRowsMessage = (rows: number) => `${rows} row(s) refused: nothing was imported`;

/** What the members import does with a row whose mobile number a member already has. */
export const DUPLICATE_CHOICES = [
  { value: 'skip', label: 'Skip the row' },
  { value: 'update', label: 'Update the member' },
  { value: 'fill', label: 'Fill the member\'s empty fields' },
] as const;
export type DuplicateChoice = (typeof DUPLICATE_CHOICES)[number]['value'];

/** The sheet each import reads (seed 001 §5: "only from the sheet named 'seekers_info'"). */
export const IMPORT_SHEETS: Record<ImportKind, string> = { seekers: 'seekers_info', members: 'members_info' };

/** The seeker's fields in seed 001 §3 "Seeker (add form)" order: the template's headers. */
export const SEEKER_IMPORT_COLUMNS = [
  'salutation', 'firstname', 'middlename', 'lastname', 'gender', 'dob', 'marital_status',
  'country', 'state', 'district', 'city', 'address', 'postal_code',
  'mobile_country_code', 'mobile_number', 'whatsapp', 'email', 'languages_known',
  'education', 'profession', 'profession_description', 'professional_experience',
  'jila', 'kendra', 'upkendra', 'year_joined', 'how_know_us', 'seeker_type', 'type_of_seeker',
  'spi_status', 'spi_level', 'spi_distress', 'upay_hours', 'spi_qualities', 'spi_defects',
  'seva_days', 'seva_hours', 'current_responsibility', 'limitations_in_responsibility',
  'incorrect_attitude_in_seva', 'follow_seva_practices', 'accepting_mistakes',
  'skills', 'level_of_responsibility', 'org_responsibility_responsibility',
  'responsibility_at_district_level', 'which_responsibilities_capable',
  'remarks', 'srs_observations', 'active',
] as const;

/**
 * The member detail entity's fields a person enters (seed 001 §3 "Member (detail screen)"), for
 * the help page's bulk-entry template; the record's own bookkeeping (ids of its creator, dates,
 * verified flags, contact fields) is not imported. profession_id and category_id take the name
 * (the template's lists) or the id; a blank location_id means the chosen Jila.
 */
export const MEMBER_IMPORT_COLUMNS = [
  'salutation', 'firstname', 'lastname', 'hindi_name', 'email', 'gender', 'mobile_number',
  'country', 'state', 'district', 'city', 'address', 'pincode', 'dob',
  'profession_id', 'profession_description', 'education', 'marital_status', 'languages_known',
  'how_know_us', 'whatsapp', 'facebook_id', 'twitter_id', 'website', 'brief_intro', 'participation',
  'vakta_info', 'source', 'location_id', 'assigned_to', 'category_id', 'grade', 'is_alive',
  'seeker_extra_info', 'internal_remark', 'remarks', 'year_joined', 'qualities', 'pds',
  'ashram_visits', 'spiritual_practice', 'periodicals_subscription', 'output', 'objections',
  'met_sr', 'sr_observations',
] as const;

export const IMPORT_COLUMNS: Record<ImportKind, readonly string[]> = { seekers: SEEKER_IMPORT_COLUMNS, members: MEMBER_IMPORT_COLUMNS };

/** Columns read as dates: a date cell, an Excel serial number, or text such as 15-08-1985. */
export const IMPORT_DATE_COLUMNS: readonly string[] = ['dob'];

/** 'Date Of Birth ' -> 'date_of_birth': headers match field names case-insensitively, spaces read as underscores. */
export function headerKey(header: string): string {
  return header.trim().toLowerCase().replace(/\s+/g, '_');
}

// ---- the upload's fields -----------------------------------------------------------------------

const flag01 = z.preprocess((v) => (v === true || v === '1' || v === 1 || v === 'true' ? 1 : 0), z.union([z.literal(0), z.literal(1)]));

/**
 * The multipart fields of `POST api/import/seekers|members` besides the file
 * (docs/api-conventions.md#imports): the Jila (a location id), dry_run=1, mode=valid, duplicates (members), and the
 * browser's progress key.
 */
export const importParamsSchema = z.object({
  district: requiredId(IMPORT_MESSAGES.jilaRequired),
  dry_run: flag01,
  mode: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(['valid'], { error: CHOOSE_FROM_LIST }).optional()),
  duplicates: z.preprocess((v) => (v === '' || v === null || v === undefined ? 'skip' : v), z.enum(['skip', 'update', 'fill'], { error: CHOOSE_FROM_LIST })),
  progress_key: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.string({ error: CHOOSE_FROM_LIST }).regex(/^[A-Za-z0-9_-]{8,64}$/, CHOOSE_FROM_LIST).optional(),
  ),
});
export type ImportParams = z.output<typeof importParamsSchema>;

/** The same fields in a query string (the API docs and the fuzz test see them there): all optional. */
export const importQuerySchema = z.object({
  district: z.string().optional(),
  dry_run: z.string().optional(),
  mode: z.string().optional(),
  duplicates: z.string().optional(),
  progress_key: z.string().optional(),
});

export const importProgressQuerySchema = z.object({
  key: z.string({ error: FIELD_REQUIRED }).regex(/^[A-Za-z0-9_-]{8,64}$/, CHOOSE_FROM_LIST),
});

export const importListQuerySchema = z.object({
  kind: z.enum(['seekers', 'members'], { error: CHOOSE_FROM_LIST }),
  skip: z.coerce.number({ error: CHOOSE_FROM_LIST }).int(CHOOSE_FROM_LIST).min(0, CHOOSE_FROM_LIST).max(1_000_000, CHOOSE_FROM_LIST).default(0),
  limit: z.coerce.number({ error: CHOOSE_FROM_LIST }).int(CHOOSE_FROM_LIST).min(1, CHOOSE_FROM_LIST).max(100, CHOOSE_FROM_LIST).default(10),
});

// ---- the answers -------------------------------------------------------------------------------

export const refusalSchema = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
export type Refusal = z.infer<typeof refusalSchema>;

const outcome = {
  import_id: z.number().int(),
  /** data rows read (empty rows skipped) */
  rows: z.number().int(),
  /** the first IMPORT_REFUSALS_LISTED problems; `refused_rows` counts the rows */
  refused: z.array(refusalSchema),
  refused_rows: z.number().int(),
  unknown_columns: z.array(z.string()),
};

/** A dry run: what an import of the file would do. */
export const importCheckSchema = z.object({
  data: z.object({ ...outcome, create: z.number().int(), update: z.number().int(), skip: z.number().int() }),
});
export type ImportCheck = z.infer<typeof importCheckSchema>['data'];

/** An import: what it did. */
export const importDoneSchema = z.object({
  message: z.string(),
  data: z.object({ ...outcome, created: z.number().int(), updated: z.number().int(), skipped: z.number().int() }),
});
export type ImportDone = z.infer<typeof importDoneSchema>['data'];

export const IMPORT_STATUSES = ['reading', 'checking', 'saving', 'checked', 'imported', 'reverted', 'failed'] as const;
/** An upload still being read, checked or written; a stopped server leaves it so until it is marked 'failed'. */
export const RUNNING_IMPORT_STATUSES = ['reading', 'checking', 'saving'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** `GET api/imports/progress?key=`: how far the server is with an upload. */
export const importProgressSchema = z.object({
  data: z.object({ status: z.string(), progress: z.number().int(), rows_read: z.number().int() }),
});
export type ImportProgress = z.infer<typeof importProgressSchema>['data'];

/** One past import (`GET api/imports`). */
export const importListRowSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  file_name: z.string(),
  location: z.string().nullable(),
  duplicates: z.string().nullable(),
  status: z.string(),
  rows_read: z.number().int(),
  created_count: z.number().int(),
  updated_count: z.number().int(),
  skipped_count: z.number().int(),
  refused_count: z.number().int(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  reverted_by_name: z.string().nullable(),
  reverted_at: z.string().nullable(),
  /** why a 'failed' import did nothing (IMPORT_MESSAGES.interrupted); null otherwise */
  message: z.string().nullable(),
});
export type ImportListRow = z.infer<typeof importListRowSchema>;
export const importListSchema = z.object({ data: z.array(importListRowSchema), count: z.number().int() });

/** `POST api/import/seekers|members`: a dry run's check, or what the import did (it alone has a message). */
export const importAnswerSchema = z.union([importDoneSchema, importCheckSchema]);

export const importRevertSchema = z.object({
  message: z.string(),
  data: z.object({ removed: z.number().int(), restored: z.number().int(), kept: z.number().int() }),
});
