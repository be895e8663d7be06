import { Stack, Text, Textarea } from '@mantine/core';
import type { ApprovalStatus } from '@sampark/domain/options/events';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { approvalStatusLabel } from './history/event-status-labels';
import { useApprovalForm } from './approval-form';
import { EventDialog, SubmitButtons } from './event-dialog';
import { OutcomeButtons, type UpdateOutcome, UpdateOutcomeView, updateStatus } from './status-list-result';

export interface StatusListDialogProps {
  eventId: number;
  /** the status of the button pressed; null: closed */
  status: ApprovalStatus | null;
  /** the selected members */
  memberIds: number[];
  onClose(): void;
  /** the update went through: the list clears its selection */
  onUpdated(): void;
  /** take refused members out of the selection */
  onUnselect(ids: number[]): void;
}

/**
 * A status list's button asks for the comments the approval needs (seed 002 §5 "Approval dialog":
 * 'Please enter comments', Submit disabled until valid), then shows the outcome: the total
 * selected, the new status and the ids, or the members the server refused.
 */
export function StatusListDialog({ status, ...props }: StatusListDialogProps) {
  const { t } = useTranslation('events');
  return (
    <EventDialog opened={status !== null} onClose={props.onClose} title={t('approval.title')}>
      {/* mounted only while open, so every opening starts from a fresh form */}
      {status !== null && <StatusListForm status={status} {...props} />}
    </EventDialog>
  );
}

function StatusListForm({ eventId, status, memberIds, onClose, onUpdated, onUnselect }: Omit<StatusListDialogProps, 'status'> & { status: ApprovalStatus }) {
  const { t } = useTranslation('events');
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<UpdateOutcome | null>(null);
  const { form, valid } = useApprovalForm({ status, comment: '' });
  // the selection as it was when the button was pressed: the list clears it after an update
  const [ids] = useState(memberIds);

  const submit = async (values: { comment: string }) => {
    form.setSubmitting(true);
    const result = await updateStatus(queryClient, eventId, ids, status, values.comment.trim());
    form.setSubmitting(false);
    setOutcome(result);
    if (result.kind === 'done') onUpdated();
  };

  if (outcome) {
    return (
      <Stack gap="md">
        <UpdateOutcomeView outcome={outcome} />
        <OutcomeButtons outcome={outcome} onClose={onClose} onUnselect={onUnselect} />
      </Stack>
    );
  }
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm">
        <Text fz="sm">
          <Text span fw={600}>
            {t('statusList.membersSelected', { count: ids.length })}
          </Text>
          {t('statusList.newStatus')} <Text span fw={600}>{approvalStatusLabel(status)}</Text>
        </Text>
        <Textarea label={t('approval.comments')} required rows={3} data-autofocus {...form.getInputProps('comment')} />
        <SubmitButtons cancels onClose={onClose} disabled={!valid} loading={form.submitting} />
      </Stack>
    </form>
  );
}
