import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FETCH_FAILED } from '../../components/feedback/fetch-failed';
import { PleaseWait } from '../../components/feedback/please-wait';
import { formatDate } from '../../lib/dates';
import type { FormEvent } from './registration-form-api';
import { type RegistrationsT, serverMessageText, useRegistrationsT } from './registration-i18n';
import plain from '../../components/plain/plain.module.css';
import classes from './registration-form.module.css';

/** 'Registration Form' or 'Update Registration' (seed 002 §2). */
export type FormMode = 'register' | 'update';

/** The event's dates as a registrant reads them: one day, or first to last. */
export function eventDates(t: RegistrationsT, event: FormEvent): string {
  const from = formatDate(event.date_from);
  const to = event.date_to && event.date_to !== event.date_from ? formatDate(event.date_to) : '';
  return to ? t('form.dates', { from, to }) : from;
}

function FormTitleBlock({ mode, event }: { mode: FormMode; event?: FormEvent }) {
  const { t } = useRegistrationsT();
  return (
    <div className={classes.heading}>
      <h1 className={classes.title}>{mode === 'register' ? t('title.form') : t('title.update')}</h1>
      {event && (
        <p className={classes.event}>
          {event.name} · {eventDates(t, event)}
          {event.location_name ? ` · ${event.location_name}` : ''}
        </p>
      )}
    </div>
  );
}


interface FrameProps {
  mode: FormMode;
  event: UseQueryResult<FormEvent>;
  /** everything else the form needs before it can show */
  loads: UseQueryResult<unknown>[];
  children: (event: FormEvent) => ReactNode;
}

/** The form's page: its title with the event's name and dates, then the form once everything is loaded. */
export function RegistrationFormFrame({ mode, event, loads, children }: FrameProps) {
  const all = [event, ...loads];
  const failed = all.find((q) => q.isError);
  return (
    <div className={classes.page}>
      <FormTitleBlock mode={mode} event={event.data} />
      {failed ? (
        // seed 002 §8 "Prefill or fetch registration failure: the server message"
        <div className={plain.alert} role="alert">{serverMessageText(failed.error, FETCH_FAILED)}</div>
      ) : all.every((q) => q.isSuccess) ? (
        children(event.data!)
      ) : (
        <PleaseWait />
      )}
    </div>
  );
}
