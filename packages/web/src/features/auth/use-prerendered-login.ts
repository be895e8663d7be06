import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type LoginField, type PrerenderedLogin, takeOverPrerenderedLogin } from './prerendered-login';

/**
 * LoginPage takes over the form login.html showed before the app ran (prerendered-login.ts): its
 * values and focus, in layout effects, so no keystroke falls between the two forms and the user
 * never sees an empty one; then a press of Login made meanwhile, through the form's own submit.
 */
export function usePrerenderedLogin(formRef: RefObject<HTMLFormElement | null>, setValues: (values: Record<LoginField, string>) => void): void {
  const [taken, setTaken] = useState<PrerenderedLogin | null>(null);
  const submitted = useRef(false);

  useLayoutEffect(() => {
    const found = takeOverPrerenderedLogin(); // null once taken (StrictMode runs this twice)
    if (!found) return;
    setValues(found.values);
    setTaken(found);
  }, [setValues]);

  // after the values are rendered, or the caret would be reset by them
  useLayoutEffect(() => {
    if (!taken?.focused) return;
    const input = formRef.current?.elements.namedItem(taken.focused.field);
    if (!(input instanceof HTMLInputElement)) return;
    input.focus();
    input.setSelectionRange(...taken.focused.selection);
  }, [taken, formRef]);

  useEffect(() => {
    if (!taken?.pressed || submitted.current) return;
    submitted.current = true;
    formRef.current?.requestSubmit();
  }, [taken, formRef]);
}
