import { Alert, Button, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { MATERIAL_TYPES } from '@sampark/domain/options/members';
import { type GiftInput, giftSchema } from '@sampark/domain/schemas/members';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirm } from '../../components/confirm/confirm';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { notifyError, notifySuccess } from '../../components/feedback/notify';
import { applyServerErrors, submitErrorMessage } from '../../components/form/server-errors';
import { useZodForm } from '../../components/form/use-zod-form';
import { formatDate, formatDateTime, toIsoDate } from '../../lib/dates';
import { addGift, deleteGift, type GiftRow, memberKey, useMemberGifts } from './member-api';
import { SUB_TABLE_PAGE_SIZES } from './sub-table';
import { asSelect } from '../member-form/select-data';

function columnsWith(onDelete: (row: GiftRow) => void): DataTableColumn<GiftRow>[] {
  return [
    { id: 'id', header: 'ID', accessor: 'id', width: 70 },
    { id: 'gift_type', header: 'Gift Type', accessor: 'gift_type', sortable: true },
    { id: 'gift_description', header: 'Description', accessor: 'gift_description', cell: (g) => <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>{g.gift_description}</Text> },
    { id: 'given_by', header: 'Given By', accessor: 'given_by', sortable: true },
    { id: 'given_on', header: 'Given On', accessor: 'given_on', sortable: true, cell: (g) => formatDate(g.given_on) },
    { id: 'updated_at', header: 'Updated On', accessor: 'updated_at', cell: (g) => formatDateTime(g.updated_at) },
    {
      id: 'actions',
      header: 'Actions',
      width: 110,
      cell: (g) => (
        <Button size="xs" variant="light" color="red" leftSection={<IconTrash size={14} aria-hidden />} aria-label={`Delete gift ${g.id}`} onClick={() => onDelete(g)}>
          Delete
        </Button>
      ),
    },
  ];
}

/** The member's gifts (seed 001 §2, §5 "Gift"): add with the four messages, delete after a confirm. */
export function GiftsTab({ memberId }: { memberId: number }) {
  const queryClient = useQueryClient();
  const gifts = useMemberGifts(memberId);
  const form = useZodForm(giftSchema, { member_id: memberId, gift_type: '', gift_description: '', given_by: '', given_on: '' });
  const refresh = () => queryClient.invalidateQueries({ queryKey: memberKey(memberId) });

  const add = async (body: GiftInput) => {
    form.setSubmitting(true);
    try {
      notifySuccess(await addGift(body));
      form.reset();
      await refresh();
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(submitErrorMessage(error));
    } finally {
      form.setSubmitting(false);
    }
  };
  const remove = async (row: GiftRow) => {
    if (!(await confirm())) return;
    try {
      notifySuccess(await deleteGift(row.id));
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
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
            <Select label="Type of Gift" required data={[...MATERIAL_TYPES]} {...asSelect(form.getInputProps('gift_type'))} />
            <TextInput label="Given By" required {...form.getInputProps('given_by')} />
            <TextInput type="date" label="Given On" required max={toIsoDate(new Date())} {...form.getInputProps('given_on')} />
            <TextInput label="Description" {...form.getInputProps('gift_description')} />
          </SimpleGrid>
          <Button type="submit" mt="sm" loading={form.submitting} leftSection={<IconPlus size={16} aria-hidden />}>
            Add Gift
          </Button>
        </form>
      </Paper>
      {gifts.isError && <Alert color="red">Sorry Could not fetch the data</Alert>}
      <DataTable
        mode="client"
        label="Gifts"
        rows={gifts.data ?? []}
        loading={gifts.isFetching}
        columns={columns}
        getRowId={(g) => String(g.id)}
        pageSizeOptions={SUB_TABLE_PAGE_SIZES}
        withSearch={false}
      />
    </Stack>
  );
}
