import { z } from 'zod';
import { dataResponseSchema } from './responses';
import { PASSWORD_MIN_LENGTH } from './account';
import { blankToUndefined, CHOOSE_FROM_LIST, idNumber, numberOrBlank } from './fields';

/**
 * Users (seed 001 §2 "Users", §3 "User", §5 "User add and edit", §8). The seed gives the browser
 * and the server different words for a missing field ('User Name is required' in the form,
 * 'Please enter name' from the API), so one builder makes both schemas from a message set; the
 * format rules and their messages are shared.
 */

export interface UserRequiredMessages {
  name: string;
  password: string;
  mobile: string;
  role: string;
  locations: string;
}

/** seed 001 §5 "User add and edit" */
export const USER_FORM_MESSAGES: UserRequiredMessages = {
  name: 'User Name is required',
  password: 'Password is required',
  mobile: 'Mobile number is required',
  role: 'Role is required',
  locations: 'Location is required',
};

/** seed 001 §8 "For users" */
export const USER_API_MESSAGES: UserRequiredMessages = {
  name: 'Please enter name',
  password: 'Please enter password',
  mobile: 'Please enter mobile number',
  role: 'Please enter role',
  locations: 'Please enter location',
};

export const INVALID_EMAIL = 'Enter a valid email';
export const MOBILE_LENGTH = 'Mobile number must be in between 10-12 digit';
export const USER_NAME_MAX = 50;
export const USER_NAME_TOO_LONG = 'Name must be less than 50 characters';
export const PASSWORD_TOO_SHORT = 'Password should atleast be 8 characters';

export const USER_CREATED = 'New User added successfully';
export const USER_UPDATED = 'User updated successfully';
export const USER_DELETED = 'User deleted successfully';
export const EMAIL_TAKEN = 'The email has already been taken.';
export const MOBILE_TAKEN = 'The mobile number has already been taken.';
export const UNKNOWN_LOCATION = 'The selected location does not exist.';
export const CANNOT_DEACTIVATE_SELF = 'You cannot deactivate your own account.';
export const CANNOT_DELETE_SELF = 'You cannot delete your own account.';
export const CANNOT_DEMOTE_SELF = 'You cannot remove your own admin role.';
/** 403: an Admin acting on a Super Admin (issue 12 defect 13, docs/decisions/026-user-roles.md). */
export const SUPER_ADMIN_ONLY = 'Only a Super Admin can change, reset or delete a Super Admin.';
/** 422 on `role`: an Admin asking for role 1 in an add or edit. */
export const SUPER_ADMIN_ROLE_ONLY = 'Only a Super Admin can give the Super Admin role.';
export const userHasMembersMessage = (n: number) => `This user has ${n} assigned member(s). Reassign them before deleting.`;

const numberToString = (v: unknown) => (typeof v === 'number' ? String(v) : v);

function nameField(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(USER_NAME_MAX, USER_NAME_TOO_LONG);
}

/** Optional; stored lower-cased, '' becomes null. */
const emailField = z.preprocess(
  (v) => (v == null ? '' : v),
  z
    .string({ error: INVALID_EMAIL })
    .trim()
    .toLowerCase()
    .refine((v) => v === '' || z.email().safeParse(v).success, INVALID_EMAIL)
    .transform((v) => (v === '' ? null : v)),
);

function mobileField(required: string) {
  return z.preprocess(
    numberToString,
    z
      .string({ error: required })
      .trim()
      .min(1, { error: required, abort: true })
      .regex(/^\d{10,12}$/, MOBILE_LENGTH),
  );
}

function passwordField(required: string) {
  return z
    .string({ error: required })
    .min(1, { error: required, abort: true })
    .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT);
}

/** A select gives '3'; the API gets 3. Anything outside 1-5 counts as not chosen. */
function roleField(required: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : blankToUndefined(v)),
    z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)], { error: required }),
  );
}

/** Location ids; a multi-select gives strings. */
function locationsField(required: string) {
  return z.preprocess(
    (v) => (v == null ? [] : v),
    z
      .array(z.preprocess(numberOrBlank, idNumber(CHOOSE_FROM_LIST)), { error: required })
      .min(1, required)
      .transform((ids) => [...new Set(ids)]),
  );
}

const activeField = z.preprocess(
  (v) => (typeof v === 'boolean' ? Number(v) : blankToUndefined(v)),
  z.union([z.literal(0), z.literal(1)], { error: 'Active must be 0 or 1' }).default(1),
);

export function userSchemas(m: UserRequiredMessages) {
  const base = {
    name: nameField(m.name),
    email: emailField,
    mobile_no: mobileField(m.mobile),
    role: roleField(m.role),
    locations: locationsField(m.locations),
    active: activeField,
  };
  // Unknown keys are dropped, not refused (issue 12 defect 12): a client may send a row back whole,
  // and what it may not set (id, password_hash, created_at ...) is never written.
  return {
    create: z.object({ ...base, password: passwordField(m.password) }),
    /** Without a password (or with a blank one) the old password is kept. */
    update: z.object({ ...base, password: z.preprocess(blankToUndefined, passwordField(m.password).optional()) }),
  };
}

const formSchemas = userSchemas(USER_FORM_MESSAGES);
const apiSchemas = userSchemas(USER_API_MESSAGES);

/** The add and edit dialogs. */
export const userCreateFormSchema = formSchemas.create;
export const userUpdateFormSchema = formSchemas.update;
/** POST api/users and PUT api/users/{id}. */
export const userCreateSchema = apiSchemas.create;
export const userUpdateSchema = apiSchemas.update;
export type UserCreateInput = z.output<typeof userCreateSchema>;
export type UserUpdateInput = z.output<typeof userUpdateSchema>;

/** A row of GET api/users and the admin's GET api/users/{id}; never a password. */
export const userRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  mobile_no: z.string(),
  role: z.number().int(),
  active: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  last_login_date: z.string().nullable(),
  /** whole days since the last login; null when the user never logged in */
  last_login_days: z.number().int().nullable(),
  /** location ids, and their names in the same order */
  locations: z.array(z.number().int()),
  location_names: z.array(z.string()),
});
export type UserRow = z.infer<typeof userRowSchema>;

/** GET api/users/{id} for non-admins, and GET api/subusers rows. */
export const userNameSchema = z.object({ id: z.number().int(), name: z.string() });
export type UserName = z.infer<typeof userNameSchema>;

/** GET api/users. */
export const userListResponseSchema = dataResponseSchema(z.array(userRowSchema));
/** GET api/users/{id}: the whole row for roles 1-2, the name only for the others. */
export const userResponseSchema = dataResponseSchema(z.union([userRowSchema, userNameSchema]));
/** GET api/subusers: the users the caller may assign members to, by name. */
export const subUserListResponseSchema = dataResponseSchema(z.array(userNameSchema));
/** POST api/users and PUT api/users/{id}: the user as saved. */
export const userSavedResponseSchema = z.object({ message: z.string(), data: userRowSchema });
