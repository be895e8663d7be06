import { Button, Group, Radio, ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { DuplicateGroup, MergeResult } from '@sampark/domain/schemas/duplicates';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../components/confirm/confirm';
import { notifyError } from '../../components/feedback/notify';
import { PleaseWait } from '../../components/feedback/please-wait';
import { memberKey } from '../../lib/query-keys';
import { DUPLICATES_KEY, type MemberValues, mergeMembers, useMemberRecords } from './duplicates-api';
import { COMPARED, defaultChoices, mergeBodyOf, shownValue } from './merge-choices';

interface Props {
  group: DuplicateGroup;
  onMerged: (result: MergeResult & { message: string }) => void;
}

/** One group side by side: which member to keep, and a radio per field for the value it keeps. */
export function MergePanel({ group, onMerged }: Props) {
  const { t } = useTranslation(['duplicates', 'members']);
  const ids = group.members.map((m) => m.id);
  const queries = useMemberRecords(ids);
  const loaded = queries.every((q) => q.isSuccess);
  const records = useMemo(() => new Map(queries.map((q, i) => [ids[i], q.data as MemberValues | undefined]).filter((e): e is [number, MemberValues] => !!e[1])), [queries, ids]);
  const [keep, setKeep] = useState(ids[0]);
  const [chosen, setChoices] = useState<Record<string, number> | null>(null);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const choices = chosen ?? defaultChoices(keep, ids, records);
  // a new kept member brings its own values back as the default
  const keepMember = (id: number) => {
    setKeep(id);
    setChoices(defaultChoices(id, ids, records));
  };

  const merge = async () => {
    if (!(await confirm({ message: t('confirm', { count: ids.length - 1, id: keep }), title: t('merge'), danger: true }))) return;
    setBusy(true);
    try {
      const res = await mergeMembers(mergeBodyOf(keep, ids, choices));
      onMerged({ ...res.data, message: res.message });
      await Promise.all([DUPLICATES_KEY, ...ids.map(memberKey)].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    } catch (error) {
      notifyError((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  if (!loaded) return <PleaseWait visible />;
  const name = (id: number) => `#${id} ${group.members.find((m) => m.id === id)?.fullname ?? ''}`;
  return (
    <Stack gap="sm">
      <ScrollArea>
        <Table withTableBorder withColumnBorders striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('field')}</Table.Th>
              {ids.map((id) => (
                <Table.Th key={id} scope="col">
                  {name(id)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">{t('keep')}</Table.Th>
              {ids.map((id) => (
                <Table.Td key={id}>
                  <Radio name={`keep-${group.key}`} checked={keep === id} onChange={() => keepMember(id)} label={t('keepThis')} aria-label={t('keepMember', { member: name(id) })} />
                </Table.Td>
              ))}
            </Table.Tr>
            {COMPARED.map(({ field, shown }) => (
              <Table.Tr key={field}>
                <Table.Th scope="row">{t(`members:fields.${field}`)}</Table.Th>
                {ids.map((id) => {
                  const value = shownValue(records.get(id), shown);
                  return (
                    <Table.Td key={id}>
                      <Radio
                        name={`${group.key}-${field}`}
                        checked={choices[field] === id}
                        onChange={() => setChoices({ ...choices, [field]: id })}
                        label={value || t('empty')}
                        aria-label={t('valueOf', { field: t(`members:fields.${field}`), value: value || t('empty'), member: name(id) })}
                      />
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Group justify="space-between">
        <Text size="sm">{t('mergeHint')}</Text>
        <Button color="red" onClick={merge} loading={busy}>
          {t('merge')}
        </Button>
      </Group>
    </Stack>
  );
}
