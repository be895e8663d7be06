import { useForm } from '@mantine/form';
import {
  CONTACT_RESPONSES,
  CONTACT_STATUSES,
  isPositiveResponse,
  PARTICIPATION_STATUSES,
  STATUS_CALLED_FOR_MEETING,
  STATUS_CONTACT_ESTABLISHED,
} from '@sampark/domain/options/members';
import { FOLLOWUP_ADDED, FOLLOWUP_FORM_MESSAGES, type FollowupInput, type FollowupMessages } from '@sampark/domain/schemas/followup-texts';
import type { makeFollowupSchema } from '@sampark/domain/schemas/followups';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/messages';
import { notifySuccess } from '../../components/feedback/notify';
import { applyServerErrors, SOMETHING_WENT_WRONG } from '../../components/form/server-errors';
import { zodErrors } from '../../components/form/use-zod-form';
import { ApiError } from '../../lib/api-client';
import { loadOnce } from '../../lib/load-once';
import { toIsoDate } from '../../lib/dates';
import { useCurrentUser } from '../../lib/use-auth';
import { newFollowupKey, queueFollowup } from '../../offline/followup-queue';
import { refreshAfterFollowup, saveFollowup } from './followups-api';
import { optionLabel } from './queued-followups';
import { PlainDialog } from '../../components/feedback/plain-dialog';
import { PlainDateInput, PlainSelect, PlainTextarea, PlainTextInput } from '../../components/form/plain-fields';
import classes from './followup-dialog.module.css';
import buttons from '../../components/plain/plain-button.module.css';

export interface FollowupDialogProps {
  /** the member the followup is for; may change while the dialog is on standby */
  memberId: number;
  memberName?: string;
  opened: boolean;
  /** drawn hidden before it opens (PlainDialog's standby): one dialog for one opening, whichever member it opens for */
  standby?: boolean;
  onClose(): void;
  onSaved?(): void;
}

/**
 * The one followup dialog (seed 000 §3-§5, §8; seed 001 §5 "Followup add"), used from the members
 * list, My Contacts, the agenda and the member screen. Full screen on a phone, worked with one
 * thumb: inputs and buttons at least 44 px high, Cancel and Save at the bottom of the screen
 * (issue 18), native selects that open the phone's own picker. Plain HTML, not Mantine's
 * components, so that opening it on a cheap phone answers the tap quickly (issue 32).
 * Offline (or when the server cannot be reached) the followup is queued on the phone and sent
 * when the network returns (docs/decisions/051-offline-my-contacts.md).
 */
export function FollowupDialog({ memberId, memberName, opened, standby = false, onClose, onSaved }: FollowupDialogProps) {
  const { t } = useTranslation('contacts');
  // the rules (and zod) load as it opens, not on standby: their start is a long task (decision 115)
  useEffect(() => {
    if (opened) void loadSchemaModule().catch(() => undefined);
  }, [opened]);
  return (
    <PlainDialog
      opened={opened}
      standby={standby}
      onClose={onClose}
      title={memberName ? t('dialog.titleFor', { name: memberName }) : t('dialog.title')}
      closeLabel={t('dialog.close')}
    >
      {/* mounted only while open (or on standby for one opening), so every opening starts from a fresh form */}
      {(opened || standby) && <FollowupForm memberId={memberId} memberName={memberName} onClose={onClose} onSaved={onSaved} />}
    </PlainDialog>
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

type FollowupSchema = ReturnType<typeof makeFollowupSchema>;

/**
 * The followup's schema, and zod with it, loaded when a dialog opens rather than with the sevak's
 * home: the form needs it only at Save, and zod's start was a third of a cheap phone's first long
 * task (docs/decisions/115-sevak-start-without-zod.md). A failed load is tried again next time.
 */
const loadSchemaModule = loadOnce(() => import('@sampark/domain/schemas/followups'));

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

type FormProps = Pick<FollowupDialogProps, 'memberId' | 'memberName' | 'onClose' | 'onSaved'>;

/** A save that did not reach the server: the followup waits on the phone instead. */
const unreachable = (error: unknown) => error instanceof ApiError && error.status === 0;

function FollowupForm({ memberId, memberName, onClose, onSaved }: FormProps) {
  const { t } = useTranslation('contacts');
  // built at Save, in the language shown then
  const schema = useRef<FollowupSchema | null>(null);
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
    validate: (values) => zodErrors(schema.current!, values),
    transformValues: (values) => schema.current!.parse(values),
  });
  // a dialog drawn on standby learns its member as it opens (setting a field re-renders the form
  // and remakes its setters even when the value is the same: only a new member is set)
  const { getValues, setFieldValue } = form;
  useEffect(() => {
    if (getValues().member_id !== memberId) setFieldValue('member_id', memberId);
  }, [memberId, getValues, setFieldValue]);
  const status = form.values.contact_status;
  const response = form.values.contact_response;
  const established = status === STATUS_CONTACT_ESTABLISHED;

  const chooseStatus = (value: string) => {
    form.setFieldValue('contact_status', value);
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
  // a second tap on Save while the schema is still on its way must not send a second followup
  const checking = useRef(false);
  const checkAndSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (checking.current || form.submitting) return;
    checking.current = true;
    loadSchemaModule()
      .then(
        ({ makeFollowupSchema }) => {
          schema.current = makeFollowupSchema({ messages: formMessages(t) });
          form.onSubmit(submit)();
        },
        (error: unknown) => setFailure(failureOf(error)),
      )
      .finally(() => {
        checking.current = false;
      });
  };
  return (
    <form onSubmit={checkAndSubmit} noValidate className={classes.form}>
      {failure && <FailureAlert failure={failure} />}
      <div className={classes.pair}>
        <PlainDateInput label={t('dialog.followupDate')} required {...form.getInputProps('followup_date')} />
        <PlainTextInput label={t('dialog.contactedBy')} required {...form.getInputProps('contacted_by')} />
      </div>
      <PlainSelect
        label={t('dialog.contactStatus')}
        required
        options={options(t, CONTACT_STATUSES, 'status')}
        {...form.getInputProps('contact_status')}
        onChange={(e) => chooseStatus(e.currentTarget.value)}
      />
      {status === STATUS_CALLED_FOR_MEETING && (
        <div className={classes.pair}>
          <PlainDateInput label={t('dialog.meetingDate')} required {...form.getInputProps('meeting_date')} />
          <PlainTextInput type="time" label={t('dialog.meetingTime')} required {...form.getInputProps('meeting_time')} />
        </div>
      )}
      {established && <PlainSelect label={t('dialog.contactResponse')} required options={options(t, CONTACT_RESPONSES, 'response')} {...form.getInputProps('contact_response')} />}
      {established && isPositiveResponse(response) && (
        <PlainSelect label={t('dialog.participation')} required options={options(t, PARTICIPATION_STATUSES, 'participation')} {...form.getInputProps('participation')} />
      )}
      <PlainTextarea label={t('dialog.comments')} rows={3} {...form.getInputProps('comments')} />
      {/* on a phone the actions stay at the bottom of the screen, under the thumb */}
      <div className={classes.actions}>
        <button type="button" className={`${buttons.button} ${buttons.outline}`} onClick={onClose}>
          {t('dialog.cancel')}
        </button>
        <button type="submit" className={`${buttons.button} ${buttons.filled}`} disabled={form.submitting} data-busy={form.submitting || undefined}>
          <span className={buttons.label}>{t('dialog.save')}</span>
        </button>
      </div>
    </form>
  );
}

/** The server's refusal: its message as the alert's title, then every field error. */
function FailureAlert({ failure }: { failure: Failure }) {
  const titleId = useId();
  return (
    <div role="alert" aria-labelledby={titleId} className={classes.alert}>
      <div id={titleId} className={classes.alertTitle}>
        {failure.message}
      </div>
      {failure.details.length > 0 && (
        <ul className={classes.alertList}>
          {failure.details.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
