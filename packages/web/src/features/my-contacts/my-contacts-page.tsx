import { Alert, Anchor, Badge, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { Suspense, lazy, useState } from 'react';
import type { DataTable as DataTableComponent } from '../../components/data-table/data-table';
import { defaultTableQuery } from '../../components/data-table/paging';
import { TableFooter } from '../../components/data-table/table-footer';
import type { DataTableColumn, TableQuery } from '../../components/data-table/types';
import { formatDate } from '../../lib/dates';
import { FollowupDialog } from '../../components/followup/followup-dialog';
import { mailtoHref, telHref } from '../../components/contact/contact-links';
import { ContactCards } from './contact-cards';
import { ContactDetails } from './contact-details';
import { ContactGroupBadge } from '../../components/contact/contact-group-badge';
import { type ContactIconKey, ContactIcons, whatsappLink } from '../../components/contact/contact-icons';
import { ContactsSearch } from './contacts-search';
import { type Contact, MY_CONTACTS_PAGE_SIZES, useMyContacts } from './my-contacts-api';

import { FETCH_FAILED } from '../../components/feedback/fetch-failed';

/**
 * The table is for desktops only: a sevak's phone shows cards and never loads the table's code
 * (issue 18; docs/decisions/045-javascript-budgets.md).
 */
const DataTable = lazy(() => import('../../components/data-table/data-table').then((m) => ({ default: m.DataTable }))) as typeof DataTableComponent;

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
function columnsWith(onFollowup: (c: Contact) => void): DataTableColumn<Contact>[] {
  return [
    {
      id: 'id',
      header: 'ID',
      accessor: 'id',
      cell: (c) => (
        <Anchor href={`/member/${c.id}/view?followup=1`} target="_blank" fz="sm" aria-label={`Open member ${c.id}`}>
          {c.id}
        </Anchor>
      ),
    },
    { id: 'source', header: 'source', accessor: 'source', cell: (c) => <Text fz="xs">{c.source}</Text> },
    { id: 'fullname', header: 'Name', accessor: 'fullname', cell: (c) => <Text fz="sm" fw={600}>{c.fullname}</Text> },
    // seed 000 §2 lists Actions last; its 13 columns overflow a 1280 px screen, so the followup
    // button sits next to the name, where it is in view without scrolling sideways
    {
      id: 'actions',
      header: 'Actions',
      cell: (c) => (
        <Button size="compact-sm" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => onFollowup(c)} aria-label={`+ Followup ${c.fullname}`}>
          Followup
        </Button>
      ),
    },
    { id: 'location', header: 'Location', accessor: 'location' },
    { id: 'city', header: 'City', accessor: 'city' },
    { id: 'profession', header: 'Profession', accessor: 'profession' },
    { id: 'category', header: 'Category', accessor: 'category' },
    {
      id: 'mobile',
      header: 'Mobile',
      accessor: 'mobile_number',
      cell: (c) => <ContactCell contact={c} text={c.mobile_number} href={telHref(c.mobile_number)} icons={['tel', 'sms']} />,
    },
    { id: 'whatsapp', header: 'Whatsapp', accessor: 'whatsapp', cell: (c) => <ContactCell contact={c} text={c.whatsapp} href={whatsappLink(c)} icons={['whatsapp']} /> },
    { id: 'email', header: 'Email', accessor: 'email', cell: (c) => <ContactCell contact={c} text={c.email} href={mailtoHref(c.email)} icons={['mail']} maw={160} /> },
    { id: 'contact_group', header: 'Contact Group', accessor: 'contact_group', cell: (c) => <ContactGroupBadge group={c.contact_group} /> },
    { id: 'created_at', header: 'Created On', accessor: 'created_at', cell: (c) => <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>{formatDate(c.created_at)}</Text> },
  ];
}

/**
 * /mycontacts, role 5's home (seed 000 §2, §8, §9): the members assigned to the user, paged by the
 * server. A table on a desktop, cards on a phone.
 */
export function MyContactsPage() {
  // read on the first render (not after it), so a phone never starts loading the table
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false }) === true;
  const [query, setQuery] = useState<TableQuery>(defaultTableQuery(MY_CONTACTS_PAGE_SIZES[0], { id: 'created_at', direction: 'desc' }));
  const contacts = useMyContacts(query);
  const [followupFor, setFollowupFor] = useState<Contact | null>(null);
  const [columns] = useState(() => columnsWith(setFollowupFor));
  const rows = contacts.data?.data ?? [];
  const total = contacts.data?.count ?? 0;

  return (
    <Stack gap="md">
      <Group gap="sm" align="center">
        <Title order={1} fz="h2">
          My Contacts
        </Title>
        <Badge size="lg" variant="light" aria-label={`${total} records`}>
          {total}
        </Badge>
      </Group>
      <ContactsSearch onSearch={(search) => setQuery((q) => ({ ...q, search, pageIndex: 0 }))} />
      {contacts.isError && (
        <Alert color="red" role="alert">
          {FETCH_FAILED}
        </Alert>
      )}
      {phone ? (
        <>
          {contacts.isPending && (
            <Center py="lg">
              <Loader aria-label="Loading" />
            </Center>
          )}
          {contacts.isSuccess && rows.length === 0 && (
            <Text c="dimmed" ta="center" py="lg">
              There are no matching records
            </Text>
          )}
          <ContactCards contacts={rows} onFollowup={setFollowupFor} />
          <TableFooter
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
              <Loader aria-label="Loading" />
            </Center>
          }
        >
          <DataTable
            mode="remote"
            label="My Contacts"
            rows={rows}
            total={total}
            loading={contacts.isFetching}
            query={query}
            onQueryChange={setQuery}
            columns={columns}
            getRowId={(c) => String(c.id)}
            pageSizeOptions={[...MY_CONTACTS_PAGE_SIZES]}
            withSearch={false}
            renderExpanded={(c) => <ContactDetails contact={c} />}
          />
        </Suspense>
      )}
      {followupFor && (
        <FollowupDialog
          memberId={followupFor.id}
          memberName={followupFor.fullname}
          opened
          onClose={() => setFollowupFor(null)}
        />
      )}
    </Stack>
  );
}
