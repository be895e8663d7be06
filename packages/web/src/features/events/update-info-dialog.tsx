import { messageResponseSchema } from '@sampark/domain/schemas/responses';
import { Alert, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { BRIEF_INTRO_REQUIRED, PARTICIPATION_REQUIRED } from '@sampark/domain/schemas/members';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../components/form/server-errors';
import { translateMessage } from '../../i18n/messages';
import { api } from '../../lib/api-client';
import { EVENT_MEMBERS_KEY } from '../../lib/query-keys';
import { EventDialog, SubmitButtons } from './event-dialog';
import type { EventMemberRow } from './events-api';
import { submitErrorText } from './server-messages';

interface UpdateInfoValues {
  brief_intro: string;
  participation: string;
}

/**
 * The Update info dialog (seed 002 §2, §5): a member's brief introduction and participation,
 * both required, saved with PUT api/members/{id} (the server repeats the two rules). The seed
 * gives it no visible trigger; the event screens open it from the member's "Brief Intro and
 * Participation" cell, where an organiser sees what is missing (docs/decisions/043).
 */
export function UpdateInfoDialog({ member, onClose }: { member: EventMemberRow | null; onClose(): void }) {
  const { t } = useTranslation('events');
  return (
    <EventDialog opened={member !== null} onClose={onClose} title={t('updateInfo.title')} size="md">
      {member && <UpdateInfoForm key={member.id} member={member} onClose={onClose} />}
    </EventDialog>
  );
}

function UpdateInfoForm({ member, onClose }: { member: EventMemberRow; onClose(): void }) {
  const { t } = useTranslation('events');
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<UpdateInfoValues>({
    initialValues: { brief_intro: member.brief_intro ?? '', participation: member.participation ?? '' },
    validate: {
      brief_intro: (v) => (v.trim() ? null : translateMessage(BRIEF_INTRO_REQUIRED)),
      participation: (v) => (v.trim() ? null : translateMessage(PARTICIPATION_REQUIRED)),
    },
  });
  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    setFailure(null);
    try {
      const body = { brief_intro: values.brief_intro.trim(), participation: values.participation.trim() };
      const { message } = await api.put(`/api/members/${member.id}`, { body, schema: messageResponseSchema });
      notifications.show({ color: 'green', message: translateMessage(message) });
      await queryClient.invalidateQueries({ queryKey: EVENT_MEMBERS_KEY });
      onClose();
    } catch (error) {
      if (!applyServerErrors(form, error)) setFailure(submitErrorText(error));
    } finally {
      setSaving(false);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Textarea label={t('updateInfo.briefIntro')} required autosize={false} rows={4} {...form.getInputProps('brief_intro')} />
        <Textarea label={t('members.participation')} required autosize={false} rows={3} {...form.getInputProps('participation')} />
        <SubmitButtons cancels onClose={onClose} disabled={false} loading={saving} />
      </Stack>
    </form>
  );
}
