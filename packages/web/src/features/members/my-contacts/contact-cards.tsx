import type { FollowupInput } from '@sampark/domain/schemas/followups';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router';
import { formatDate } from '../../../lib/dates';
import type { QueuedFollowup } from '../../../offline/offline-store';
import { useIdleSteps } from '../../../hooks/use-idle-steps';
import { PlainIcon } from '../../../components/plain/plain-icon';
import classes from './contact-cards.module.css';
import { ContactDetails } from './contact-details';
import { ContactGroupBadge } from '../contact/contact-group-badge';
import { ContactIcons } from '../contact/contact-icons';
import { PendingFollowups } from '../../followups';
import type { Contact } from './my-contacts-api';

type Queued = QueuedFollowup<FollowupInput>;

interface CardProps {
  contact: Contact;
  /** this contact's followups queued on the phone */
  queued: Queued[];
  onFollowup: (contact: Contact) => void;
}

/**
 * Marks each card's name for the Element Timing API: the phone bench (bench/src/phone) reads when
 * the first card was painted. The app passes the attribute on; React's types do not know it.
 */
const PAINT_TIMING: Record<string, string> = { elementtiming: 'contact-card' };

const place = (c: Contact) => [c.city, c.location].filter(Boolean).join(', ');

/**
 * One contact on a phone: one tap to call, WhatsApp or log a followup; details fold out. Plain
 * elements, not Mantine's components: a page of cards was most of a cheap phone's start (issue 32).
 */
function ContactCard({ contact: c, queued, onFollowup }: CardProps) {
  const { t } = useTranslation('contacts');
  const [open, setOpen] = useState(false);
  const about = [place(c), c.profession, c.category].filter(Boolean).join(' · ');
  return (
    <article className={classes.card} aria-label={c.fullname}>
      <div className={classes.head}>
        <div className={classes.who}>
          <Link {...PAINT_TIMING} className={classes.name} to={`/member/${c.id}/view?followup=1`}>
            {c.fullname}
          </Link>
          <p className={classes.meta}>
            #{c.id}
            {c.source ? ` · ${c.source}` : ''}
            {` · ${formatDate(c.created_at)}`}
          </p>
        </div>
        <ContactGroupBadge group={c.contact_group} />
      </div>
      {about && <p className={classes.line}>{about}</p>}
      {c.mobile_number && (
        <p className={classes.numbers}>
          {c.mobile_number}
          {c.whatsapp && c.whatsapp !== c.mobile_number ? ` · ${t('whatsappNumber', { number: c.whatsapp })}` : ''}
        </p>
      )}
      <PendingFollowups items={queued} />
      <div className={classes.actions}>
        <ContactIcons contact={c} size="touch" />
        <button type="button" className={classes.followup} onClick={() => onFollowup(c)} aria-label={t('followupFor', { name: c.fullname })}>
          <PlainIcon name="plus" size={16} />
          {t('followup')}
        </button>
      </div>
      <button type="button" className={classes.toggle} onClick={() => setOpen((o) => !o)} aria-expanded={open}>
        <PlainIcon name={open ? 'chevronUp' : 'chevronDown'} size={16} />
        <span className={classes.toggleText}>{open ? t('hideDetails') : t('details')}</span>
      </button>
      {/* mounted when asked for: a page of closed cards renders none of its ~30 parts (issue 32) */}
      {open && <ContactDetails contact={c} />}
    </article>
  );
}

/** Two answers' copies of one contact are the same card: every field the same. */
function sameContact(a: Contact, b: Contact): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof Contact)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * A card renders again only when what it shows changed: the home re-renders as each of its
 * answers arrives (the phone's copy, the server's page, the queue, the agenda), and re-rendering
 * ten unchanged cards each time was most of a cheap phone's start (issue 32).
 */
const MemoCard = memo(ContactCard, (a, b) => a.onFollowup === b.onFollowup && a.queued === b.queued && sameContact(a.contact, b.contact));

const NONE_QUEUED: Queued[] = [];

/**
 * How many cards the first render makes, and each idle moment after it adds. On a 360 x 740 phone
 * the agenda and the page's header leave room for the first card's top, no more; the others are
 * drawn two at a time while the phone is idle, so the first screen is drawn, and answers a tap,
 * without the work of eight it cannot show, and a tap meanwhile waits for two cards at most (issue 32).
 */
export const FIRST_CARDS = 2;

export function ContactCards({ contacts, queued, onFollowup }: { contacts: Contact[]; queued: Queued[]; onFollowup: CardProps['onFollowup'] }) {
  const added = useIdleSteps(Math.ceil(Math.max(contacts.length - FIRST_CARDS, 0) / FIRST_CARDS));
  const shown = contacts.slice(0, FIRST_CARDS * (1 + added));
  return (
    <div className={classes.cards}>
      {shown.map((c) => {
        const own = queued.filter((f) => f.member_id === c.id);
        return <MemoCard key={c.id} contact={c} queued={own.length ? own : NONE_QUEUED} onFollowup={onFollowup} />;
      })}
    </div>
  );
}
