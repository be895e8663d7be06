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
import { FOLLOWUP_ADDED, type FollowupInput, followupFormSchema } from '@sampark/domain/schemas/followups';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notifySuccess } from '../feedback/notify';
import { applyServerErrors, SOMETHING_WENT_WRONG } from '../form/server-errors';
import { zodErrors } from '../form/use-zod-form';
import { ApiError } from '../../lib/api-client';
import { toIsoDate } from '../../lib/dates';
import { useCurrentUser } from '../../lib/use-auth';
import { refreshAfterFollowup, saveFollowup } from './followups-api';

export interface FollowupDialogProps {
  memberId: number;
  memberName?: string;
  opened: boolean;
  onClose(): void;
  onSaved?(): void;
}

/**
 * The one followup dialog (seed 000 §3-§5, §8; seed 001 §5 "Followup add"), used from the members
 * list, My Contacts and the member screen. Full screen on a phone.
 */
export function FollowupDialog({ memberId, memberName, opened, onClose, onSaved }: FollowupDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={memberName ? `Followup: ${memberName}` : 'Followup'}
      size="lg"
      fullScreen={phone === true}
      centered
    >
      {/* mounted only while open, so every opening starts from a fresh form */}
      {opened && <FollowupForm memberId={memberId} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

/** The server's refusal as the seeds' dialog shows it: its message, then every field error. */
interface Failure {
  message: string;
  details: string[];
}

function failureOf(error: unknown): Failure {
  if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0) return { message: SOMETHING_WENT_WRONG, details: [] };
  const details = Object.values(error.errors ?? {}).flat();
  return { message: error.serverMessage ?? SOMETHING_WENT_WRONG, details };
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

function FollowupForm({ memberId, onClose, onSaved }: Pick<FollowupDialogProps, 'memberId' | 'onClose' | 'onSaved'>) {
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
    validate: (values) => zodErrors(followupFormSchema, values),
    transformValues: (values) => followupFormSchema.parse(values),
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

  const submit = async (values: FollowupInput) => {
    setFailure(null);
    form.setSubmitting(true);
    try {
      const message = await saveFollowup(values);
      notifySuccess(message || FOLLOWUP_ADDED);
      await refreshAfterFollowup(queryClient, memberId);
      onSaved?.();
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
      setFailure(failureOf(error));
    } finally {
      form.setSubmitting(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm">
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
          <TextInput type="date" label="Followup Date" required max={toIsoDate(new Date())} {...form.getInputProps('followup_date')} />
          <TextInput label="Contacted By" required {...form.getInputProps('contacted_by')} />
        </SimpleGrid>
        <Select
          label="Contact Status"
          required
          data={[...CONTACT_STATUSES]}
          {...form.getInputProps('contact_status')}
          value={status || null}
          onChange={chooseStatus}
        />
        {status === STATUS_CALLED_FOR_MEETING && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput type="date" label="Meeting Date" required {...form.getInputProps('meeting_date')} />
            <TextInput type="time" label="Meeting Time" required {...form.getInputProps('meeting_time')} />
          </SimpleGrid>
        )}
        {established && (
          <Select
            label="Contact Response"
            required
            data={[...CONTACT_RESPONSES]}
            {...form.getInputProps('contact_response')}
            value={response || null}
          />
        )}
        {established && isPositiveResponse(response) && (
          <Select
            label="Status of Participation"
            required
            data={[...PARTICIPATION_STATUSES]}
            {...form.getInputProps('participation')}
            value={form.values.participation || null}
          />
        )}
        <Textarea label="Comments" rows={3} {...form.getInputProps('comments')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={form.submitting}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
