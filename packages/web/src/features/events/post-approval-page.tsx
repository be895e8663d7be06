import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { POST_APPROVAL_LISTS, type PostApprovalSlug } from '@sampark/domain/options/events';
import { type ComponentType, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from '../../lib/router';
import type { TableQuery } from '../../components/data-table/data-table';
import { postApprovalValueLabel } from './history/event-status-labels';
import { FetchFailed } from '../../components/feedback/fetch-failed';
import { PersonalLinkButtons, usePersonalLinks } from '../registrations';
import { EventMembersTable, newestFirst } from './event-members-table';
import { type ActionOutcome, ActionMessage, PostApprovalActionButtons } from './post-approval-actions';
import { usePostApprovalPage } from './post-approval-api';
import { postApprovalColumns } from './post-approval-columns';
import { PostApprovalDialog, type PostApprovalTarget } from './post-approval-dialog';
import { PlaceFilterFields, PostApprovalStatusDropdowns } from './post-approval-filters';
import { type PlaceFilter, placeFilterOf, placeSearch, postApprovalPath, type PostApprovalList } from './post-approval-values';
import { memberCountText } from './event-member-values';
import { EventMissing, useRouteEvent } from './route-event';

function Header({ eventId, title, name, count }: { eventId: number; title: string; name?: string; count?: string }) {
  const { t } = useTranslation('events');
  return (
    <Group justify="space-between" align="center" gap="sm">
      <Stack gap={2}>
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Group gap="xs">
          {name && (
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
          )}
          {count !== undefined && (
            <Badge size="lg" variant="light" tt="none">
              {count}
            </Badge>
          )}
        </Group>
      </Stack>
      <Group gap="xs">
        <Button component={Link} to={`/event/${eventId}`} variant="light">
          {t('title.details')}
        </Button>
        <Button component={Link} to={`/event/${eventId}/invitees`} variant="light" color="teal">
          {t('nav.invitees')}
        </Button>
        <Button component={Link} to="/event/list" variant="default">
          {t('nav.listOfEvents')}
        </Button>
      </Group>
    </Group>
  );
}

/**
 * /event/{event}/postapproval (the hub, status All) and its nine lists (seed 002 §2
 * "Post-approval screens", §4): only Final Approved members, server-paged; the three status
 * dropdowns open the lists, the place filter travels in the query string. A row click with
 * nothing selected opens the Post-approval Status dialog; selected rows take the list's buttons,
 * and the page shows what happened.
 */
function PostApprovalScreen({ list }: { list: PostApprovalList | null }) {
  const { t } = useTranslation('events');
  const { id, event, missing } = useRouteEvent();
  const navigate = useNavigate();
  const params = useSearchParams();
  const place = useMemo(() => placeFilterOf(params), [params]);
  const [query, setQuery] = useState<TableQuery>(newestFirst(10));
  const members = usePostApprovalPage(id, list, place, query);
  const [selected, setSelected] = useState<string[]>([]);
  const [target, setTarget] = useState<PostApprovalTarget | null>(null);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  // each Final Approved invitee's personal registration link, for the page's rows (issue 16)
  const pageIds = useMemo(() => (members.data?.data ?? []).map((m) => m.id), [members.data]);
  const links = usePersonalLinks(id, pageIds);
  const eventName = event.data?.name ?? '';
  const columns = useMemo(
    () => postApprovalColumns(t, setTarget, (m) => <PersonalLinkButtons url={links.data?.get(m.id)} name={m.fullname} eventName={eventName} />),
    [t, links.data, eventName],
  );
  if (missing) return <EventMissing />;

  const choosePlace = (next: PlaceFilter) => {
    setSelected([]);
    setOutcome(null);
    setQuery({ ...query, pageIndex: 0 });
    navigate(postApprovalPath(id, list, placeSearch(next)), { replace: true });
  };
  const onOutcome = (next: ActionOutcome) => {
    setOutcome(next);
    if ('done' in next) setSelected([]);
  };

  return (
    <Stack gap="md">
      <Header eventId={id} title={t('title.postApprovalOf', { list: list ? postApprovalValueLabel(list.field, list.value) : t('invitees.all') })} name={event.data?.name} count={members.data && memberCountText(members.data.count, members.data.count_capped)} />
      {(event.isError || members.isError) && <FetchFailed />}
      {outcome && <ActionMessage outcome={outcome} onClose={() => setOutcome(null)} />}
      <Group gap="sm" align="center">
        <PostApprovalStatusDropdowns list={list} onList={(next) => navigate(postApprovalPath(id, next, placeSearch(place)))} />
        <PlaceFilterFields value={place} onChange={choosePlace} />
      </Group>
      <PostApprovalActionButtons eventId={id} list={list} selected={selected.map(Number)} onOutcome={onOutcome} />
      {/* keyboard users open the dialog with each row's Update button */}
      <EventMembersTable
        label={t('postApproval.tableLabel')}
        page={members}
        query={query}
        onQueryChange={setQuery}
        columns={columns}
        maxHeight={600}
        selectedIds={selected}
        onSelectionChange={setSelected}
        onRowClick={setTarget}
      />
      <PostApprovalDialog eventId={id} member={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}

/** /event/{event}/postapproval: the hub, every Final Approved member (status All). */
export function PostApprovalHubPage() {
  return <PostApprovalScreen list={null} />;
}

/** One page component per list route, made once so that each route keeps its own component. */
const LIST_PAGES = new Map<PostApprovalSlug, ComponentType>(
  POST_APPROVAL_LISTS.map((list) => {
    const Page = () => <PostApprovalScreen list={list} />;
    Page.displayName = `PostApprovalList(${list.slug})`;
    return [list.slug, Page];
  }),
);

/** /event/{event}/{list}: the Final Approved members with the list's status. */
export function postApprovalListPage(slug: PostApprovalSlug): ComponentType {
  return LIST_PAGES.get(slug)!;
}
