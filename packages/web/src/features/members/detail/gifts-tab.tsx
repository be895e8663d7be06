import { Button, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { MATERIAL_TYPES } from '@sampark/domain/options/members';
import { giftSchema } from '@sampark/domain/schemas/members';
import { IconPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { useZodForm } from '../../../components/form/use-zod-form';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { addGift, deleteGift, type GiftRow, useMemberGifts } from './member-api';
import { MemberSubList } from './member-sub-list';
import { asSelect } from '../../../components/form/select-data';
import { optionData, optionLabel } from '../filter/option-labels';
import { DateField } from '../../../components/form/date-field';

const columnsIn = (t: TFunction<'members'>): DataTableColumn<GiftRow>[] => [
  { id: 'id', header: t('duplicates.id'), accessor: 'id', width: 70 },
  { id: 'gift_type', header: t('record.giftType'), accessor: 'gift_type', sortable: true, cell: (g) => optionLabel('materialTypes', g.gift_type) },
  { id: 'gift_description', header: t('record.description'), accessor: 'gift_description', cell: (g) => <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>{g.gift_description}</Text> },
  { id: 'given_by', header: t('record.givenBy'), accessor: 'given_by', sortable: true },
  { id: 'given_on', header: t('record.givenOn'), accessor: 'given_on', sortable: true, cell: (g) => formatDate(g.given_on) },
  { id: 'updated_at', header: t('record.updatedOn'), accessor: 'updated_at', cell: (g) => formatDateTime(g.updated_at) },
];

/** The member's gifts (seed 001 §2, §5 "Gift"): add with the four messages, delete after a confirm. */
export function GiftsTab({ memberId }: { memberId: number }) {
  const gifts = useMemberGifts(memberId);
  const { t } = useTranslation(['members', 'table']);
  const columns = useMemo(() => columnsIn(t), [t]);
  const form = useZodForm(giftSchema, { member_id: memberId, gift_type: '', gift_description: '', given_by: '', given_on: '' });

  return (
    <MemberSubList
      memberId={memberId}
      label={t('tabs.gifts')}
      rows={gifts}
      columns={columns}
      deleteLabel={(g) => t('record.deleteGift', { id: g.id })}
      form={form}
      add={addGift}
      remove={deleteGift}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <Select label={t('record.typeOfGift')} required data={optionData('materialTypes', MATERIAL_TYPES)} {...asSelect(form.getInputProps('gift_type'))} />
        <TextInput label={t('record.givenBy')} required {...form.getInputProps('given_by')} />
        <DateField label={t('record.givenOn')} required {...form.getInputProps('given_on')} />
        <TextInput label={t('record.description')} {...form.getInputProps('gift_description')} />
      </SimpleGrid>
      <Button type="submit" mt="sm" loading={form.submitting} leftSection={<IconPlus size={16} aria-hidden />}>
        {t('record.addGift')}
      </Button>
    </MemberSubList>
  );
}
