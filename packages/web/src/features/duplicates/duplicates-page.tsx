import { Alert, Anchor, Badge, Button, Card, Group, List, Pagination, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { DUPLICATE_REASONS, type DuplicateGroup, type DuplicateReason, type MergeResult } from '@sampark/domain/schemas/duplicates';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/router';
import { FetchFailed } from '../../components/feedback/fetch-failed';
import { notifyError, notifySuccess } from '../../components/feedback/notify';
import { PleaseWait } from '../../components/feedback/please-wait';
import { translateMessage } from '../../i18n/messages';
import { formatDateTime } from '../../lib/dates';
import { DUPLICATES_KEY, undoMerge, useDuplicateGroups } from './duplicates-api';
import { MergePanel } from './merge-panel';

const PAGE_SIZE = 10;
type Merged = MergeResult & { message: string };

function GroupMembers({ group }: { group: DuplicateGroup }) {
  const { t } = useTranslation('duplicates');
  const columns = ['id', 'fullname', 'source', 'location', 'mobile_number', 'whatsapp', 'email', 'created_at', 'followups'] as const;
  return (
    <Table.ScrollContainer minWidth={700}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c}>{t(`columns.${c}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {group.members.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td>
                <Anchor component={Link} to={`/member/${m.id}/view`}>
                  {m.id}
                </Anchor>
              </Table.Td>
              <Table.Td>{m.fullname}</Table.Td>
              <Table.Td>{m.source}</Table.Td>
              <Table.Td>{m.location}</Table.Td>
              <Table.Td>{m.mobile_number}</Table.Td>
              <Table.Td>{m.whatsapp}</Table.Td>
              <Table.Td>{m.email}</Table.Td>
              <Table.Td>{formatDateTime(m.created_at)}</Table.Td>
              <Table.Td>{m.followups}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function GroupCard({ group, onMerged }: { group: DuplicateGroup; onMerged: (r: Merged) => void }) {
  const { t } = useTranslation('duplicates');
  const [comparing, setComparing] = useState(false);
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <Badge variant="light">{t(`reasons.${group.reason}`)}</Badge>
            <Text fw={600}>{group.key}</Text>
            <Text size="sm">{t('memberCount', { count: group.members.length })}</Text>
          </Group>
          <Button variant="default" onClick={() => setComparing(!comparing)} aria-expanded={comparing}>
            {comparing ? t('hide') : t('compare')}
          </Button>
        </Group>
        <GroupMembers group={group} />
        {comparing && <MergePanel group={group} onMerged={onMerged} />}
      </Stack>
    </Card>
  );
}

/** The last merge's result, with its conflicts and the Undo link. */
function MergedAlert({ merged, onClose }: { merged: Merged; onClose: () => void }) {
  const { t } = useTranslation('duplicates');
  const queryClient = useQueryClient();
  const undo = async () => {
    try {
      notifySuccess(await undoMerge(merged.merge_id));
      onClose();
      await queryClient.invalidateQueries({ queryKey: DUPLICATES_KEY });
    } catch (error) {
      notifyError((error as Error).message);
    }
  };
  return (
    <Alert color="green" title={translateMessage(merged.message)} withCloseButton onClose={onClose} closeButtonLabel={t('close')}>
      <Stack gap="xs">
        <Text size="sm">
          {t('mergedInto')}{' '}
          <Anchor component={Link} to={`/member/${merged.id}/view`}>
            #{merged.id}
          </Anchor>
        </Text>
        {merged.conflicts.length > 0 && (
          <>
            <Text size="sm">{t('conflicts')}</Text>
            <List size="sm">
              {merged.conflicts.map((c) => (
                <List.Item key={`${c.event_id}-${c.member_id}`}>{t('conflict', { event: c.event, member: c.member_id, status: c.status })}</List.Item>
              ))}
            </List>
          </>
        )}
        <Anchor component="button" type="button" onClick={undo} fw={600}>
          {t('undo')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/** /duplicates (issue 30): the duplicate groups, largest first; compare a group, merge it, undo the merge. */
export function DuplicatesPage() {
  const { t } = useTranslation('duplicates');
  const [reason, setReason] = useState<DuplicateReason | 'all'>('all');
  const [page, setPage] = useState(1);
  const [merged, setMerged] = useState<Merged | null>(null);
  const groups = useDuplicateGroups({ skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE, reason: reason === 'all' ? undefined : reason });
  const count = groups.data?.count ?? 0;
  return (
    <Stack gap="md" pos="relative">
      <Title order={1} fz="h2">
        {t('title')}
      </Title>
      <SegmentedControl
        value={reason}
        onChange={(v) => {
          setReason(v as DuplicateReason | 'all');
          setPage(1);
        }}
        data={[{ value: 'all', label: t('reasons.all') }, ...DUPLICATE_REASONS.map((r) => ({ value: r, label: t(`reasons.${r}`) }))]}
        aria-label={t('reasonLabel')}
      />
      {merged && <MergedAlert merged={merged} onClose={() => setMerged(null)} />}
      {groups.isError && <FetchFailed />}
      <PleaseWait visible={groups.isPending} />
      {groups.isSuccess && <Text>{t('groupCount', { count })}</Text>}
      {groups.data?.data.map((g) => (
        <GroupCard key={`${g.reason}-${g.key}`} group={g} onMerged={setMerged} />
      ))}
      {count > PAGE_SIZE && <Pagination total={Math.ceil(count / PAGE_SIZE)} value={page} onChange={setPage} getControlProps={(control) => ({ 'aria-label': t(`page.${control}`) })} />}
    </Stack>
  );
}
