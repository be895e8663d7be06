import { Alert, Button, Group, List, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import {
  CONTACT_RESPONSES,
  CONTACT_STATUSES,
  isPositiveResponse,
  PARTICIPATION_STATUSES,
  STATUS_CALLED_FOR_MEETING,
  STATUS_CONTACT_ESTABLISHED,
} from '@sampark/domain/options/members';
import {
  FOLLOWUP_ADDED,
  FOLLOWUP_FORM_MESSAGES,
  type FollowupInput,
  type FollowupMessages,
  makeFollowupSchema,
} from '@sampark/domain/schemas/followups';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/messages';
import { notifySuccess } from '../../components/feedback/notify';
import { applyServerErrors, SOMETHING_WENT_WRONG } from '../../components/form/server-errors';
import { zodErrors } from '../../components/form/use-zod-form';
import { ApiError } from '../../lib/api-client';
import { toIsoDate } from '../../lib/dates';
import { useCurrentUser } from '../../lib/use-auth';
import { newFollowupKey, queueFollowup } from '../../offline/followup-queue';
import { refreshAfterFollowup, saveFollowup } from './followups-api';
import { optionLabel } from './queued-followups';
import { DateField } from '../../components/form/date-field';

export interface FollowupDialogProps {
  memberId: number;
  memberName?: string;
  opened: boolean;
  onClose(): void;
  onSaved?(): void;
}

/**
 * The one followup dialog (seed 000 §3-§5, §8; seed 001 §5 "Followup add"), used from the members
 * list, My Contacts and the member screen. Full screen on a phone, worked with one thumb: inputs
 * and buttons at least 44 px high, Cancel and Save at the bottom of the screen (issue 18).
 * Offline (or when the server cannot be reached) the followup is queued on the phone and sent
 * when the network returns (docs/decisions/051-offline-my-contacts.md).
 */
export function FollowupDialog({ memberId, memberName, opened, onClose, onSaved }: FollowupDialogProps) {
  const { t } = useTranslation('contacts');
  const phone = useMediaQuery('(max-width: 36em)') === true;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={memberName ? t('dialog.titleFor', { name: memberName }) : t('dialog.title')}
      size="lg"
      fullScreen={phone}
      centered
      closeButtonProps={{ size: phone ? 44 : 'md', 'aria-label': t('dialog.close') }}
      // the form fills the phone's screen, so its actions can sit at the bottom
      styles={phone ? { content: { display: 'flex', flexDirection: 'column' }, body: { flex: 1, display: 'flex', flexDirection: 'column' } } : undefined}
    >
      {/* mounted only while open, so every opening starts from a fresh form */}
      {opened && <FollowupForm memberId={memberId} memberName={memberName} phone={phone} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

/** The server's refusal as the seeds' dialog shows it: its message, then every field error. */
interface Failure {
  message: string;
  details: string[];
}

/** The browser form's messages (seed 000 §5) in the user's language; English is the seeds' text. */
function formMessages(t: TFunction<'contacts'>): FollowupMessages {
  const keys = ['dateRequired', 'dateInFuture', 'contactedByRequired', 'statusRequired', 'responseRequired', 'participationRequired', 'meetingRequired', 'meetingBeforeFollowup', 'memberRequired'] as const;
  return { ...FOLLOWUP_FORM_MESSAGES, ...Object.fromEntries(keys.map((k) => [k, t(`dialog.errors.${k}`)])) };
}

/** An option list of the domain with its labels in the user's language; the values stay. */
function options(t: TFunction<'contacts'>, list: readonly string[], group: 'status' | 'response' | 'participation') {
  return list.map((value) => ({ value, label: optionLabel(t, group, value) }));
}

function failureOf(error: unknown): Failure {
  if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0) return { message: translateMessage(SOMETHING_WENT_WRONG), details: [] };
  const details = Object.values(error.errors ?? {}).flat().map((d) => translateMessage(d));
  return { message: translateMessage(error.serverMessage ?? SOMETHING_WENT_WRONG), details };
}

/** The form's inputs: text as typed; the schema turns them into the payload. */
interface FollowupFields {
  member_id: number;
  followup_date: string;
  contacted_by: string;
  contact_status: string;
  contact_response: string;
  participation: string;
  meeting_date: string;
  meeting_time: string;
  comments: string;
}

type FormProps = Pick<FollowupDialogProps, 'memberId' | 'memberName' | 'onClose' | 'onSaved'> & { phone: boolean };

/** A save that did not reach the server: the followup waits on the phone instead. */
const unreachable = (error: unknown) => error instanceof ApiError && error.status === 0;

function FollowupForm({ memberId, memberName, phone, onClose, onSaved }: FormProps) {
  const { t } = useTranslation('contacts');
  const schema = useMemo(() => makeFollowupSchema({ messages: formMessages(t) }), [t]);
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<Failure | null>(null);
  const form = useForm<FollowupFields, FollowupInput>({
    initialValues: {
      member_id: memberId,
      followup_date: toIsoDate(new Date()),
      contacted_by: user?.name ?? '',
      contact_status: '',
      contact_response: '',
      participation: '',
      meeting_date: '',
      meeting_time: '',
      comments: '',
    },
    // the shared schema's browser messages (seed 000 §5)
    validate: (values) => zodErrors(schema, values),
    transformValues: (values) => schema.parse(values),
  });
  const status = form.values.contact_status;
  const response = form.values.contact_response;
  const established = status === STATUS_CONTACT_ESTABLISHED;

  const chooseStatus = (value: string | null) => {
    form.setFieldValue('contact_status', value ?? '');
    // seed 000 §4: changing the status clears the meeting date and time
    form.setFieldValue('meeting_date', '');
    form.setFieldValue('meeting_time', '');
  };

  const keep = async (values: FollowupInput, key: string) => {
    await queueFollowup({ user_id: user!.id, member_id: memberId, member_name: memberName ?? `#${memberId}`, body: values, key });
    notifySuccess(t('queue.saved'));
    onClose();
  };

  const submit = async (values: FollowupInput) => {
    setFailure(null);
    form.setSubmitting(true);
    // one key for the try and its queued copy: an unanswered try may have been saved (decision 056)
    const key = newFollowupKey();
    try {
      if (!navigator.onLine && user) return await keep(values, key);
      const message = await saveFollowup(values, key);
      notifySuccess(message || FOLLOWUP_ADDED);
      await refreshAfterFollowup(queryClient, memberId);
      onSaved?.();
      onClose();
    } catch (error) {
      if (unreachable(error) && user) return await keep(values, key).catch(() => setFailure(failureOf(error)));
      applyServerErrors(form, error);
      setFailure(failureOf(error));
    } finally {
      form.setSubmitting(false);
    }
  };
  const size = phone ? 'lg' : 'sm';

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate style={phone ? { flex: 1, display: 'flex', flexDirection: 'column' } : undefined}>
      <Stack gap="sm" style={phone ? { flex: 1 } : undefined}>
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
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DateField size={size} label={t('dialog.followupDate')} required {...form.getInputProps('followup_date')} />
          <TextInput size={size} label={t('dialog.contactedBy')} required {...form.getInputProps('contacted_by')} />
        </SimpleGrid>
        <Select
          size={size}
          label={t('dialog.contactStatus')}
          required
          data={options(t, CONTACT_STATUSES, 'status')}
          {...form.getInputProps('contact_status')}
          value={status || null}
          onChange={chooseStatus}
        />
        {status === STATUS_CALLED_FOR_MEETING && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <DateField size={size} label={t('dialog.meetingDate')} required {...form.getInputProps('meeting_date')} />
            <TextInput size={size} type="time" label={t('dialog.meetingTime')} required {...form.getInputProps('meeting_time')} />
          </SimpleGrid>
        )}
        {established && (
          <Select
            size={size}
            label={t('dialog.contactResponse')}
            required
            data={options(t, CONTACT_RESPONSES, 'response')}
            {...form.getInputProps('contact_response')}
            value={response || null}
          />
        )}
        {established && isPositiveResponse(response) && (
          <Select
            size={size}
            label={t('dialog.participation')}
            required
            data={options(t, PARTICIPATION_STATUSES, 'participation')}
            {...form.getInputProps('participation')}
            value={form.values.participation || null}
          />
        )}
        <Textarea size={size} label={t('dialog.comments')} rows={3} {...form.getInputProps('comments')} />
        {/* on a phone the actions stay at the bottom of the screen, under the thumb */}
        <Group
          justify="flex-end"
          gap="sm"
          grow={phone}
          mt={phone ? 'auto' : undefined}
          pos={phone ? 'sticky' : undefined}
          bottom={0}
          py={phone ? 'sm' : 0}
          bg="var(--mantine-color-body)"
          style={{ zIndex: 1 }}
        >
          <Button variant="default" h={phone ? 48 : undefined} onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" h={phone ? 48 : undefined} loading={form.submitting}>
            {t('dialog.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
