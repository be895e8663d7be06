/**
 * The app's languages (issue 18). Kept apart from the schemas in schemas/account.ts so the web
 * app's entry can know them without loading zod (docs/decisions/115-sevak-start-without-zod.md).
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
