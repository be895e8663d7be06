import { Alert, Anchor, Button, Center, Group, Loader, Text } from '@mantine/core';
import type { FollowupInput } from '@sampark/domain/schemas/followups';
import { IconPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { type RefObject, Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LightBadge } from '../../../components/badge/light-badge';
import type { DataTable as DataTableComponent } from '../../../components/data-table/data-table';
import { defaultTableQuery } from '../../../components/data-table/paging';
import { PhoneFooter } from '../../../components/data-table/phone-footer';
import type { DataTableColumn, TableQuery } from '../../../components/data-table/types';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { useCurrentUser } from '../../../lib/use-auth';
import { FollowupDialog, RefusedFollowups, startFollowupSync } from '../../followups';
import { mailtoHref, telHref } from '../contact/contact-links';
import { keepOfflineFiles } from '../../../offline/start-offline';
import { useOnline } from '../../../offline/use-online';
import { useQueuedFollowups } from '../../../offline/use-queued-followups';
import { ContactCards } from './contact-cards';
import { ContactDetails } from './contact-details';
import { copyTime, searchCopy, useContactsCopy } from './contacts-copy';
import { ContactGroupBadge } from '../contact/contact-group-badge';
import { type ContactIconKey, ContactIcons, whatsappLink } from '../contact/contact-icons';
import { ContactsSearch } from './contacts-search';
import { type Contact, MY_CONTACTS_PAGE_SIZES, useMyContacts } from './my-contacts-api';
import classes from './my-contacts-page.module.css';
import { useIdleSteps } from '../../../hooks/use-idle-steps';
import { useScreenMatches } from '../../../hooks/use-screen-matches';

/**
 * The table is for desktops only: a sevak's phone shows cards and never loads the table's code
 * (issue 18; docs/decisions/045-javascript-budgets.md).
 */
const DataTable = lazy(() => import('../../../components/data-table/data-table').then((m) => ({ default: m.DataTable }))) as typeof DataTableComponent;

function LinkCell({ href, text, maw }: { href: string | null; text: string | null; maw?: number }) {
  if (!text) return null;
  if (!href) return <>{text}</>;
  const external = href.startsWith('http');
  return (
    <Anchor
      href={href}
      fz="sm"
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      title={text}
      maw={maw}
      style={{ whiteSpace: 'nowrap', display: 'inline-block', overflow: 'hidden', textOverflow: 'ellipsis', verticalAlign: 'middle' }}
    >
      {text}
    </Anchor>
  );
}

/** A number or address with its contact icons (seed 000 §2 "Contact icons") next to it. */
function ContactCell({ contact, text, href, icons, maw }: { contact: Contact; text: string | null; href: string | null; icons: ContactIconKey[]; maw?: number }) {
  if (!text) return null;
  return (
    <Group gap={4} wrap="nowrap">
      <ContactIcons contact={contact} size="sm" only={icons} />
      <LinkCell href={href} text={text} maw={maw} />
    </Group>
  );
}

/** seed 000 §2 "My Contacts screen" columns; the server sorts by created_at desc. */
function columnsWith(t: TFunction<'contacts'>, onFollowup: (c: Contact) => void): DataTableColumn<Contact>[] {
  return [
    {
      id: 'id',
      header: t('columns.id'),
      accessor: 'id',
      cell: (c) => (
        <Anchor href={`/member/${c.id}/view?followup=1`} target="_blank" fz="sm" aria-label={t('openMember', { id: c.id })}>
          {c.id}
        </Anchor>
      ),
    },
    { id: 'source', header: t('columns.source'), accessor: 'source', cell: (c) => <Text fz="xs">{c.source}</Text> },
    { id: 'fullname', header: t('columns.name'), accessor: 'fullname', cell: (c) => <Text fz="sm" fw={600}>{c.fullname}</Text> },
    { id: 'location', header: t('columns.location'), accessor: 'location' },
    { id: 'city', header: t('columns.city'), accessor: 'city' },
    { id: 'profession', header: t('columns.profession'), accessor: 'profession' },
    { id: 'category', header: t('columns.category'), accessor: 'category' },
    {
      id: 'mobile',
      header: t('columns.mobile'),
      accessor: 'mobile_number',
      cell: (c) => <ContactCell contact={c} text={c.mobile_number} href={telHref(c.mobile_number)} icons={['tel', 'sms']} />,
    },
    { id: 'whatsapp', header: t('columns.whatsapp'), accessor: 'whatsapp', cell: (c) => <ContactCell contact={c} text={c.whatsapp} href={whatsappLink(c)} icons={['whatsapp']} /> },
    { id: 'email', header: t('columns.email'), accessor: 'email', cell: (c) => <ContactCell contact={c} text={c.email} href={mailtoHref(c.email)} icons={['mail']} maw={160} /> },
    { id: 'contact_group', header: t('columns.contactGroup'), accessor: 'contact_group', cell: (c) => <ContactGroupBadge group={c.contact_group} /> },
    { id: 'created_at', header: t('columns.createdOn'), accessor: 'created_at', cell: (c) => <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>{formatDate(c.created_at)}</Text> },
    // last, as seed 000 §2 lists it (issue 26 item 5)
    {
      id: 'actions',
      header: t('columns.actions'),
      cell: (c) => (
        <Button size="compact-sm" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => onFollowup(c)} aria-label={t('followupFor', { name: c.fullname })}>
          {t('followup')}
        </Button>
      ),
    },
  ];
}

const isNetworkError = (error: unknown) => error instanceof ApiError && error.status === 0;

/** seed 000 §9: the first 10, newest first. */
const OPENING_SORT = { id: 'created_at', direction: 'desc' } as const;
const OPENING_QUERY = defaultTableQuery(MY_CONTACTS_PAGE_SIZES[0], OPENING_SORT);

/** The view the screen opens on: the only one the phone's copy stands in for while online. */
function isOpeningView({ pageIndex, pageSize, sort, search }: TableQuery): boolean {
  return pageIndex === 0 && pageSize === OPENING_QUERY.pageSize && !search.trim() && sort?.id === OPENING_SORT.id && sort.direction === OPENING_SORT.direction;
}

/**
 * /mycontacts, role 5's home (seed 000 §2, §8, §9): the members assigned to the user, paged by the
 * server. A table on a desktop, cards on a phone. Offline (or when the server cannot be reached)
 * it shows the phone's copy, searched and paged on the phone, under a banner saying how old it
 * is, and the followups queued meanwhile (docs/decisions/051-offline-my-contacts.md). Online, the
 * copy's first page shows while the server's is on the way (docs/decisions/059-later-visit.md).
 */
export function MyContactsPage() {
  const { t } = useTranslation('contacts');
  // read on the first render (not after it), so a phone never starts loading the table
  const phone = useScreenMatches('(max-width: 48em)');
  const user = useCurrentUser();
  const online = useOnline();
  const [query, setQuery] = useState<TableQuery>(OPENING_QUERY);
  const contacts = useMyContacts(query);
  const copy = useContactsCopy(user?.id, online && contacts.isSuccess);
  const queued = useQueuedFollowups<FollowupInput>(user?.id);
  const followups = useRef<FollowupOpener>(null);
  const [openFollowup] = useState(() => (contact: Contact) => followups.current?.(contact));
  const [columns] = useState(() => columnsWith(t, openFollowup));
  useEffect(() => {
    // sends the followups queued offline, also after a login made without reloading the page
    startFollowupSync();
    keepOfflineFiles();
  }, []);

  const offline = !online || isNetworkError(contacts.error);
  // the server's rows once they are here; until then, on the opening view, the phone's own
  const standIn = !offline && contacts.isPending && isOpeningView(query);
  const found = useMemo(() => (copy && (offline || standIn) ? searchCopy(copy.rows, query.search) : null), [offline, standIn, copy, query.search]);
  const size = query.pageSize === 'All' ? Number.POSITIVE_INFINITY : query.pageSize;
  const rows = found ? found.slice(query.pageIndex * size, (query.pageIndex + 1) * size) : (contacts.data?.data ?? []);
  const total = found ? found.length : (contacts.data?.count ?? 0);
  const ready = found !== null || contacts.isSuccess;
  const waiting = found === null && contacts.isPending && !offline;
  // offline the cards need no code from the network; the table might not be on the phone
  const cards = phone || offline;

  return (
    // plain markup on the phone's path, as the cards below (issue 32, decision 101)
    <div className={classes.page}>
      <div className={classes.header}>
        <h1 className={classes.title}>{t('title')}</h1>
        <LightBadge color="blue" size="lg" upper aria-label={t('records', { count: total })}>
          {total}
        </LightBadge>
      </div>
      {offline && (
        <Alert color="yellow" role="status">
          {copy ? t('offline.banner', { time: copyTime(copy.saved_at) }) : t('offline.noCopy')}
        </Alert>
      )}
      <RefusedFollowups items={queued} />
      <ContactsSearch onSearch={(search) => setQuery((q) => ({ ...q, search, pageIndex: 0 }))} />
      {contacts.isError && !offline && (
        <Alert color="red" role="alert">
          {t('fetchFailed')}
        </Alert>
      )}
      {cards ? (
        <>
          {waiting && (
            <div className={classes.waiting}>
              {/* the spinner of 'Please wait' (components/feedback/please-wait.css, a global class) */}
              <span className="please-wait-loader" role="status" aria-label={t('loading')} />
            </div>
          )}
          {ready && rows.length === 0 && <p className={classes.none}>{t('noRecords')}</p>}
          <ContactCards contacts={rows} queued={queued} onFollowup={openFollowup} />
          <PhoneFooter
            pageIndex={query.pageIndex}
            pageSize={query.pageSize}
            total={total}
            pageSizeOptions={[...MY_CONTACTS_PAGE_SIZES]}
            onPageChange={(pageIndex) => setQuery((q) => ({ ...q, pageIndex }))}
            onPageSizeChange={(pageSize) => setQuery((q) => ({ ...q, pageSize, pageIndex: 0 }))}
          />
        </>
      ) : (
        <Suspense
          fallback={
            <Center py="lg">
              <Loader role="status" aria-label={t('loading')} />
            </Center>
          }
        >
          <DataTable
            mode="remote"
            label={t('title')}
            rows={rows}
            total={total}
            loading={contacts.isFetching}
            query={query}
            onQueryChange={setQuery}
            columns={columns}
            getRowId={(c) => String(c.id)}
            pageSizeOptions={[...MY_CONTACTS_PAGE_SIZES]}
            withSearch={false}
            renderExpanded={(c) => <ContactDetails contact={c} queued={queued} />}
          />
        </Suspense>
      )}
      <FollowupHost opener={followups} />
    </div>
  );
}

/** Opens the followup dialog for a contact. */
type FollowupOpener = (contact: Contact) => void;

/**
 * My Contacts' followup dialog, holding which contact it is open for: a tap on '+ Followup'
 * re-renders this alone, not the page with its search, cards and pager. The page opens it through
 * `opener`, which this fills as it mounts. Each closing starts the next opening afresh (issue 32;
 * docs/decisions/119-followup-dialog-drawn-before-the-tap.md).
 */
function FollowupHost({ opener }: { opener: RefObject<FollowupOpener | null> }) {
  const [contact, setContact] = useState<Contact | null>(null);
  const [openings, setOpenings] = useState(0);
  useEffect(() => {
    opener.current = setContact;
    return () => {
      opener.current = null;
    };
  }, [opener]);
  const close = () => {
    setContact(null);
    setOpenings((n) => n + 1);
  };
  return <OneOpening key={openings} contact={contact} onClose={close} />;
}

/**
 * One opening of the dialog: drawn hidden once the phone is idle, then shown for the contact
 * tapped, so the tap's task only shows it; a tap before that draws it then, as it did before.
 */
function OneOpening({ contact, onClose }: { contact: Contact | null; onClose(): void }) {
  const idle = useIdleSteps(1) > 0;
  if (!contact && !idle) return null;
  return <FollowupDialog memberId={contact?.id ?? 0} memberName={contact?.fullname} opened={contact !== null} standby onClose={onClose} />;
}
