import classes from './plain-icon.module.css';

/** The icons a sevak's first screen shows (My Contacts' cards, search and pager), by Tabler's names. */
export type PlainIconName = 'phone' | 'message' | 'brandWhatsapp' | 'mail' | 'plus' | 'chevronDown' | 'chevronUp' | 'chevronLeft' | 'chevronRight' | 'search';

/**
 * A Tabler icon as one element drawn by CSS (plain-icon.module.css), for the screens a cheap phone
 * opens first; the same shape and colour as `@tabler/icons-react`'s, which the other screens keep.
 * Always decorative: the control it sits in carries the name.
 */
export function PlainIcon({ name, size }: { name: PlainIconName; size: number }) {
  return <span className={`${classes.icon} ${classes[name]}`} style={{ width: size, height: size }} aria-hidden />;
}
