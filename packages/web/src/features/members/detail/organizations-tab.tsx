import { Button, Group, Select, TextInput } from '@mantine/core';
import { memberOrganizationSchema } from '@sampark/domain/schemas/members';
import { IconPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { useZodForm } from '../../../components/form/use-zod-form';
import { formatDateTime } from '../../../lib/dates';
import { useOrganizations } from '../../../hooks/use-lookups';
import { addMemberOrg, deleteMemberOrg, type MemberOrgRow, useMemberOrgs } from './member-api';
import { MemberSubList } from './member-sub-list';
import { asSelect } from '../../../components/form/select-data';

const columnsIn = (t: TFunction<'members'>): DataTableColumn<MemberOrgRow>[] => [
  { id: 'id', header: t('duplicates.id'), accessor: 'id', width: 70 },
  { id: 'name', header: t('record.organization'), accessor: 'name', sortable: true },
  { id: 'position', header: t('record.position'), accessor: 'position', sortable: true },
  { id: 'updated_at', header: t('record.updatedOn'), accessor: 'updated_at', cell: (r) => formatDateTime(r.updated_at) },
];

/** The member's organizations (seed 001 §2, §5): add with a position, delete after a confirm. */
export function OrganizationsTab({ memberId }: { memberId: number }) {
  const orgs = useMemberOrgs(memberId);
  const { t } = useTranslation('members');
  const columns = useMemo(() => columnsIn(t), [t]);
  const organizations = useOrganizations();
  const form = useZodForm(memberOrganizationSchema, { member_id: memberId, organization_id: '', position: '' });

  return (
    <MemberSubList
      memberId={memberId}
      label={t('tabs.organizations')}
      rows={orgs}
      columns={columns}
      deleteLabel={(r) => t('record.deleteItem', { name: r.name })}
      form={form}
      add={addMemberOrg}
      remove={deleteMemberOrg}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <Select
          label={t('record.organization')}
          required
          searchable
          style={{ flex: '1 1 240px' }}
          data={(organizations.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
          {...asSelect(form.getInputProps('organization_id'))}
        />
        <TextInput label={t('record.position')} style={{ flex: '1 1 200px' }} {...form.getInputProps('position')} />
        <Button type="submit" mt={{ base: 0, sm: 25 }} loading={form.submitting} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('record.addOrganization')}
        </Button>
      </Group>
    </MemberSubList>
  );
}
