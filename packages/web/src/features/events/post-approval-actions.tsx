import { Alert, Button, Group, Text } from '@mantine/core';
import { POST_APPROVAL_FIELDS } from '@sampark/domain/events/post-approval-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/messages';
import { postApprovalValueLabel } from './history/event-status-labels';
import { EVENT_MEMBERS_KEY } from './events-api';
import { type Refusal, refusalOf, trackMembers } from './post-approval-api';
import { RefusalAlert } from './post-approval-dialog';
import { fieldLabel, listActions, type PostApprovalAction, type PostApprovalList } from './post-approval-values';

/** What the page says after a button: the server's message, how many, the new status and the ids; or the refusal. */
export type ActionOutcome = { done: { message: string; action: PostApprovalAction; ids: number[] } } | { refusal: Refusal };

export function ActionMessage({ outcome, onClose }: { outcome: ActionOutcome; onClose(): void }) {
  const { t } = useTranslation('events');
  if ('refusal' in outcome) return <RefusalAlert refusal={outcome.refusal} />;
  const { message, action, ids } = outcome.done;
  return (
    <Alert color="green" title={translateMessage(message)} role="status" withCloseButton onClose={onClose} closeButtonLabel={t('postApproval.dismiss')}>
      <Text fz="sm">{t('outcome.totalSelected', { number: ids.length })}</Text>
      <Text fz="sm">{t('outcome.newStatus', { status: `${fieldLabel(action.field)}: ${postApprovalValueLabel(action.field, action.value)}` })}</Text>
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('outcome.ids', { ids: ids.join(', ') })}
      </Text>
    </Alert>
  );
}

interface ActionButtonsProps {
  eventId: number;
  list: PostApprovalList | null;
  selected: number[];
  onOutcome(outcome: ActionOutcome): void;
}

/**
 * The buttons for the selected rows (seed 002 §4): a list offers the moves from its status, the
 * hub ('All') every button, grouped by field. The server refuses the whole batch if one member's
 * move is not allowed; nothing is half-applied.
 */
export function PostApprovalActionButtons({ eventId, list, selected, onOutcome }: ActionButtonsProps) {
  const { t } = useTranslation('events');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const actions = listActions(list);

  const run = async (action: PostApprovalAction) => {
    setBusy(`${action.field}-${action.value}`);
    try {
      const message = await trackMembers(eventId, selected, { [action.field]: action.value });
      onOutcome({ done: { message, action, ids: [...selected].sort((a, b) => a - b) } });
      await queryClient.invalidateQueries({ queryKey: EVENT_MEMBERS_KEY });
    } catch (error) {
      onOutcome({ refusal: refusalOf(error) });
    } finally {
      setBusy(null);
    }
  };

  // the buttons take room a phone needs for the table: they show once a row is selected
  if (selected.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        {t('postApproval.selectToChange')}
      </Text>
    );
  }
  return (
    <Group gap="md" align="center" role="group" aria-label={t('postApproval.changeSelected')}>
      <Text fz="sm" fw={600}>
        {t('postApproval.selected', { number: selected.length })}
      </Text>
      {POST_APPROVAL_FIELDS.filter((f) => actions.some((a) => a.field === f)).map((f) => (
        <Group key={f} gap={6} align="center">
          <Text fz="sm" c="dimmed">
            {fieldLabel(f)}:
          </Text>
          {actions
            .filter((a) => a.field === f)
            .map((a) => (
              <Button
                key={a.value}
                size="xs"
                variant="light"
                disabled={busy !== null && busy !== `${f}-${a.value}`}
                loading={busy === `${f}-${a.value}`}
                onClick={() => void run(a)}
              >
                {a.label}
              </Button>
            ))}
        </Group>
      ))}
    </Group>
  );
}
