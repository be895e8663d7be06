import { Alert, Anchor, ScrollArea, Stack, Tabs } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ROLES } from '@sampark/domain/roles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from '../../../lib/router';
import { PleaseWait } from '../../../components/feedback/please-wait';
import { SOMETHING_WENT_WRONG } from '../../../components/form/server-errors';
import { ApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../i18n/messages';
import { useCurrentUser } from '../../../lib/use-auth';
import { AdditionalFields } from '../fields/additional-fields';
import { BasicFields } from '../fields/basic-fields';
import { ADDITIONAL_FIELDS, BASIC_FIELDS, type MemberFormValues, memberToFormValues } from '../fields/member-values';
import { AdminTab } from './admin-tab';
import { EventsTab } from './events-tab';
import { FollowupsTab } from './followups-tab';
import { GiftsTab } from './gifts-tab';
import { HistoryTab } from './history-tab';
import { type MemberDetail, useMember } from './member-api';
import { MemberEditTab } from './member-edit-tab';
import { MemberHeader } from './member-header';
import { type MemberTab, tabsForRole } from './member-tabs';
import { OrganizationsTab } from './organizations-tab';

/** seed 001 §8: "A member load failure shows the server message" (404 outside the user's scope). */
function loadError(error: unknown): string {
  return error instanceof ApiError && error.status < 500 && error.serverMessage ? error.serverMessage : SOMETHING_WENT_WRONG;
}

/** A merged member's old link leads on to the member it was merged into (issue 30: 404 with `merged_into`). */
function mergedIntoOf(error: unknown): number | undefined {
  const body = error instanceof ApiError && error.status === 404 ? error.body : undefined;
  const into = body && typeof body === 'object' && 'merged_into' in body ? body.merged_into : undefined;
  return typeof into === 'number' ? into : undefined;
}

function LoadFailed({ error }: { error: unknown }) {
  const { t } = useTranslation('members');
  const into = mergedIntoOf(error);
  return (
    <Alert color="red" role="alert">
      {translateMessage(loadError(error))}{' '}
      {into !== undefined && (
        <Anchor component={Link} to={`/member/${into}/view`}>
          {t('record.openMergedInto', { id: into })}
        </Anchor>
      )}
    </Alert>
  );
}

/** /member/{id}/view (seed 001 §2 "Member detail screen"); ?followup=1 opens the Followup tab. */
export function MemberDetailPage() {
  const id = Number(useParams().id);
  const params = useSearchParams();
  const member = useMember(id);
  if (!Number.isInteger(id) || id <= 0) return <Alert color="red">{SOMETHING_WENT_WRONG}</Alert>;
  if (member.isPending) return <PleaseWait />;
  if (member.isError) return <LoadFailed error={member.error} />;
  return <MemberRecord key={member.data.id} member={member.data} initialTab={params.get('followup') ? 'followup' : 'basic'} />;
}

function MemberRecord({ member, initialTab }: { member: MemberDetail; initialTab: MemberTab }) {
  const role = useCurrentUser()?.role;
  const { t } = useTranslation('members');
  const tabs = tabsForRole(role);
  const [tab, setTab] = useState<string>(tabs.some((x) => x.value === initialTab) ? initialTab : 'basic');
  const chooseTab = (value: string) => {
    setTab(value);
    // on a phone the tab list scrolls sideways: keep the chosen tab in view
    requestAnimationFrame(() => document.querySelector('[role="tab"][aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
  };
  // One form for Basic and Additional, so moving between them keeps unsaved edits.
  const form = useForm<MemberFormValues, Record<string, unknown>>({ initialValues: memberToFormValues(member) });
  // role 5 has no Admin tab: it chooses a missing category on the Additional tab (issue 26)
  const categoryHere = role === ROLES.sevak && member.category_id == null;
  const additionalFields = categoryHere ? [...ADDITIONAL_FIELDS, 'category_id' as const] : ADDITIONAL_FIELDS;

  return (
    <Stack gap="md">
      <MemberHeader member={member} />
      <Tabs value={tab} onChange={(v) => v && chooseTab(v)} keepMounted={false}>
        <ScrollArea type="never" offsetScrollbars={false}>
          <Tabs.List style={{ flexWrap: 'nowrap' }}>
            {tabs.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value} style={{ whiteSpace: 'nowrap' }}>
                {t(`tabs.${tab.value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </ScrollArea>
        <Tabs.Panel value="basic" pt="md">
          <MemberEditTab member={member} form={form} fields={BASIC_FIELDS}>
            <BasicFields form={form} verified={{ email: member.email_verified === 1, mobile: member.mobile_verified === 1 }} />
          </MemberEditTab>
        </Tabs.Panel>
        <Tabs.Panel value="additional" pt="md">
          <MemberEditTab member={member} form={form} fields={additionalFields}>
            <AdditionalFields form={form} withCategory={categoryHere} />
          </MemberEditTab>
        </Tabs.Panel>
        <Tabs.Panel value="followup" pt="md">
          <FollowupsTab memberId={member.id} memberName={member.fullname} />
        </Tabs.Panel>
        {role !== ROLES.sevak && (
          <>
            <Tabs.Panel value="organizations" pt="md">
              <OrganizationsTab memberId={member.id} />
            </Tabs.Panel>
            <Tabs.Panel value="gifts" pt="md">
              <GiftsTab memberId={member.id} />
            </Tabs.Panel>
            <Tabs.Panel value="events" pt="md">
              <EventsTab memberId={member.id} />
            </Tabs.Panel>
            <Tabs.Panel value="admin" pt="md">
              <AdminTab member={member} />
            </Tabs.Panel>
            <Tabs.Panel value="history" pt="md">
              <HistoryTab memberId={member.id} />
            </Tabs.Panel>
          </>
        )}
      </Tabs>
    </Stack>
  );
}
