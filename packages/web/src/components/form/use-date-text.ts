import { useState } from 'react';
import { formatDate, fromTypedDate, groupDateDigits } from '../../lib/dates';

/** What the form's value shows as: a date as DD-MM-YYYY, anything else as it is. */
const shown = (value: string) => formatDate(fromTypedDate(value)) || value;

/** The attributes every DD-MM-YYYY input carries: a phone's number pad, no browser suggestions. */
export const DATE_TEXT_ATTRIBUTES = { inputMode: 'numeric', autoComplete: 'off', placeholder: 'DD-MM-YYYY', maxLength: 10 } as const;

/**
 * A date typed and read as DD-MM-YYYY whatever the browser's language (seed 001 §9); the form
 * keeps YYYY-MM-DD. A browser's own date input shows its locale's order (11/27/2026), so none is
 * used (decision 064). Text that is no day reaches the form as typed, and its schema answers with
 * the field's message. Returns the text to show and what to call with each typed text; shared by
 * the Mantine DateField and the plain inputs of the sevak's followup dialog.
 */
export function useDateText(value: string, onChange?: (value: string) => void) {
  const [text, setText] = useState(() => shown(value));
  // the form changed the value itself (a reset, a cleared meeting date): show the new one
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== (fromTypedDate(text) || text)) setText(shown(value));
  }
  const type = (typed: string) => {
    const date = fromTypedDate(typed);
    // dashes are added while typing forward only, so Backspace can take one away
    const grouped = typed.length > text.length && /^[\d-]*$/.test(typed) ? groupDateDigits(typed) : typed;
    const next = date ? formatDate(date) : grouped;
    setText(next);
    const emitted = date || next.trim();
    setSeen(emitted);
    onChange?.(emitted);
  };
  return { text, type };
}
