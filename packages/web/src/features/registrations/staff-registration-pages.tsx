import { namedListResponseSchema } from '@sampark/domain/schemas/reference-lists';
import { registrationPrefillOf } from '@sampark/domain/schemas/registration-calls';
import { Alert } from '@mantine/core';
import { RELATIONSHIP_DELEGATE } from '@sampark/domain/options/events';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useParams } from '../../lib/router';
import { RegistrationFormWizard } from './registration-form';
import { api } from '../../lib/api-client';
import { eventQueryOptions } from '../events';
import { memberQueryOptions } from '../members';
import { type Profession, saveRegistration } from './registration-form-api';
import { fetchRegistration } from './staff-registration-api';
import { RegistrationFormFrame } from './registration-form-frame';
import { useRegistrationsT } from './registration-i18n';
import { EMPTY_REGISTRATION, prefillValuesOf, registrationValuesOf } from './registration-form-values';

/** GET api/professions?active=1 (staff only: the public form asks api/public/professions), kept out of the public form's chunk. */
async function fetchProfessions(signal?: AbortSignal): Promise<Profession[]> {
  return (await api.get('/api/professions', { query: { active: 1 }, schema: namedListResponseSchema, signal })).data;
}

/**
 * The logged-in registration routes (seed 002 §2 "Registration form"): `/event/{event}/register/{id}`
 * where `id` is the member (0: none) whose details fill the form while the attendee type is
 * Delegate, and `/event/{event}/update/{id}` for a registration. Roles 1-4, the navigation hidden.
 */

const KEY = ['registration-form'] as const;
const idOf = (text: string | undefined, zero = false) => {
  const n = Number(text);
  return Number.isInteger(n) && (zero ? n >= 0 : n > 0) ? n : undefined;
};

function useStaffEvent(id: number | undefined) {
  return useQuery({ ...eventQueryOptions(id ?? 0), enabled: !!id, retry: false });
}

function useStaffProfessions() {
  return useQuery({
    queryKey: [...KEY, 'professions'],
    // inactive ones too: a stored registration keeps showing its profession (lookupData)
    queryFn: ({ signal }) => fetchProfessions(signal),
    staleTime: 5 * 60_000,
  });
}

/** /event/{event}/register/{member id or 0} */
export function StaffRegisterPage() {
  const { t } = useRegistrationsT();
  const params = useParams();
  const eventId = idOf(params.event);
  const memberId = idOf(params.id, true);
  const event = useStaffEvent(eventId);
  const professions = useStaffProfessions();
  // the member's record as every screen reads it (memberQueryOptions), only its form fields taken over
  const member = useQuery({ ...memberQueryOptions(memberId ?? 0), enabled: !!memberId, select: registrationPrefillOf });
  if (!eventId || memberId === undefined) return <Alert color="red">{t('form.notFound')}</Alert>;
  const loads = memberId ? [professions, member] : [professions];
  return (
    <RegistrationFormFrame mode="register" event={event} loads={loads}>
      {(e) => {
        const prefill = memberId ? prefillValuesOf(member.data!) : undefined;
        return (
          <RegistrationFormWizard
            event={e}
            professions={professions.data!}
            initial={{ ...EMPTY_REGISTRATION, ...prefill, relationship: String(RELATIONSHIP_DELEGATE) }}
            prefill={prefill}
            mode="register"
            save={(v) => saveRegistration({ kind: 'staff-create', eventId: e.id, memberId }, v)}
          />
        );
      }}
    </RegistrationFormFrame>
  );
}

/** /event/{event}/update/{registration id} */
export function StaffUpdatePage() {
  const { t } = useRegistrationsT();
  const id = idOf(useParams().id);
  const record = useQuery({ queryKey: [...KEY, 'registration', id], queryFn: id ? ({ signal }) => fetchRegistration(id, signal) : skipToken, retry: false });
  const event = useStaffEvent(typeof record.data?.event_id === 'number' ? record.data.event_id : undefined);
  const professions = useStaffProfessions();
  if (!id) return <Alert color="red">{t('form.notFound')}</Alert>;
  return (
    <RegistrationFormFrame mode="update" event={event} loads={[record, professions]}>
      {(e) => (
        <RegistrationFormWizard
          event={e}
          professions={professions.data!}
          initial={registrationValuesOf(record.data!)}
          mode="update"
          save={(v) => saveRegistration({ kind: 'staff-update', id }, v)}
        />
      )}
    </RegistrationFormFrame>
  );
}
