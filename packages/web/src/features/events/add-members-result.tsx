import { Alert, Button, Group, List, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { ADD_MEMBERS_NOTE, type StoreMembersResult } from '@sampark/domain/events/add-members-rules';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/messages';
import { notAddedText } from './add-members-values';

/**
 * The dialog after Add (seed 002 §2 "Add members to event"): the total selected, the ids added
 * and the ids not added with the bilingual note; beyond the seeds, what each id not added lacks,
 * or that it is already in the event or outside the caller's locations (docs/api-conventions.md#events).
 * Long lists scroll inside the dialog.
 */
export function AddMembersResult({ result, onClose }: { result: { message: string; data: StoreMembersResult } | null; onClose: () => void }) {
  const { t } = useTranslation('events');
  const data = result?.data;
  return (
    <Modal opened={result !== null} onClose={onClose} title={t('nav.addMembers')} size="lg">
      {data && (
        <Stack gap="sm">
          <Text fw={600}>{translateMessage(result.message)}</Text>
          <Text>
            {t('addMembers.totalSelected')} <b>{data.total}</b>
          </Text>
          <Stack gap={4} aria-label={t('addMembers.addedGroup')} role="group">
            <Text>
              {t('addMembers.added')} <b>{data.added.length}</b>
            </Text>
            {data.added.length > 0 && (
              <ScrollArea.Autosize mah={120}>
                <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                  {data.added.join(', ')}
                </Text>
              </ScrollArea.Autosize>
            )}
          </Stack>
          <Stack gap={4} aria-label={t('addMembers.notAddedGroup')} role="group">
            <Text>
              {t('addMembers.notAdded')} <b>{data.not_added.length}</b>
            </Text>
            {data.not_added.length > 0 && (
              <ScrollArea.Autosize mah={220}>
                <List size="sm" spacing={2}>
                  {data.not_added.map((n) => (
                    <List.Item key={n.id}>
                      <b>{n.id}</b>: {notAddedText(n)}
                    </List.Item>
                  ))}
                </List>
              </ScrollArea.Autosize>
            )}
          </Stack>
          <Alert color="yellow" variant="light" title={t('addMembers.note')}>
            <Text fz="sm">{ADD_MEMBERS_NOTE.en}</Text>
            <Text fz="sm" lang="hi">
              {ADD_MEMBERS_NOTE.hi}
            </Text>
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('dialog.close')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
