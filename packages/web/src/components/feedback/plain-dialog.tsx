import { IconX } from '@tabler/icons-react';
import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import classes from './plain-dialog.module.css';

export interface PlainDialogProps {
  opened: boolean;
  /**
   * drawn while closed, hidden and inert, so that opening it only shows it: the followup dialog a
   * sevak opens from My Contacts (issue 32; docs/decisions/119-followup-dialog-drawn-before-the-tap.md)
   */
  standby?: boolean;
  onClose(): void;
  /** the heading that names the dialog */
  title: ReactNode;
  /** the close button's accessible name, in the user's language */
  closeLabel: string;
  children: ReactNode;
}

/** What Tab may reach inside the dialog. */
const TABBABLE = 'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab go round inside the dialog instead of reaching the page behind it. */
function keepTabInside(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  // in document order (jsdom's querySelectorAll lists a selector list's parts one after the other)
  const all = [...event.currentTarget.querySelectorAll<HTMLElement>('*')].filter((e) => e.matches(TABBABLE));
  const [first, last] = [all[0], all[all.length - 1]];
  if (!first || !last) return event.preventDefault();
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** While open: the page behind does not scroll, and its scroll bar's room is kept so nothing shifts. */
function useScrollLock(opened: boolean) {
  useEffect(() => {
    if (!opened) return;
    const { style } = document.body;
    const kept = { overflow: style.overflow, paddingRight: style.paddingRight };
    const bar = window.innerWidth - document.documentElement.clientWidth;
    style.overflow = 'hidden';
    if (bar > 0) style.paddingRight = `${bar}px`;
    return () => {
      Object.assign(style, kept);
    };
  }, [opened]);
}

/**
 * While open: Escape closes; the focus moves into the dialog (the dialog itself, so a phone's
 * keyboard does not pop up over the form) and goes back to what opened it when it closes.
 */
function useFocusAndEscape(opened: boolean, box: RefObject<HTMLElement | null>, onClose: () => void) {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!opened) return;
    const opener = document.activeElement;
    box.current?.focus();
    const escape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close.current();
    };
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('keydown', escape);
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [opened, box]);
}

/**
 * A modal dialog of plain HTML (issue 32: Mantine's Modal costs a cheap phone too much for the
 * sevak's followup): full screen on a phone, centred on a desktop, above the app shell's bars and
 * below Mantine's notifications, so the toast after a save shows.
 */
export function PlainDialog({ opened, standby = false, onClose, title, closeLabel, children }: PlainDialogProps) {
  const titleId = useId();
  const box = useRef<HTMLElement>(null);
  useScrollLock(opened);
  useFocusAndEscape(opened, box, onClose);
  if (!opened && !standby) return null;
  return createPortal(
    <div className={opened ? classes.root : `${classes.root} ${classes.standby}`} aria-hidden={opened ? undefined : true} inert={!opened}>
      <div className={classes.overlay} onClick={onClose} />
      <div className={classes.inner}>
        <section ref={box} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={classes.content} onKeyDown={keepTabInside}>
          <header className={classes.header}>
            <h2 id={titleId} className={classes.title}>
              {title}
            </h2>
            <button type="button" className={classes.close} aria-label={closeLabel} onClick={onClose}>
              <IconX aria-hidden="true" />
            </button>
          </header>
          <div className={classes.body}>{children}</div>
        </section>
      </div>
    </div>,
    document.body,
  );
}
