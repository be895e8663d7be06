import type { UseFormReturnType } from '@mantine/form';
import type { MemberFormValues } from './member-values';

/** The member form as the field components take it; `onSubmit` gets the schema's output. */
export type MemberForm = UseFormReturnType<MemberFormValues, Record<string, unknown>>;
