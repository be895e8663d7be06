import { TextInput, type TextInputProps } from '@mantine/core';
import { DATE_TEXT_ATTRIBUTES, useDateText } from './use-date-text';

export interface DateFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  /** the form's value: YYYY-MM-DD as the API keeps it, '' or what was typed while it is no date */
  value?: string;
  onChange?: (value: string) => void;
}

/** A Mantine text input for a date typed and read as DD-MM-YYYY (useDateText), on a phone's number pad. */
export function DateField({ value = '', onChange, ...props }: DateFieldProps) {
  const { text, type } = useDateText(value, onChange);
  return <TextInput {...DATE_TEXT_ATTRIBUTES} {...props} value={text} onChange={(e) => type(e.currentTarget.value)} />;
}
