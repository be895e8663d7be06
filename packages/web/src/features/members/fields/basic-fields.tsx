import { Badge, Fieldset, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { GENDERS, MEMBER_MARITAL_STATUSES, TITLES } from '@sampark/domain/options/members';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberForm } from './member-form-types';
import { optionData, translatedData } from '../filter/option-labels';
import { useFieldLabels } from './member-values';
import { PlaceFields } from './place-fields';
import { asSelect, withCurrent } from '../../../components/form/select-data';
import { DateField } from '../../../components/form/date-field';

/** seed 001 §2: "Email and mobile are shown with a verified or unverified display". */
function VerifiedLabel({ label, verified }: { label: string; verified: boolean | undefined }): ReactNode {
  const { t } = useTranslation('members');
  if (verified === undefined) return label;
  return (
    <Group gap={6} component="span" wrap="nowrap" style={{ display: 'inline-flex' }}>
      <span>{label}</span>
      <Badge size="xs" variant="light" color={verified ? 'green' : 'gray'} component="span">
        {verified ? t('form.verified') : t('form.unverified')}
      </Badge>
    </Group>
  );
}

export interface BasicFieldsProps {
  form: MemberForm;
  /** the stored verified flags; the Add New form has none */
  verified?: { email: boolean; mobile: boolean };
  /** extra inputs placed with the contact ones (the duplicate check's mobile is the caller's) */
  mobileInput?: ReactNode;
}

const grid = { base: 1, sm: 2, lg: 3 } as const;

/** Identity, contact and place (the detail screen's Basic tab; the top of Add New). */
export function BasicFields({ form, verified, mobileInput }: BasicFieldsProps) {
  const L = useFieldLabels();
  const { t } = useTranslation(['members', 'table']);
  return (
    <>
      <Fieldset legend={t('form.identity')} p={{ base: 'xs', sm: 'md' }}>
        <SimpleGrid cols={grid} spacing="sm">
          <Select label={L.salutation} clearable data={withCurrent(TITLES, form.values.salutation)} {...asSelect(form.getInputProps('salutation'))} />
          <TextInput label={L.firstname} required {...form.getInputProps('firstname')} />
          <TextInput label={L.lastname} required {...form.getInputProps('lastname')} />
          <TextInput label={L.hindi_name} lang="hi" {...form.getInputProps('hindi_name')} />
          <Select label={L.gender} clearable data={translatedData('genders', GENDERS)} {...asSelect(form.getInputProps('gender'))} />
          <DateField label={L.dob} {...form.getInputProps('dob')} />
          <Select label={L.marital_status} clearable data={optionData('maritalStatuses', withCurrent(MEMBER_MARITAL_STATUSES, form.values.marital_status).map((d) => d.value))} {...asSelect(form.getInputProps('marital_status'))} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('form.contact')} p={{ base: 'xs', sm: 'md' }}>
        <SimpleGrid cols={grid} spacing="sm">
          <TextInput type="email" label={<VerifiedLabel label={L.email} verified={verified?.email} />} {...form.getInputProps('email')} />
          <TextInput label={L.mobile_country_code} leftSection="+" inputMode="numeric" {...form.getInputProps('mobile_country_code')} />
          {mobileInput ?? (
            <TextInput
              type="tel"
              inputMode="numeric"
              label={<VerifiedLabel label={L.mobile_number} verified={verified?.mobile} />}
              required
              {...form.getInputProps('mobile_number')}
            />
          )}
          <TextInput type="tel" inputMode="numeric" label={L.whatsapp} {...form.getInputProps('whatsapp')} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('form.place')} p={{ base: 'xs', sm: 'md' }}>
        <SimpleGrid cols={grid} spacing="sm">
          <PlaceFields form={form} />
          <TextInput label={L.address} {...form.getInputProps('address')} />
          <TextInput label={L.pincode} inputMode="numeric" {...form.getInputProps('pincode')} />
        </SimpleGrid>
      </Fieldset>
    </>
  );
}
