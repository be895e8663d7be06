import { Group, SimpleGrid, TextInput } from '@mantine/core';
import { PlaceFields } from '../members';
import { fieldLabel, useRegistrationsT } from './registration-i18n';
import { RegText } from './registration-inputs';
import { RegNote } from './registration-later-inputs';
import type { RegistrationForm } from './registration-form-values';

const grid = { base: 1, sm: 2 } as const;

/** Step 2, Contact Details: the mobile with its calling code, the place, the address and WhatsApp. */
export function ContactStep({ form }: { form: RegistrationForm }) {
  const { t } = useRegistrationsT();
  return (
    <SimpleGrid cols={grid} spacing="sm">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput label={fieldLabel(t, 'mobile_country_code')} leftSection="+" w={90} inputMode="numeric" {...form.getInputProps('mobile_country_code')} />
        <TextInput style={{ flex: 1 }} type="tel" inputMode="numeric" label={fieldLabel(t, 'mobile_number')} required {...form.getInputProps('mobile_number')} />
      </Group>
      <RegText form={form} field="whatsapp" type="tel" inputMode="numeric" />
      <PlaceFields form={form} required={['state', 'district']} />
      <RegNote form={form} field="address" />
    </SimpleGrid>
  );
}
