import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FollowupDialog } from '../followups';
import { formatDate } from '../../lib/dates';
import { CalendarAddress } from './calendar-address';
import type { DueContact, Meeting, MyAgenda } from './agenda-api';
import classes from './agenda-panel.module.css';

interface Person {
  member_id: number;
  fullname: string;
}

/**
 * One line of the agenda: a tap anywhere on it opens the followup dialog (44 px, one thumb). Its
 * name is what it shows, after a word only a screen reader hears (WCAG 2.5.3, label in name).
 */
function AgendaItem({ person, detail, badge, onOpen }: { person: Person; detail: string; badge?: ReactNode; onOpen: (p: Person) => void }) {
  const { t } = useTranslation('contacts');
  return (
    <li>
      <button type="button" className={`${classes.item} mantine-focus-auto`} onClick={() => onOpen(person)}>
        {/* the space outside the hidden word: a name computation trims it inside */}
        <span className={classes.visuallyHidden}>{t('agenda.followup')}</span>{' '}
        <span className={classes.row}>
          <span className={classes.text}>
            <span className={classes.name}>{person.fullname}</span>
            <span className={classes.detail}>{detail}</span>
          </span>
          {badge}
        </span>
      </button>
    </li>
  );
}

/** Lines shown before 'Show all': the phone's first screen keeps room for My Contacts' first cards. */
const FIRST_LINES = 3;

interface AgendaListProps<T> {
  title: string;
  empty: string;
  items: T[];
  line: (item: T) => ReactNode;
  /** what follows the whole list: the due contacts the answer left out (AGENDA_DUE_LIMIT) */
  after?: ReactNode;
}

/**
 * Only the lines shown are rendered: a sevak's due list holds up to AGENDA_DUE_LIMIT (100) lines,
 * and rendering (and translating) them all was a long task of the home's start (issue 32).
 */
function AgendaList<T>({ title, empty, items, line, after }: AgendaListProps<T>) {
  const { t } = useTranslation('contacts');
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, FIRST_LINES);
  return (
    <div className={classes.list}>
      <h3 className={classes.listTitle}>{title}</h3>
      {items.length ? (
        <ul aria-label={title} className={classes.lines}>
          {shown.map(line)}
        </ul>
      ) : (
        <p className={classes.empty}>{empty}</p>
      )}
      {items.length > shown.length && (
        <button type="button" className={`${classes.subtleButton} mantine-focus-auto mantine-active`} onClick={() => setAll(true)}>
          {t('agenda.showAll', { count: items.length })}
        </button>
      )}
      {shown.length === items.length && after}
    </div>
  );
}

/**
 * A sevak's agenda above My Contacts (issue 31, docs/decisions/088-my-agenda.md): meetings (a
 * missed one first) and contacts waiting too long, from useMyAgenda (offline, the phone's copy).
 * Plain elements styled by agenda-panel.module.css: it is on the sevak's home, whose first taps a
 * cheap phone must answer quickly (issue 32).
 */
export function AgendaPanel({ agenda: { copy } }: { agenda: MyAgenda }) {
  const { t } = useTranslation('contacts');
  const [open, setOpen] = useState<Person | null>(null);
  if (!copy) return null;
  const meetingBadge = (m: Meeting) =>
    m.overdue ? (
      <span className={`${classes.badge} ${classes.overdue}`}>{t('agenda.overdue')}</span>
    ) : m.later_followup ? (
      <span className={`${classes.badge} ${classes.followedUp}`}>{t('agenda.followedUp')}</span>
    ) : undefined;
  const meetingDetail = (m: Meeting) => t('agenda.meetingAt', { date: formatDate(m.meeting_date), time: m.meeting_time });
  const dueDetail = (d: DueContact) => t('agenda.waiting', { count: d.pending_days });
  // a copy kept by an earlier version has no due_total: it listed every due contact
  const dueLeftOut = (copy.agenda.due_total ?? copy.agenda.due.length) - copy.agenda.due.length;
  return (
    <section className={classes.panel} aria-label={t('agenda.title')}>
      <div className={classes.stack}>
        <h2 className={classes.title}>{t('agenda.title')}</h2>
        <AgendaList
          title={t('agenda.meetings')}
          empty={t('agenda.noMeetings')}
          items={copy.agenda.meetings}
          line={(m) => <AgendaItem key={m.followup_id} person={m} detail={meetingDetail(m)} badge={meetingBadge(m)} onOpen={setOpen} />}
        />
        <AgendaList
          title={t('agenda.due')}
          empty={t('agenda.noDue')}
          items={copy.agenda.due}
          line={(d) => <AgendaItem key={d.member_id} person={d} detail={dueDetail(d)} onOpen={setOpen} />}
          after={dueLeftOut > 0 && <p className={classes.empty}>{t('agenda.dueMore', { count: dueLeftOut })}</p>}
        />
        <CalendarAddress />
      </div>
      {open && <FollowupDialog memberId={open.member_id} memberName={open.fullname} opened onClose={() => setOpen(null)} />}
    </section>
  );
}
