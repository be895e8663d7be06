import { Button, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { MATERIAL_TYPES } from '@sampark/domain/options/members';
import { giftSchema } from '@sampark/domain/schemas/members';
import { IconPlus } from '@tabler/icons-react';
import type { DataTableColumn } from '../../components/data-table/data-table';
import { useZodForm } from '../../components/form/use-zod-form';
import { formatDate, formatDateTime, toIsoDate } from '../../lib/dates';
import { addGift, deleteGift, type GiftRow, useMemberGifts } from './member-api';
import { MemberSubList } from './member-sub-list';
import { asSelect } from '../../components/form/select-data';

const COLUMNS: DataTableColumn<GiftRow>[] = [
  { id: 'id', header: 'ID', accessor: 'id', width: 70 },
  { id: 'gift_type', header: 'Gift Type', accessor: 'gift_type', sortable: true },
  { id: 'gift_description', header: 'Description', accessor: 'gift_description', cell: (g) => <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>{g.gift_description}</Text> },
  { id: 'given_by', header: 'Given By', accessor: 'given_by', sortable: true },
  { id: 'given_on', header: 'Given On', accessor: 'given_on', sortable: true, cell: (g) => formatDate(g.given_on) },
  { id: 'updated_at', header: 'Updated On', accessor: 'updated_at', cell: (g) => formatDateTime(g.updated_at) },
];

/** The member's gifts (seed 001 §2, §5 "Gift"): add with the four messages, delete after a confirm. */
export function GiftsTab({ memberId }: { memberId: number }) {
  const gifts = useMemberGifts(memberId);
  const form = useZodForm(giftSchema, { member_id: memberId, gift_type: '', gift_description: '', given_by: '', given_on: '' });

  return (
    <MemberSubList
      memberId={memberId}
      label="Gifts"
      rows={gifts}
      columns={COLUMNS}
      deleteLabel={(g) => `Delete gift ${g.id}`}
      form={form}
      add={addGift}
      remove={deleteGift}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <Select label="Type of Gift" required data={[...MATERIAL_TYPES]} {...asSelect(form.getInputProps('gift_type'))} />
        <TextInput label="Given By" required {...form.getInputProps('given_by')} />
        <TextInput type="date" label="Given On" required max={toIsoDate(new Date())} {...form.getInputProps('given_on')} />
        <TextInput label="Description" {...form.getInputProps('gift_description')} />
      </SimpleGrid>
      <Button type="submit" mt="sm" loading={form.submitting} leftSection={<IconPlus size={16} aria-hidden />}>
        Add Gift
      </Button>
    </MemberSubList>
  );
}
