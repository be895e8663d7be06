import { type FormErrors, type UseFormInput, type UseFormReturnType, useForm } from '@mantine/form';
import type { z } from 'zod';
import { translateMessage } from '../../i18n/messages';

export type FormErrorMap = Record<string, string>;

/**
 * The first message of each field, keyed by its dotted path ('members.0.name'), as @mantine/form
 * wants, in the user's language (the shared schemas' messages are English; issue 18).
 */
export function zodErrors(schema: z.ZodType, values: unknown): FormErrorMap {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FormErrorMap = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (path && !(path in errors)) errors[path] = translateMessage(issue.message);
  }
  return errors;
}

export type ZodFormOptions<S extends z.ZodType> = Omit<UseFormInput<z.input<S>, z.output<S>>, 'initialValues' | 'validate' | 'transformValues'>;

export type ZodForm<S extends z.ZodType> = UseFormReturnType<z.input<S>, z.output<S>, (values: z.input<S>) => FormErrors>;

/**
 * @mantine/form validated by a shared zod schema, so the browser shows the same messages the
 * server returns. `onSubmit` receives the parsed output (trimmed, coerced).
 */
export function useZodForm<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: S,
  initialValues: z.input<S>,
  options: ZodFormOptions<S> = {},
): ZodForm<S> {
  return useForm<z.input<S>, z.output<S>, FormErrors>({
    ...options,
    initialValues,
    validate: (values) => zodErrors(schema, values),
    transformValues: (values) => {
      const parsed = schema.safeParse(values);
      return (parsed.success ? parsed.data : values) as z.output<S>;
    },
  });
}
