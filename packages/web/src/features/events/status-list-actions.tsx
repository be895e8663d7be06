import { Button, Group, Text } from '@mantine/core';
import type { ApprovalButton } from '@sampark/domain/events/approval-rules';
import type { ApprovalStatus } from '@sampark/domain/options/events';
import { useTranslation } from 'react-i18next';
import { approvalActionLabel, approvalStatusLabel } from './history/event-status-labels';

interface StatusListActionsProps {
  buttons: readonly ApprovalButton[];
  selected: number;
  onAction(status: ApprovalStatus): void;
}

/**
 * The action buttons of a status list (seed 002 §4, the "older reading": which buttons a role sees
 * on which list, `approvalButtons`), for the selected rows; the server decides per member.
 */
export function StatusListActions({ buttons, selected, onAction }: StatusListActionsProps) {
  const { t } = useTranslation('events');
  if (buttons.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        {t('statusList.noActions')}
      </Text>
    );
  }
  return (
    <Group gap="xs" align="center">
      <Text fz="sm" c={selected ? undefined : 'dimmed'} aria-live="polite">
        {selected === 0 ? t('statusList.selectToChange') : t('statusList.selected', { count: selected })}
      </Text>
      {buttons.map((b) => (
        <Button
          key={b.status}
          size="xs"
          variant={b.label === 'Reject' ? 'light' : 'filled'}
          color={b.label === 'Reject' ? 'red' : undefined}
          disabled={selected === 0}
          onClick={() => onAction(b.status)}
          title={b.label === b.status ? undefined : approvalStatusLabel(b.status)}
        >
          {approvalActionLabel(b.label)}
        </Button>
      ))}
    </Group>
  );
}
