import { z } from 'zod';
import { LANGUAGES, type Language } from '../languages';
import './people-messages';

/**
 * Login and change password (seed 002 §2 "Login", §5 "Change password"; docs/api-conventions.md#login).
 * The server validates the same bodies with these schemas, so the browser and the API give the
 * same messages.
 */

// unknown fields are dropped (docs/api-conventions.md#ids-numbers-and-unknown-keys)
export const loginSchema = z.object({
  // `email` may also hold the user's mobile number (docs/api-conventions.md#login).
  email: z.string({ error: 'Email or mobile number is required' }).trim().min(1, 'Email or mobile number is required'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const PASSWORD_MIN_LENGTH = 8;

export const changePasswordSchema = z
  .object({
    password: z
      .string({ error: 'Password is required' })
      .min(1, { error: 'Password is required', abort: true })
      .min(PASSWORD_MIN_LENGTH, 'Password should atleast be 8 characters'),
    password_confirmation: z.string({ error: 'The password confirmation does not match.' }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The password confirmation does not match.',
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

const roleSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);

/** The user as the login response and the stored login carry it. */
export const authUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: roleSchema,
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** The languages of the web app (issue 18); 'en' until the user chooses. */
export { LANGUAGES, type Language };

/** PUT /api/user/language; anything else is 'Please choose a value from the list'. */
export const languageSchema = z.object({ language: z.enum(LANGUAGES) });
export type LanguageInput = z.infer<typeof languageSchema>;

/** GET /api/user returns the user object itself; extra fields are kept. */
export const currentUserSchema = authUserSchema.extend({ email: z.string().nullish(), language: z.enum(LANGUAGES).optional() }).loose();
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const loginResponseSchema = z.object({
  token: z.string().min(1),
  token_type: z.literal('Bearer'),
  expires_at: z.string().min(1),
  // the user's language comes with the login, so the app switches before the first screen
  user: authUserSchema.extend({ language: z.enum(LANGUAGES).optional() }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const PASSWORD_UPDATED_MESSAGE = 'Password Updated Successfully';

/** GET api/user: the signed-in user's own record, never the password. */
export const userProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  mobile_no: z.string(),
  role: roleSchema,
  active: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  last_login_date: z.string().nullable(),
  language: z.enum(LANGUAGES),
  /** the ids of the user's locations */
  locations: z.array(z.number().int()),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** PUT api/user/language: the language now kept. */
export const languageResponseSchema = languageSchema;
