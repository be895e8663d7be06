import { SimpleGrid, Stack } from '@mantine/core';
import { SEVA_DAYS } from '@sampark/domain/options/seekers';
import { StepMulti, StepNote, StepText } from './seeker-step-inputs';
import type { SeekerWizardForm } from './seeker-wizard-values';

/** Step 3, Seva related information (seed 001 §3 "Seva"; seva hours 0-24, §5). */
export function SeekerStepSeva({ form }: { form: SeekerWizardForm }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <StepMulti form={form} field="seva_days" list={SEVA_DAYS} />
        <StepText form={form} field="seva_hours" numeric />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <StepNote form={form} field="current_responsibility" />
        <StepNote form={form} field="limitations_in_responsibility" />
        <StepNote form={form} field="incorrect_attitude_in_seva" />
        <StepNote form={form} field="follow_seva_practices" />
        <StepNote form={form} field="accepting_mistakes" />
      </SimpleGrid>
    </Stack>
  );
}
