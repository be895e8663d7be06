import { ActionIcon, Badge, Group, Modal, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { canManageRole, roleLabel } from '@sampark/domain/roles';
import { SUPER_ADMIN_ONLY, type UserRow } from '@sampark/domain/schemas/users';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from '../../lib/router';
import { confirm } from '../../components/confirm/confirm';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { notifyError, notifySuccess } from '../../components/feedback/notify';
import { PleaseWait } from '../../components/feedback/please-wait';
import { valueLabel } from '../../i18n/option-label';
import { formatDateTime } from '../../lib/dates';
import { useCurrentUser } from '../../lib/use-auth';
import { STATUS_FILTERS, type StatusFilter, USER_PAGE_SIZES, byStatus, lastLoginAgo } from './user-filters';
import { UserForm } from './user-form';
import { USERS_KEY, deleteUser, useUsers, userErrorMessage } from './users-api';
import { FetchFailed } from '../../components/feedback/fetch-failed';
import { ListHeader } from '../../components/layout/list-header';
import { useScreenMatches } from '../../hooks/use-screen-matches';

type Editing = UserRow | 'new' | null;

/** `actorRole` may not edit or delete every row: an Admin leaves Super Admins alone (issue 12 defect 13). */
function columns(t: TFunction<'admin'>, onEdit: (u: UserRow) => void, onDelete: (u: UserRow) => void, actorRole: number): DataTableColumn<UserRow>[] {
  const locked = (u: UserRow) => !canManageRole(actorRole, u.role);
  const yesNo = (u: UserRow) => t(u.active === 1 ? 'yes' : 'no');
  const lockedTitle = t('users.superAdminOnly', { defaultValue: SUPER_ADMIN_ONLY });
  return [
    { id: 'id', header: t('columns.id'), accessor: 'id', sortable: true, width: 70 },
    { id: 'name', header: t('users.name'), accessor: 'name', sortable: true, locked: true },
    { id: 'email', header: t('users.email'), accessor: (u) => u.email ?? '', sortable: true },
    { id: 'mobile_no', header: t('users.mobile'), accessor: 'mobile_no' },
    { id: 'role', header: t('users.role'), accessor: (u) => valueLabel(t, 'roles', roleLabel(u.role)), sortable: true },
    { id: 'locations', header: t('users.locations'), accessor: (u) => u.location_names.join(', ') },
    {
      id: 'active',
      header: t('activeQ'),
      accessor: yesNo,
      sortable: true,
      width: 90,
      cell: (u) => (
        <Badge variant="light" color={u.active === 1 ? 'green' : 'gray'}>
          {yesNo(u)}
        </Badge>
      ),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      width: 90,
      cell: (u) => (
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="light" disabled={locked(u)} onClick={() => onEdit(u)} aria-label={t('editNamed', { name: u.name })} title={locked(u) ? lockedTitle : t('edit')}>
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="light"
            color="red"
            disabled={locked(u)}
            onClick={() => onDelete(u)}
            aria-label={t('deleteNamed', { name: u.name })}
            title={locked(u) ? lockedTitle : t('delete')}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ),
    },
  ];
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children || '-'}
      </Text>
    </div>
  );
}

/** The details row: last login and the days since (last_login_days), and the rest of the record. */
function UserDetails({ user }: { user: UserRow }) {
  const { t } = useTranslation('admin');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" p="xs">
      <Detail label={t('users.lastLogin')}>{user.last_login_date ? `${formatDateTime(user.last_login_date)} (${lastLoginAgo(user.last_login_days)})` : t('users.never')}</Detail>
      <Detail label={t('users.daysSince')}>{user.last_login_days ?? '-'}</Detail>
      <Detail label={t('users.email')}>{user.email}</Detail>
      <Detail label={t('users.mobile')}>{user.mobile_no}</Detail>
      <Detail label={t('users.role')}>{valueLabel(t, 'roles', roleLabel(user.role))}</Detail>
      <Detail label={t('users.locations')}>{user.location_names.join(', ')}</Detail>
      <Detail label={t('createdOn')}>{formatDateTime(user.created_at)}</Detail>
      <Detail label={t('updatedOn')}>{formatDateTime(user.updated_at)}</Detail>
    </SimpleGrid>
  );
}

/** Delete with the seed's confirmation; a refusal (assigned members, oneself) shows the server's message. */
async function removeUser(u: UserRow, refresh: () => Promise<unknown>) {
  if (!(await confirm())) return;
  try {
    notifySuccess(await deleteUser(u.id));
    await refresh();
  } catch (error) {
    notifyError(userErrorMessage(error));
  }
}

/**
 * /user/list and /user/create (seed 001 §2 "Users", §9): a client-side table, 25 per page with
 * 25, 50, 100 and All, the All / Active / Inactive filter, search, a details row, Add New and an
 * edit dialog, and delete with confirmation.
 */
export function UsersListPage() {
  const { t } = useTranslation('admin');
  const users = useUsers();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const onCreateRoute = useLocation().pathname === '/user/create';
  const [editing, setEditing] = useState<Editing>(onCreateRoute ? 'new' : null);
  const [status, setStatus] = useState<StatusFilter>('All');
  const phone = useScreenMatches('(max-width: 36em)');

  const close = () => {
    setEditing(null);
    if (onCreateRoute) void navigate('/user/list', { replace: true });
  };
  const actorRole = useCurrentUser()?.role ?? 0;
  const cols = useMemo(
    () => columns(t, setEditing, (u) => void removeUser(u, () => queryClient.invalidateQueries({ queryKey: USERS_KEY })), actorRole),
    [t, queryClient, actorRole],
  );
  const rows = useMemo(() => byStatus(users.data ?? [], status), [users.data, status]);
  const editedUser = editing === 'new' ? null : editing;

  return (
    <Stack gap="md" pos="relative">
      <ListHeader title={t('users.title')} onAdd={() => setEditing('new')} />
      {users.isError && <FetchFailed />}
      <PleaseWait visible={users.isPending} />
      <DataTable
        mode="client"
        label={t('users.title')}
        rows={rows}
        columns={cols}
        getRowId={(u) => String(u.id)}
        pageSizeOptions={[...USER_PAGE_SIZES]}
        searchPlaceholder={t('users.search')}
        loading={users.isFetching && !users.isPending}
        renderExpanded={(u) => <UserDetails user={u} />}
        toolbar={
          <SegmentedControl aria-label={t('users.show')} data={STATUS_FILTERS.map((value) => ({ value, label: t(`users.status.${value}`) }))} value={status} onChange={(v) => setStatus(v as StatusFilter)} />
        }
      />
      <Modal opened={editing !== null} onClose={close} title={editedUser ? t('users.edit') : t('users.add')} size="lg" fullScreen={phone}>
        {editing !== null && <UserForm key={editedUser?.id ?? 'new'} user={editedUser} onDone={close} />}
      </Modal>
    </Stack>
  );
}
