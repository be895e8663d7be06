import { SimpleGrid, Stack } from '@mantine/core';
import { DISTRESS_LEVELS, SADHANA_STATES } from '@sampark/domain/options/seekers';
import { StepChoice, StepNote, StepText } from './seeker-step-inputs';
import type { SeekerWizardForm } from './seeker-wizard-values';

/** Step 2, Sadhana information (seed 001 §3 "Sadhana"; level 30-100, upay 0-24 hrs, §5). */
export function SeekerStepSadhana({ form }: { form: SeekerWizardForm }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <StepChoice form={form} field="spi_status" list={SADHANA_STATES} />
        <StepText form={form} field="spi_level" numeric />
        <StepChoice form={form} field="spi_distress" list={DISTRESS_LEVELS} />
        <StepText form={form} field="upay_hours" numeric />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <StepNote form={form} field="spi_qualities" />
        <StepNote form={form} field="spi_defects" />
      </SimpleGrid>
    </Stack>
  );
}
