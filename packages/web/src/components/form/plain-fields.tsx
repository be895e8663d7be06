import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useId } from 'react';
import classes from './plain-fields.module.css';
import { DATE_TEXT_ATTRIBUTES, useDateText } from './use-date-text';

/**
 * Form fields of plain HTML for the screens a cheap phone must answer at once (issue 32): a
 * label (its required mark hidden from the accessible name, as Mantine's), the control, and its
 * error under it (aria-invalid, aria-describedby). They take what @mantine/form's getInputProps
 * gives, as Mantine's inputs do; sized as Mantine's `sm` on a desktop and `lg` on a phone.
 */

interface FieldOwn {
  label: string;
  required?: boolean;
  error?: ReactNode;
}

/** The attributes that tie a control to its label and its error. */
interface FieldControl {
  id: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

function PlainField({ label, required, error, children }: FieldOwn & { children(control: FieldControl): ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  const control = { id, required, 'aria-invalid': error ? (true as const) : undefined, 'aria-describedby': error ? errorId : undefined };
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
        {required && (
          <span className={classes.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children(control)}
      {error && (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      )}
    </div>
  );
}

type InputProps = FieldOwn & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>;

export function PlainTextInput({ label, required, error, ...input }: InputProps) {
  return (
    <PlainField label={label} required={required} error={error}>
      {(control) => <input type="text" {...input} {...control} className={classes.input} />}
    </PlainField>
  );
}

type DateInputProps = Omit<InputProps, 'value' | 'onChange' | 'type'> & {
  /** the form's value: YYYY-MM-DD as the API keeps it, '' or what was typed while it is no date */
  value?: string;
  onChange?: (value: string) => void;
};

/** A date typed and read as DD-MM-YYYY (useDateText), as the Mantine DateField does. */
export function PlainDateInput({ value = '', onChange, ...props }: DateInputProps) {
  const { text, type } = useDateText(value, onChange);
  return <PlainTextInput {...DATE_TEXT_ATTRIBUTES} {...props} value={text} onChange={(e) => type(e.currentTarget.value)} />;
}

type SelectProps = FieldOwn & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & { options: { value: string; label: string }[] };

/**
 * The select's up-down chevron, as Mantine's Select draws it, as an inline SVG: a CSS mask or
 * background made of an SVG costs Chromium a whole SVG document the first time a select shows, in
 * the task of a sevak's tap on '+ Followup' (issue 32; decision 118's amendment).
 */
function SelectChevron() {
  return (
    <svg className={classes.chevron} viewBox="0 0 15 15" aria-hidden="true">
      <path
        fillRule="evenodd"
        d="M4.93 5.43a.45.45 0 0 0 .64.64L7.5 4.14l1.93 1.93a.45.45 0 0 0 .64-.64L7.82 3.18a.45.45 0 0 0-.64 0L4.93 5.43Zm5.14 4.14a.45.45 0 0 0-.64-.64L7.5 10.86 5.57 8.93a.45.45 0 0 0-.64.64l2.25 2.25c.18.18.46.18.64 0l2.25-2.25Z"
      />
    </svg>
  );
}

/**
 * A native select: a phone opens its own picker, which always fits the screen. Its empty first
 * option shows nothing is chosen yet; it cannot be chosen again, as Mantine's Select did not
 * let a chosen option be emptied (app/theme.ts, allowDeselect).
 */
export function PlainSelect({ label, required, error, options, ...select }: SelectProps) {
  return (
    <PlainField label={label} required={required} error={error}>
      {(control) => (
        <div className={classes.selectBox}>
          <select {...select} {...control} className={`${classes.input} ${classes.select}`}>
            <option value="" disabled hidden />
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <SelectChevron />
        </div>
      )}
    </PlainField>
  );
}

type TextareaProps = FieldOwn & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>;

export function PlainTextarea({ label, required, error, ...textarea }: TextareaProps) {
  return (
    <PlainField label={label} required={required} error={error}>
      {(control) => <textarea {...textarea} {...control} className={`${classes.input} ${classes.textarea}`} />}
    </PlainField>
  );
}
