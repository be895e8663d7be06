import { Autocomplete, Checkbox, SimpleGrid, Stack } from '@mantine/core';
import type { FlatLocation } from '@sampark/domain/schemas/locations';
import { HOW_KNOW_US } from '@sampark/domain/options/reference';
import { LEVELS_OF_RESPONSIBILITY, ORG_RESPONSIBILITIES, SEEKER_TYPES, SEVA_ACTIVITIES, SKILLS, TYPES_OF_SEEKER } from '@sampark/domain/options/seekers';
import { useMemo } from 'react';
import { useMyLocations } from '../../hooks/use-lookups';
import { StepChoice, StepMulti, StepNote, StepText, useSeekerLabel } from './seeker-step-inputs';
import type { SeekerWizardForm } from './seeker-wizard-values';

/**
 * Active locations under `parent` (any of that name), or all of them without one: Jila, Kendra and
 * Upkendra are names (seed 001 §3), suggested from the caller's part of the location tree.
 */
function namesUnder(locations: readonly FlatLocation[], parent?: string): string[] {
  const parents = parent ? new Set(locations.filter((l) => l.name === parent).map((l) => l.id)) : null;
  const names = locations.filter((l) => l.active !== 0 && (!parents || (l.parent_id !== null && parents.has(l.parent_id)))).map((l) => l.name);
  return [...new Set(names)];
}

function PlaceName({ form, field, suggestions }: { form: SeekerWizardForm; field: 'jila' | 'kendra' | 'upkendra'; suggestions: string[] }) {
  const label = useSeekerLabel();
  return <Autocomplete label={label(field)} data={suggestions} limit={50} {...form.getInputProps(field)} />;
}

/** Step 4, Sangathanatmak rachana information: the seeker in the organisation (seed 001 §3). */
export function SeekerStepSangathan({ form }: { form: SeekerWizardForm }) {
  const label = useSeekerLabel();
  const locations = useMyLocations().data;
  const { jila, kendra } = form.values;
  const jilas = useMemo(() => namesUnder(locations ?? []), [locations]);
  const kendras = useMemo(() => (jila ? namesUnder(locations ?? [], jila) : []), [locations, jila]);
  const upkendras = useMemo(() => (kendra ? namesUnder(locations ?? [], kendra) : []), [locations, kendra]);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <PlaceName form={form} field="jila" suggestions={jilas} />
        <PlaceName form={form} field="kendra" suggestions={kendras} />
        <PlaceName form={form} field="upkendra" suggestions={upkendras} />
        <StepText form={form} field="year_joined" numeric />
        <StepChoice form={form} field="how_know_us" list={HOW_KNOW_US} />
        <StepChoice form={form} field="seeker_type" list={SEEKER_TYPES} />
        <StepChoice form={form} field="type_of_seeker" list={TYPES_OF_SEEKER} />
        <StepMulti form={form} field="skills" list={SKILLS} />
        <StepMulti form={form} field="level_of_responsibility" list={LEVELS_OF_RESPONSIBILITY} />
        <StepMulti form={form} field="org_responsibility_responsibility" list={ORG_RESPONSIBILITIES} />
        <StepMulti form={form} field="which_responsibilities_capable" list={SEVA_ACTIVITIES} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <StepNote form={form} field="responsibility_at_district_level" />
        <StepNote form={form} field="remarks" />
        <StepNote form={form} field="srs_observations" />
      </SimpleGrid>
      <Checkbox label={label('active')} {...form.getInputProps('active', { type: 'checkbox' })} />
    </Stack>
  );
}
