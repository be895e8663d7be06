import { SimpleGrid } from '@mantine/core';
import { LANGUAGES_UNDERSTOOD, OTHER_MEDIA, PAST_EVENT_YEARS } from '@sampark/domain/options/events';
import { LANGUAGES } from '@sampark/domain/options/reference';
import { RegChoice, RegText } from './registration-inputs';
import { RegMulti, RegNote } from './registration-later-inputs';
import type { RegistrationForm } from './registration-form-values';

const grid = { base: 1, sm: 2 } as const;

/** Step 3, Social Media Info: all optional. */
export function SocialStep({ form }: { form: RegistrationForm }) {
  return (
    <SimpleGrid cols={grid} spacing="sm">
      <RegText form={form} field="facebook_id" />
      <RegText form={form} field="twitter_id" />
      <RegText form={form} field="instagram" />
      <RegText form={form} field="website" type="url" inputMode="url" />
      <RegMulti form={form} field="other_media" list={OTHER_MEDIA} />
    </SimpleGrid>
  );
}

/** Step 4, Info for Planning: languages, past events, the organisation and the introduction (seed 002 §5: all required). */
export function PlanningStep({ form }: { form: RegistrationForm }) {
  return (
    <SimpleGrid cols={grid} spacing="sm">
      <RegChoice form={form} field="languages_understood" required list={LANGUAGES_UNDERSTOOD} labels="languagesUnderstood" />
      <RegMulti form={form} field="languages_known" required list={LANGUAGES} labels="language" />
      <RegMulti form={form} field="pastevents" required list={PAST_EVENT_YEARS} />
      <RegText form={form} field="organization" required />
      <RegText form={form} field="designation" required />
      <RegText form={form} field="org_hindi" required />
      <RegNote form={form} field="brief_intro" required />
      <RegNote form={form} field="activities" required />
    </SimpleGrid>
  );
}
