import { parseFormParam, tokenIdOf } from '@sampark/domain/events/registration-links';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from '../../lib/router';
import plain from '../../components/plain/plain.module.css';
import { prepareFormProof } from './form-proof';
import { RegistrationFormWizard } from './registration-form';
import { fetchInviteePrefill, fetchPublicEvent, fetchPublicProfessions, fetchPublicRegistration, saveRegistration } from './registration-form-api';
import { RegistrationFormFrame } from './registration-form-frame';
import { useRegistrationsT } from './registration-i18n';
import { EMPTY_REGISTRATION, prefillValuesOf, registrationValuesOf } from './registration-form-values';

/**
 * The public registration routes (seed 002 §2; docs/api-conventions.md#registrations): no login, the
 * navigation hidden. Only the public calls: the event, the active professions, and with a signed
 * link the invitee's details or the registrant's own registration.
 */

const KEY = ['public-registration'] as const;

function usePublicEvent(id: number | undefined) {
  return useQuery({ queryKey: [...KEY, 'event', id], queryFn: id ? ({ signal }) => fetchPublicEvent(id, signal) : skipToken, retry: false });
}

function usePublicProfessions() {
  return useQuery({ queryKey: [...KEY, 'professions'], queryFn: ({ signal }) => fetchPublicProfessions(signal), staleTime: 5 * 60_000 });
}

/** /event/{id}/register: the open form. */
export function PublicRegisterPage() {
  useEffect(prepareFormProof, []);
  const { t } = useRegistrationsT();
  const raw = Number(useParams().event);
  const id = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  const event = usePublicEvent(id);
  const professions = usePublicProfessions();
  if (!id) return <div className={plain.alert} role="alert">{t('form.eventNotFound')}</div>;
  return (
    <RegistrationFormFrame mode="register" event={event} loads={[professions]}>
      {(e) => (
        <RegistrationFormWizard
          event={e}
          professions={professions.data!}
          initial={EMPTY_REGISTRATION}
          mode="register"
          save={(values) => saveRegistration({ kind: 'public-create', eventId: e.id }, values)}
        />
      )}
    </RegistrationFormFrame>
  );
}

/** /forms/{eventid}-{token}/viewform: an invitee's personal link, the form prefilled from the member. */
export function InviteeRegisterPage() {
  useEffect(prepareFormProof, []);
  const { t } = useRegistrationsT();
  const link = parseFormParam(useParams().form);
  const event = usePublicEvent(link?.eventId);
  const professions = usePublicProfessions();
  const prefill = useQuery({
    queryKey: [...KEY, 'prefill', link?.eventId, link?.token],
    queryFn: link ? ({ signal }) => fetchInviteePrefill(link.eventId, link.token, signal) : skipToken,
    retry: false,
  });
  if (!link) return <div className={plain.alert} role="alert">{t('form.notALink')}</div>;
  return (
    <RegistrationFormFrame mode="register" event={event} loads={[professions, prefill]}>
      {(e) => {
        const values = prefillValuesOf(prefill.data!);
        return (
          <RegistrationFormWizard
            event={e}
            professions={professions.data!}
            initial={{ ...EMPTY_REGISTRATION, ...values }}
            prefill={values}
            mode="register"
            save={(v) => saveRegistration({ kind: 'public-create', eventId: e.id, token: link.token }, v)}
          />
        );
      }}
    </RegistrationFormFrame>
  );
}

/** /forms/{eventid}-{token}/edit: a registrant changes their registration with the link they were given. */
export function PublicUpdatePage() {
  const { t } = useRegistrationsT();
  const link = parseFormParam(useParams().form);
  const id = tokenIdOf(link?.token);
  const event = usePublicEvent(link?.eventId);
  const professions = usePublicProfessions();
  const record = useQuery({
    queryKey: [...KEY, 'registration', id, link?.token],
    queryFn: link && id ? ({ signal }) => fetchPublicRegistration(id, link.token, signal) : skipToken,
    retry: false,
  });
  if (!link || !id) return <div className={plain.alert} role="alert">{t('form.notALink')}</div>;
  return (
    <RegistrationFormFrame mode="update" event={event} loads={[professions, record]}>
      {(e) => (
        <RegistrationFormWizard
          event={e}
          professions={professions.data!}
          initial={registrationValuesOf(record.data!)}
          mode="update"
          save={(v) => saveRegistration({ kind: 'public-update', id, token: link.token }, v)}
        />
      )}
    </RegistrationFormFrame>
  );
}
