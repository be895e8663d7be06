import { Alert, Anchor, Group, Stack } from '@mantine/core';
import { Link, useParams } from '../../lib/router';
import { FETCH_FAILED } from '../../components/feedback/fetch-failed';
import { PleaseWait } from '../../components/feedback/please-wait';
import { usePublicPass, useStaffPass } from './pass-api';
import { PassCard } from './pass-card';
import { serverMessageText, useRegistrationsT } from './registration-i18n';

/** A pass that cannot be shown: the server's words (a forged code is 'Registration not found.', a cancelled one 'This registration has been cancelled'). */
function PassError({ error }: { error: unknown }) {
  return <Alert color="red">{serverMessageText(error, FETCH_FAILED)}</Alert>;
}

/** /event/{event}/pass/{id}: staff open and print any registrant's pass (issue 16). */
export function StaffPassPage() {
  const { t } = useRegistrationsT();
  const params = useParams();
  const pass = useStaffPass(Number(params.id));
  return (
    <Stack gap="md">
      <Group>
        <Anchor component={Link} to={`/event/${params.event}/registrations`} fz="sm">
          {t('pass.registrations')}
        </Anchor>
      </Group>
      {pass.isPending && <PleaseWait />}
      {pass.isError && <PassError error={pass.error} />}
      {pass.data && <PassCard pass={pass.data} />}
    </Stack>
  );
}

/** /pass/{code}: the registrant's own pass, no login (the link the registration answers with). */
export function PublicPassPage() {
  const code = useParams().code ?? '';
  const pass = usePublicPass(code);
  return (
    <Stack gap="md" py="md">
      {pass.isPending && <PleaseWait />}
      {pass.isError && <PassError error={pass.error} />}
      {pass.data && <PassCard pass={pass.data} />}
    </Stack>
  );
}
