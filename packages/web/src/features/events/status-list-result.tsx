import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import type { ApprovalStatus } from '@sampark/domain/options/events';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { approvalStatusLabel } from './history/event-status-labels';
import { translateMessage } from '../../i18n/messages';
import { ApiError } from '../../lib/api-client';
import { EventDialog } from './event-dialog';
import { approveMembers, EVENT_MEMBERS_KEY } from './events-api';
import { refusalLines, submitErrorText } from './server-messages';

/**
 * What a status update of selected members came to (seed 002 §2 "Invitees list": "After a status
 * update a dialog shows the total selected, the new status and the ids"), or the server's refusal:
 * a batch with one member whose move is not allowed changes nothing, and the 422 names them
 * (docs/api-conventions.md#events: errors.members lines, data.refused ids).
 */
export type UpdateOutcome =
  | { kind: 'done'; message: string; status: ApprovalStatus; ids: number[] }
  | { kind: 'refused'; message: string; status: ApprovalStatus; details: string[]; refused: number[] };

function refusedIdsOf(error: ApiError): number[] {
  const data = (error.body as { data?: { refused?: unknown } } | undefined)?.data;
  return Array.isArray(data?.refused) ? data.refused.filter((id): id is number => typeof id === 'number') : [];
}

/** POST api/event/approvemembers, then every event member list is asked again. */
export async function updateStatus(queryClient: QueryClient, eventId: number, ids: number[], status: ApprovalStatus, comment: string): Promise<UpdateOutcome> {
  try {
    const message = await approveMembers(eventId, ids, status, comment);
    await queryClient.invalidateQueries({ queryKey: EVENT_MEMBERS_KEY });
    return { kind: 'done', message, status, ids };
  } catch (error) {
    const details = error instanceof ApiError && error.status === 422 ? refusalLines(error) : [];
    const refused = error instanceof ApiError && error.status === 422 ? refusedIdsOf(error) : [];
    return { kind: 'refused', message: submitErrorText(error), status, details, refused };
  }
}

/** The outcome as the dialog shows it. */
export function UpdateOutcomeView({ outcome }: { outcome: UpdateOutcome }) {
  const { t } = useTranslation('events');
  if (outcome.kind === 'done') {
    return (
      <Alert color="green" title={translateMessage(outcome.message)} role="status">
        <Stack gap={4}>
          <Text fz="sm">{t('outcome.totalSelected', { number: outcome.ids.length })}</Text>
          <Text fz="sm">{t('outcome.newStatus', { status: approvalStatusLabel(outcome.status) })}</Text>
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('outcome.ids', { ids: outcome.ids.join(', ') })}
          </Text>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="red" title={outcome.message} role="alert">
      <Stack gap={4}>
        {outcome.details.length > 0 && (
          <List size="sm">
            {outcome.details.map((d) => (
              <List.Item key={d} style={{ overflowWrap: 'anywhere' }}>
                {d}
              </List.Item>
            ))}
          </List>
        )}
        {outcome.refused.length > 0 && (
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('outcome.refusedIds', { ids: outcome.refused.join(', ') })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

export interface UpdateOutcomeDialogProps {
  outcome: UpdateOutcome | null;
  onClose(): void;
  /** Offered after a refusal: take the refused members out of the selection. */
  onUnselect?(ids: number[]): void;
}

/** The older approval screen's dialog after a button: the outcome and Close. */
export function UpdateOutcomeDialog({ outcome, onClose, onUnselect }: UpdateOutcomeDialogProps) {
  const { t } = useTranslation('events');
  return (
    <EventDialog opened={outcome !== null} onClose={onClose} title={t('approval.title')}>
      {outcome && (
        <Stack gap="md">
          <UpdateOutcomeView outcome={outcome} />
          <OutcomeButtons outcome={outcome} onClose={onClose} onUnselect={onUnselect} />
        </Stack>
      )}
    </EventDialog>
  );
}

export function OutcomeButtons({ outcome, onClose, onUnselect }: { outcome: UpdateOutcome; onClose(): void; onUnselect?(ids: number[]): void }) {
  const { t } = useTranslation('events');
  const refused = outcome.kind === 'refused' ? outcome.refused : [];
  return (
    <Group justify="flex-end" gap="sm">
      {onUnselect && refused.length > 0 && (
        <Button
          variant="light"
          onClick={() => {
            onUnselect(refused);
            onClose();
          }}
        >
          {t('outcome.unselectRefused')}
        </Button>
      )}
      <Button variant="default" onClick={onClose}>
        {t('dialog.close')}
      </Button>
    </Group>
  );
}
