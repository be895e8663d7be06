import { GENDERS, GRADES, MEMBER_MARITAL_STATUSES, OUTPUTS, SOURCES, TITLES } from '@sampark/domain/options/members';
import { countries, statesOf } from '@sampark/domain/geo/places';
import { DEFAULT_COUNTRY, DEGREES, HOW_KNOW_US, LANGUAGES } from '@sampark/domain/options/reference';
import {
  DISTRESS_LEVELS,
  LEVELS_OF_RESPONSIBILITY,
  ORG_RESPONSIBILITIES,
  SADHANA_STATES,
  SEEKER_MARITAL_STATUSES,
  SEEKER_TYPES,
  SEVA_ACTIVITIES,
  SEVA_DAYS,
  SKILLS,
  TYPES_OF_SEEKER,
} from '@sampark/domain/options/seekers';
import { IMPORT_COLUMNS, IMPORT_SHEETS, type ImportKind } from '@sampark/domain/schemas/imports';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/connect';

/**
 * The template of each import (`GET api/import/seekers/template`, `.../members/template`;
 * issue 15): the import's sheet with exactly the accepted headers, one example row, and the
 * option lists as data validation, read from a second sheet "lists" (a list written into the
 * rule itself may not exceed 255 characters). A column that takes several values
 * (comma-separated) only warns, so "Hindi,Marathi" can still be typed.
 */

export const templateFileName = (kind: ImportKind) => `${kind}_import_template.xlsx`;

interface ListColumn {
  values: readonly string[];
  /** several comma-separated values allowed */
  multi?: boolean;
}

const ROWS_VALIDATED = 10_000;
/** Typed as text, so Excel keeps a number's leading zeros and all its digits. */
const TEXT_COLUMNS = ['mobile_number', 'whatsapp', 'mobile_country_code', 'postal_code', 'pincode', 'dob'];

const yesNo = ['1', '0'];
const genders = GENDERS.map((g) => g.label);
const countryNames = () => countries().map((c) => c.name);

async function names(db: Db, table: 'professions' | 'categories'): Promise<string[]> {
  return (await db.selectFrom(table).select('name').where('active', '=', 1).orderBy('name').execute()).map((r) => r.name);
}

async function seekerLists(db: Db): Promise<Record<string, ListColumn>> {
  return {
    salutation: { values: TITLES },
    gender: { values: genders },
    marital_status: { values: SEEKER_MARITAL_STATUSES },
    country: { values: countryNames() },
    state: { values: statesOf(DEFAULT_COUNTRY), multi: true },
    languages_known: { values: LANGUAGES, multi: true },
    education: { values: DEGREES, multi: true },
    profession: { values: await names(db, 'professions'), multi: true },
    how_know_us: { values: HOW_KNOW_US },
    seeker_type: { values: SEEKER_TYPES },
    type_of_seeker: { values: TYPES_OF_SEEKER },
    spi_status: { values: SADHANA_STATES },
    spi_distress: { values: DISTRESS_LEVELS },
    seva_days: { values: SEVA_DAYS, multi: true },
    skills: { values: SKILLS, multi: true },
    level_of_responsibility: { values: LEVELS_OF_RESPONSIBILITY, multi: true },
    org_responsibility_responsibility: { values: ORG_RESPONSIBILITIES, multi: true },
    which_responsibilities_capable: { values: SEVA_ACTIVITIES, multi: true },
    active: { values: yesNo },
  };
}

async function memberLists(db: Db): Promise<Record<string, ListColumn>> {
  return {
    salutation: { values: TITLES },
    gender: { values: genders },
    country: { values: countryNames() },
    state: { values: statesOf(DEFAULT_COUNTRY), multi: true },
    profession_id: { values: await names(db, 'professions') },
    marital_status: { values: MEMBER_MARITAL_STATUSES },
    languages_known: { values: LANGUAGES, multi: true },
    how_know_us: { values: HOW_KNOW_US, multi: true },
    source: { values: SOURCES },
    category_id: { values: await names(db, 'categories') },
    grade: { values: GRADES },
    is_alive: { values: yesNo },
    output: { values: OUTPUTS, multi: true },
  };
}

/** One row a user can read as an example (and that imports as it is). */
function exampleRow(kind: ImportKind, lists: Record<string, ListColumn>): Record<string, string | number> {
  const common = {
    salutation: 'Mr',
    firstname: 'Ravi',
    lastname: 'Kulkarni',
    gender: 'Male',
    dob: '15-08-1985',
    country: DEFAULT_COUNTRY,
    state: 'Maharashtra',
    district: 'Pune',
    city: 'Pune',
    address: '12 Shivaji Road, Kothrud',
    mobile_number: '9876543210',
    email: 'ravi.kulkarni@example.org',
    languages_known: 'Marathi,Hindi',
  };
  if (kind === 'seekers') {
    return {
      ...common,
      middlename: 'Mohan',
      marital_status: 'Married',
      postal_code: '411038',
      mobile_country_code: '91',
      education: 'B.E.',
      profession: lists.profession.values[0] ?? '',
      year_joined: 2010,
      spi_status: 'Good',
      spi_level: 55,
      upay_hours: 1,
      seva_days: 'Sunday',
      seva_hours: 2,
      active: '1',
    };
  }
  return {
    ...common,
    pincode: '411038',
    profession_id: lists.profession_id.values[0] ?? '',
    category_id: lists.category_id.values[0] ?? '',
    brief_intro: 'Met at the Pune book exhibition',
    source: 'PIS',
    is_alive: '1',
  };
}

const columnLetter = (n: number): string => (n <= 26 ? String.fromCharCode(64 + n) : columnLetter(Math.floor((n - 1) / 26)) + columnLetter(((n - 1) % 26) + 1));

export async function templateWorkbook(db: Db, kind: ImportKind): Promise<Buffer> {
  const columns = IMPORT_COLUMNS[kind];
  const lists = kind === 'seekers' ? await seekerLists(db) : await memberLists(db);
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet(IMPORT_SHEETS[kind]);
  const listSheet = wb.addWorksheet('lists');
  sheet.columns = columns.map((c) => ({ header: c, key: c, width: Math.max(12, c.length + 2), style: TEXT_COLUMNS.includes(c) ? { numFmt: '@' } : {} }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(exampleRow(kind, lists));
  Object.entries(lists).forEach(([field, list], i) => {
    const letter = columnLetter(i + 1);
    listSheet.getCell(`${letter}1`).value = field;
    list.values.forEach((v, r) => (listSheet.getCell(`${letter}${r + 2}`).value = v));
    const col = columnLetter(columns.indexOf(field) + 1);
    const validations = (sheet as unknown as { dataValidations: { add(range: string, rule: object): void } }).dataValidations;
    validations.add(`${col}2:${col}${ROWS_VALIDATED}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`lists!$${letter}$2:$${letter}$${list.values.length + 1}`],
      showErrorMessage: true,
      errorStyle: list.multi ? 'warning' : 'stop',
      errorTitle: field,
      error: list.multi ? 'Choose from the list; several values are separated by commas.' : 'Choose a value from the list.',
    });
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
