import { z } from 'zod';

/**
 * The words a person sees when a value does not fit and its schema gives no message of its own
 * (issue 12 defect 12: 'Invalid input: expected string, received number' must never reach a
 * screen). Installed once as zod's global error map when this module is imported: every schema
 * helper (./fields) imports it, and the server imports it explicitly, so schemas built anywhere
 * (the server's query schemas with z.coerce too) answer with these words. A message given by a
 * schema (the seeds' messages) still wins: zod asks the global map last.
 */

export const CHOOSE_FROM_LIST = 'Please choose a value from the list';
export const TEXT_TOO_LONG = 'This text is too long';
export const FIELD_REQUIRED = 'This field is required';
export const ENTER_A_NUMBER = 'Please enter a number';
export const ENTER_A_WHOLE_NUMBER = 'Please enter a whole number';
export const ENTER_TEXT = 'Please enter text';
export const ENTER_A_DATE = 'Please enter a date';
export const ENTER_A_TIME = 'Please enter a time';
export const ENTER_A_VALID_EMAIL = 'Enter a valid email';
export const CHOOSE_YES_OR_NO = 'Please choose yes or no';
export const FILL_IN_THE_FORM = 'Please fill in the form';
export const CHECK_THE_FORMAT = 'Please check the format of this value';
export const CHECK_THIS_VALUE = 'Please check this value';
export const REMOVE_UNKNOWN_FIELDS = 'Please remove the fields this form does not have';

type Issue = z.core.$ZodRawIssue;

function invalidType(issue: Extract<Issue, { code: 'invalid_type' }>): string {
  if (issue.input === undefined) return FIELD_REQUIRED;
  switch (issue.expected) {
    case 'number':
    case 'bigint':
    case 'nan':
      return ENTER_A_NUMBER;
    case 'int':
      return ENTER_A_WHOLE_NUMBER;
    case 'string':
      return ENTER_TEXT;
    case 'boolean':
      return CHOOSE_YES_OR_NO;
    case 'date':
      return ENTER_A_DATE;
    case 'array':
    case 'set':
    case 'tuple':
      return CHOOSE_FROM_LIST;
    case 'object':
    case 'record':
    case 'map':
      return FILL_IN_THE_FORM;
    default:
      return CHECK_THIS_VALUE;
  }
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = String(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return TEXT_TOO_LONG;
    case 'number':
    case 'int':
    case 'bigint':
      return issue.inclusive === false ? `Please enter a number below ${max}` : `Please enter a number no larger than ${max}`;
    case 'array':
    case 'set':
      return `Please choose at most ${max}`;
    case 'date':
      return 'Please enter an earlier date';
    case 'file':
      return 'This file is too large';
    default:
      return CHECK_THIS_VALUE;
  }
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = String(issue.minimum);
  switch (issue.origin) {
    case 'string':
      return Number(issue.minimum) <= 1 ? FIELD_REQUIRED : `Please enter at least ${min} characters`;
    case 'number':
    case 'int':
    case 'bigint':
      return issue.inclusive === false ? `Please enter a number above ${min}` : `Please enter a number of at least ${min}`;
    case 'array':
    case 'set':
      return Number(issue.minimum) <= 1 ? 'Please choose at least one' : `Please choose at least ${min}`;
    case 'date':
      return 'Please enter a later date';
    default:
      return CHECK_THIS_VALUE;
  }
}

function invalidFormat(issue: Extract<Issue, { code: 'invalid_format' }>): string {
  if (issue.format === 'email') return ENTER_A_VALID_EMAIL;
  if (issue.format === 'date' || issue.format === 'datetime') return ENTER_A_DATE;
  if (issue.format === 'time') return ENTER_A_TIME;
  return CHECK_THE_FORMAT;
}

/** A people's message for every kind of issue zod raises. */
export function peopleMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue);
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return invalidFormat(issue);
    case 'not_multiple_of':
      return `Please enter a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return REMOVE_UNKNOWN_FIELDS;
    case 'invalid_union':
    case 'invalid_value':
    case 'invalid_key':
    case 'invalid_element':
      return CHOOSE_FROM_LIST;
    default:
      return CHECK_THIS_VALUE;
  }
}

z.config({ customError: peopleMessage });
