import brandWhatsapp from '@tabler/icons/outline/brand-whatsapp.svg?raw';
import chevronDown from '@tabler/icons/outline/chevron-down.svg?raw';
import chevronLeft from '@tabler/icons/outline/chevron-left.svg?raw';
import chevronRight from '@tabler/icons/outline/chevron-right.svg?raw';
import chevronUp from '@tabler/icons/outline/chevron-up.svg?raw';
import mail from '@tabler/icons/outline/mail.svg?raw';
import message from '@tabler/icons/outline/message.svg?raw';
import phone from '@tabler/icons/outline/phone.svg?raw';
import plus from '@tabler/icons/outline/plus.svg?raw';
import search from '@tabler/icons/outline/search.svg?raw';
import classes from './plain-icon.module.css';

const FILES = { phone, message, brandWhatsapp, mail, plus, chevronDown, chevronUp, chevronLeft, chevronRight, search };

/** The icons a sevak's first screen shows (My Contacts' cards, search and pager), by Tabler's names. */
export type PlainIconName = keyof typeof FILES;

/**
 * An icon file's outline as one path's data: the `d` of each of its paths, Tabler's invisible
 * 24 x 24 box left out, joined as subpaths. Drawn by a stroke with no fill, one path is the same
 * picture as the file's several. Every icon listed above is made of paths only; another shape
 * throws, here at the module's load and in the test.
 */
export function iconPath(file: string): string {
  const inside = file.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const shapes = inside.match(/<[a-z]+\b[^>]*>/g) ?? [];
  return shapes
    .filter((shape) => !shape.includes('d="M0 0h24v24H0z"'))
    .map((shape) => {
      const d = /^<path d="([^"]+)"[^>]*>$/.exec(shape)?.[1];
      if (!d) throw new Error(`plain-icon draws paths only, not ${shape}`);
      return d;
    })
    .join(' ');
}

const PATHS = Object.fromEntries(Object.entries(FILES).map(([name, file]) => [name, iconPath(file)])) as Record<PlainIconName, string>;

/**
 * A Tabler icon for the screens a cheap phone opens first: the icon's own SVG file (from
 * `@tabler/icons`, the files `@tabler/icons-react` is made from) drawn as one `<svg>` with one
 * `<path>`, its stroke set by plain-icon.module.css: no parse and no attribute per shape set by
 * script (decision 118 says what was tried before: CSS masks, the file's markup). Always
 * decorative: the control it sits in carries the name.
 */
export function PlainIcon({ name, size }: { name: PlainIconName; size: number }) {
  return (
    <svg className={classes.icon} width={size} height={size} viewBox="0 0 24 24" aria-hidden>
      <path d={PATHS[name]} />
    </svg>
  );
}
