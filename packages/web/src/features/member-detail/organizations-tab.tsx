import { Alert, Button, Group, Paper, Select, Stack, TextInput } from '@mantine/core';
import { type MemberOrganizationInput, memberOrganizationSchema } from '@sampark/domain/schemas/members';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirm } from '../../components/confirm/confirm';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { notifyError, notifySuccess } from '../../components/feedback/notify';
import { applyServerErrors, submitErrorMessage } from '../../components/form/server-errors';
import { useZodForm } from '../../components/form/use-zod-form';
import { formatDateTime } from '../../lib/dates';
import { useOrganizations } from '../members/lookups-api';
import { addMemberOrg, deleteMemberOrg, memberKey, type MemberOrgRow, useMemberOrgs } from './member-api';
import { SUB_TABLE_PAGE_SIZES } from './sub-table';
import { asSelect } from '../member-form/select-data';

function columnsWith(onDelete: (row: MemberOrgRow) => void): DataTableColumn<MemberOrgRow>[] {
  return [
    { id: 'id', header: 'ID', accessor: 'id', width: 70 },
    { id: 'name', header: 'Organization', accessor: 'name', sortable: true },
    { id: 'position', header: 'Position', accessor: 'position', sortable: true },
    { id: 'updated_at', header: 'Updated On', accessor: 'updated_at', cell: (r) => formatDateTime(r.updated_at) },
    {
      id: 'actions',
      header: 'Actions',
      width: 110,
      cell: (r) => (
        <Button size="xs" variant="light" color="red" leftSection={<IconTrash size={14} aria-hidden />} aria-label={`Delete ${r.name}`} onClick={() => onDelete(r)}>
          Delete
        </Button>
      ),
    },
  ];
}

/** The member's organizations (seed 001 §2, §5): add with a position, delete after a confirm. */
export function OrganizationsTab({ memberId }: { memberId: number }) {
  const queryClient = useQueryClient();
  const orgs = useMemberOrgs(memberId);
  const organizations = useOrganizations();
  const form = useZodForm(memberOrganizationSchema, { member_id: memberId, organization_id: '', position: '' });
  const refresh = () => queryClient.invalidateQueries({ queryKey: memberKey(memberId) });

  const add = async (body: MemberOrganizationInput) => {
    form.setSubmitting(true);
    try {
      notifySuccess(await addMemberOrg(body));
      form.reset();
      await refresh();
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(submitErrorMessage(error));
    } finally {
      form.setSubmitting(false);
    }
  };
  const remove = async (row: MemberOrgRow) => {
    if (!(await confirm())) return;
    try {
      notifySuccess(await deleteMemberOrg(row.id));
      await refresh();
    } catch (error) {
      notifyError(submitErrorMessage(error));
    }
  };
  // remove() only uses values fixed for this member, so the first render's columns stay valid
  const [columns] = useState(() => columnsWith((row) => void remove(row)));

  return (
    <Stack gap="sm">
      <Paper withBorder p="sm">
        <form onSubmit={form.onSubmit(add)} noValidate>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <Select
              label="Organization"
              required
              searchable
              style={{ flex: '1 1 240px' }}
              data={(organizations.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
              {...asSelect(form.getInputProps('organization_id'))}
            />
            <TextInput label="Position" style={{ flex: '1 1 200px' }} {...form.getInputProps('position')} />
            <Button type="submit" mt={{ base: 0, sm: 25 }} loading={form.submitting} leftSection={<IconPlus size={16} aria-hidden />}>
              Add Organization
            </Button>
          </Group>
        </form>
      </Paper>
      {orgs.isError && <Alert color="red">Sorry Could not fetch the data</Alert>}
      <DataTable
        mode="client"
        label="Organizations"
        rows={orgs.data ?? []}
        loading={orgs.isFetching}
        columns={columns}
        getRowId={(r) => String(r.id)}
        pageSizeOptions={SUB_TABLE_PAGE_SIZES}
        withSearch={false}
      />
    </Stack>
  );
}
