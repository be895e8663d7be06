import { Alert, List, Select, Stack, Text, Textarea } from '@mantine/core';
import { POST_APPROVAL_FIELDS } from '@sampark/domain/events/post-approval-rules';
import { EVENT_TEXT_MAX } from '@sampark/domain/schemas/events';
import { TEXT_TOO_LONG } from '@sampark/domain/schemas/fields';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/messages';
import { postApprovalValueLabel } from './history/event-status-labels';
import { EventTimeline } from './history/event-timeline';
import { EventDialog, SubmitButtons } from './event-dialog';
import { EVENT_MEMBERS_KEY } from './events-api';
import { type PostApprovalChange, type Refusal, refusalOf, trackMembers } from './post-approval-api';
import { changedFields, fieldLabel, fieldOptions, type PostApprovalValues, valuesOf } from './post-approval-values';

/** The member the dialog tracks, as a table row holds it. */
export interface PostApprovalTarget {
  id: number;
  fullname: string;
  inv_status: number | null;
  registered: number | null;
  attended: number | null;
  attendance_comment: string | null;
}

export interface PostApprovalDialogProps {
  eventId: number;
  /** null: closed */
  member: PostApprovalTarget | null;
  onClose(): void;
  onChanged?(): void;
}

/**
 * The Post-approval Status dialog (seed 002 §2 "Dialogs": invitation, registration, attendance,
 * attendance comments). Each field offers its current value and the moves of §4 from it, the
 * same table the server checks; the member's timeline follows. Full screen on a phone.
 */
export function PostApprovalDialog({ eventId, member, onClose, onChanged }: PostApprovalDialogProps) {
  const { t } = useTranslation('events');
  return (
    <EventDialog opened={member !== null} onClose={onClose} title={t('postApproval.dialogTitle')}>
      {/* mounted only while open, so every opening starts from the member's values */}
      {member && <PostApprovalContent key={member.id} eventId={eventId} member={member} onClose={onClose} onChanged={onChanged} />}
    </EventDialog>
  );
}

type ContentProps = Omit<PostApprovalDialogProps, 'member'> & { member: PostApprovalTarget };

/** What Submit sends: the changed fields, and the comment when it was edited. */
function changeOf(current: PostApprovalValues, draft: PostApprovalValues, savedComment: string, comment: string): PostApprovalChange {
  const change: PostApprovalChange = Object.fromEntries(changedFields(current, draft).map((f) => [f, draft[f]]));
  if (comment.trim() !== savedComment.trim()) change.attendance_comment = comment.trim();
  return change;
}

function PostApprovalContent({ eventId, member, onClose, onChanged }: ContentProps) {
  const { t } = useTranslation('events');
  const queryClient = useQueryClient();
  // the member's values after this dialog's changes, so the options follow each step
  const [current, setCurrent] = useState(() => valuesOf(member));
  const [draft, setDraft] = useState(current);
  const [savedComment, setSavedComment] = useState(member.attendance_comment ?? '');
  const [comment, setComment] = useState(savedComment);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const change = changeOf(current, draft, savedComment, comment);
  const tooLong = comment.trim().length > EVENT_TEXT_MAX;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    setMessage(null);
    setRefusal(null);
    try {
      setMessage(await trackMembers(eventId, [member.id], change));
      setCurrent(draft);
      setSavedComment(comment.trim());
      onChanged?.();
      // the lists and this timeline show the new values
      await queryClient.invalidateQueries({ queryKey: EVENT_MEMBERS_KEY });
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md">
      <Text fz="sm">
        <Text span fw={600}>
          {member.fullname}
        </Text>{' '}
        {t('postApproval.id', { id: member.id })}
      </Text>
      {message && (
        <Alert color="green" title={translateMessage(message)} role="status">
          {POST_APPROVAL_FIELDS.map((f) => `${fieldLabel(f)}: ${postApprovalValueLabel(f, current[f])}`).join(' · ')}
        </Alert>
      )}
      {refusal && <RefusalAlert refusal={refusal} />}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {POST_APPROVAL_FIELDS.map((f) => (
            <Select
              key={f}
              label={fieldLabel(f)}
              data={fieldOptions(f, current[f])}
              value={String(draft[f])}
              onChange={(v) => v !== null && setDraft({ ...draft, [f]: Number(v) })}
              allowDeselect={false}
            />
          ))}
          <Textarea
            label={t('postApproval.attendanceComments')}
            rows={2}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
            error={tooLong ? translateMessage(TEXT_TOO_LONG) : undefined}
          />
          <SubmitButtons onClose={onClose} disabled={Object.keys(change).length === 0 || tooLong} loading={saving} />
        </Stack>
      </form>
      <EventTimeline eventId={eventId} memberId={member.id} />
    </Stack>
  );
}

/** A 422 names the refused members: the message, each line, and the ids. */
export function RefusalAlert({ refusal }: { refusal: Refusal }) {
  const { t } = useTranslation('events');
  return (
    <Alert color="red" title={refusal.message} role="alert">
      {refusal.details.length > 0 && (
        <List size="sm">
          {refusal.details.map((d) => (
            <List.Item key={d}>{d}</List.Item>
          ))}
        </List>
      )}
      {refusal.refused.length > 0 && (
        <Text fz="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
          {t('outcome.refusedIds', { ids: refusal.refused.join(', ') })}
        </Text>
      )}
    </Alert>
  );
}
