import { Alert, Button, Stack, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from '../../lib/router';
import { PleaseWait } from '../../components/feedback/please-wait';
import { ApiError } from '../../lib/api-client';
import { useNamedItem } from './named-list-api';
import { NamedListForm } from './named-list-form';
import { NamedListPage } from './named-list-page';
import type { NamedListTable } from '../../lib/query-keys';
import { NAMED_LIST_SCREENS, type NamedListScreen } from './named-lists';
import { FetchFailed } from '../../components/feedback/fetch-failed';

function CreatePage({ screen }: { screen: NamedListScreen }) {
  const { t } = useTranslation('admin');
  return (
    <Stack maw={560} gap="md">
      <Title order={1} fz="h2">
        {t(`lists.${screen.table}.add`)}
      </Title>
      <NamedListForm screen={screen} id={null} initial={{ name: '', active: 1 }} />
    </Stack>
  );
}

function EditPage({ screen }: { screen: NamedListScreen }) {
  const { t } = useTranslation('admin');
  const id = Number(useParams().id);
  const item = useNamedItem(screen.table, id);
  const missing = !Number.isInteger(id) || (item.error instanceof ApiError && item.error.status === 404);
  return (
    <Stack maw={560} gap="md" pos="relative">
      <Title order={1} fz="h2">
        {t(`lists.${screen.table}.update`)}
      </Title>
      {missing ? (
        <Alert color="red">{t(`lists.${screen.table}.missing`)}</Alert>
      ) : item.isError ? (
        <FetchFailed />
      ) : item.data ? (
        <NamedListForm key={item.data.id} screen={screen} id={item.data.id} initial={{ name: item.data.name, active: item.data.active === 1 ? 1 : 0 }} />
      ) : (
        <PleaseWait />
      )}
    </Stack>
  );
}

/** The statuses screen has no menu entry in the seeds; the categories list links to it. */
function CategoriesExtra() {
  const { t } = useTranslation('admin');
  return (
    <Button component={Link} to="/status/list" variant="default">
      {t('lists.statuses.title')}
    </Button>
  );
}

type Kind = 'list' | 'create' | 'edit';
const pages = new Map<string, ComponentType>();

/** One stable component per list and kind, for the router's lazy `page`. */
export function namedListPage(table: NamedListTable, kind: Kind): ComponentType {
  const key = `${table}:${kind}`;
  let page = pages.get(key);
  if (!page) {
    const screen = NAMED_LIST_SCREENS[table];
    const extra = table === 'categories' ? <CategoriesExtra /> : undefined;
    page =
      kind === 'list' ? () => <NamedListPage screen={screen} extraActions={extra} /> : kind === 'create' ? () => <CreatePage screen={screen} /> : () => <EditPage screen={screen} />;
    pages.set(key, page);
  }
  return page;
}
