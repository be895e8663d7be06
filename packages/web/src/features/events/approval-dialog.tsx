import { Alert, List, Select, Stack, Text, Textarea } from '@mantine/core';
import { allowedNextStatuses } from '@sampark/domain/events/approval-rules';
import type { ApprovalStatus } from '@sampark/domain/options/events';
import { approvalDialogSchema } from '@sampark/domain/schemas/events';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { approvalStatusData, approvalStatusLabel } from './history/event-status-labels';
import { EventTimeline } from './history/event-timeline';
import { SOMETHING_WENT_WRONG } from '../../components/form/server-errors';
import { translateMessage } from '../../i18n/messages';
import { ApiError } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/use-auth';
import { useApprovalForm } from './approval-form';
import { EventDialog, SubmitButtons } from './event-dialog';
import { approveMembers, EVENT_MEMBERS_KEY } from './events-api';
import { refusalLines, serverMessageText } from './server-messages';

/** The member the dialog changes, as the table row holds it. */
export interface ApprovalTarget {
  id: number;
  fullname: string;
  status: string;
}

export interface ApprovalDialogProps {
  eventId: number;
  /** the clicked member, or the selected ones (all in one status: the approval filter); null: closed */
  members: ApprovalTarget[] | null;
  onClose(): void;
  /** after a successful change */
  onChanged?(): void;
}

/**
 * The Approval Status dialog of the event details screen (seed 002 §2 "Dialogs", §5): status and
 * comments, both required; the status list offers only what the role may do from the member's
 * current status (§4), the same table the server checks. Beyond the seeds it shows the member's
 * timeline in the event (issue 14). Full screen on a phone.
 */
export function ApprovalDialog({ eventId, members, onClose, onChanged }: ApprovalDialogProps) {
  const { t } = useTranslation('events');
  const opened = members !== null && members.length > 0;
  return (
    <EventDialog opened={opened} onClose={onClose} title={t('approval.title')}>
      {/* mounted only while open, so every opening starts from a fresh form */}
      {opened && <ApprovalContent eventId={eventId} members={members} onClose={onClose} onChanged={onChanged} />}
    </EventDialog>
  );
}

/** What every one of `statuses` may become: the options of a batch (one status under the approval filter). */
export function commonNextStatuses(role: number, statuses: readonly string[]): readonly ApprovalStatus[] {
  const [first, ...rest] = [...new Set(statuses)];
  if (first === undefined) return [];
  return allowedNextStatuses(role, first).filter((s) => rest.every((from) => allowedNextStatuses(role, from).includes(s)));
}

interface Failure {
  message: string;
  details: string[];
}

/** A 422 names the refused members (docs/api-conventions.md#events): the message, then each line. */
function failureOf(error: unknown): Failure {
  if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0) return { message: translateMessage(SOMETHING_WENT_WRONG), details: [] };
  return { message: serverMessageText(error, SOMETHING_WENT_WRONG), details: refusalLines(error) };
}

interface Fields {
  status: string;
  comment: string;
}

interface Result {
  message: string;
  status: ApprovalStatus;
  ids: number[];
}

type ContentProps = Omit<ApprovalDialogProps, 'members'> & { members: ApprovalTarget[] };

function Heading({ members, current }: { members: ApprovalTarget[]; current: string[] }) {
  const { t } = useTranslation('events');
  const statuses = [...new Set(current)].map(approvalStatusLabel).join(', ');
  if (members.length > 1) {
    return (
      <Text fz="sm">
        <Text span fw={600}>
          {t('approval.selectedMany', { number: members.length })}
        </Text>
        {t('approval.currentStatus')} <Text span fw={600}>{statuses}</Text>
      </Text>
    );
  }
  return (
    <Text fz="sm">
      <Text span fw={600}>
        {members[0].fullname}
      </Text>{' '}
      {t('approval.idCurrentStatus', { id: members[0].id })} <Text span fw={600}>{statuses}</Text>
    </Text>
  );
}

function ApprovalContent({ eventId, members, onClose, onChanged }: ContentProps) {
  const { t } = useTranslation('events');
  const role = useCurrentUser()?.role ?? 5;
  const queryClient = useQueryClient();
  // the members' statuses after this dialog's changes, so the options follow each step
  const [current, setCurrent] = useState(() => members.map((m) => m.status));
  const [result, setResult] = useState<Result | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const { form, valid } = useApprovalForm<Fields>({ status: '', comment: '' });
  const options = commonNextStatuses(role, current);
  const ids = members.map((m) => m.id);
  const single = members.length === 1 ? members[0] : null;

  const submit = async (values: Fields) => {
    const { status, comment } = approvalDialogSchema.parse(values);
    setFailure(null);
    setResult(null);
    form.setSubmitting(true);
    try {
      const message = await approveMembers(eventId, ids, status, comment);
      setResult({ message, status, ids });
      setCurrent(ids.map(() => status));
      form.reset();
      onChanged?.();
      // the table and this timeline show the new status
      await queryClient.invalidateQueries({ queryKey: EVENT_MEMBERS_KEY });
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      form.setSubmitting(false);
    }
  };

  return (
    <Stack gap="md">
      <Heading members={members} current={current} />
      {result && (
        <Alert color="green" title={translateMessage(result.message)} role="status">
          <Text fz="sm">{t('outcome.newStatus', { status: approvalStatusLabel(result.status) })}</Text>
          {result.ids.length > 1 && (
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('approval.membersIds', { number: result.ids.length, ids: result.ids.join(', ') })}
            </Text>
          )}
        </Alert>
      )}
      {failure && (
        <Alert color="red" title={failure.message} role="alert">
          {failure.details.length > 0 && (
            <List size="sm">
              {failure.details.map((d) => (
                <List.Item key={d}>{d}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
      {options.length === 0 ? (
        <Alert color="gray">{t('approval.cannotChange', { statuses: [...new Set(current)].map(approvalStatusLabel).join(t('approval.or')) })}</Alert>
      ) : (
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack gap="sm">
            <Select
              label={t('approval.status')}
              placeholder={t('approval.chooseStatus')}
              required
              data={approvalStatusData(options)}
              {...form.getInputProps('status')}
              value={form.values.status || null}
              onChange={(v) => form.setFieldValue('status', v ?? '')}
            />
            <Textarea label={t('approval.comments')} required rows={3} {...form.getInputProps('comment')} />
            <SubmitButtons onClose={onClose} disabled={!valid} loading={form.submitting} />
          </Stack>
        </form>
      )}
      {single && <EventTimeline eventId={eventId} memberId={single.id} />}
    </Stack>
  );
}
