import { Button, Group, Text } from '@mantine/core';
import type { ApprovalButton } from '@sampark/domain/events/approval-rules';
import type { ApprovalStatus } from '@sampark/domain/options/events';

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
  if (buttons.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        Your role has no actions on this list.
      </Text>
    );
  }
  return (
    <Group gap="xs" align="center">
      <Text fz="sm" c={selected ? undefined : 'dimmed'} aria-live="polite">
        {selected === 0 ? 'Select members to change their status:' : selected === 1 ? '1 member selected:' : `${selected} members selected:`}
      </Text>
      {buttons.map((b) => (
        <Button
          key={b.status}
          size="xs"
          variant={b.label === 'Reject' ? 'light' : 'filled'}
          color={b.label === 'Reject' ? 'red' : undefined}
          disabled={selected === 0}
          onClick={() => onAction(b.status)}
          title={b.label === b.status ? undefined : b.status}
        >
          {b.label}
        </Button>
      ))}
    </Group>
  );
}
