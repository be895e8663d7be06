import { Autocomplete, Fieldset, MultiSelect, Select, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { toSelectData } from '@sampark/domain/options/option';
import { GRADES, OUTPUTS, SEEKERSHIP } from '@sampark/domain/options/members';
import { DEGREES, HOW_KNOW_US, LANGUAGES } from '@sampark/domain/options/reference';
import { useProfessions } from '../../hooks/use-lookups';
import type { MemberForm } from './member-form-types';
import { FIELD_LABELS, type MemberField, NOTE_FIELDS } from './member-values';
import { asSelect, lookupData, withCurrent, YES_NO } from '../form/select-data';

const grid = { base: 1, sm: 2, lg: 3 } as const;

function LongText({ form, field }: { form: MemberForm; field: MemberField }) {
  return <Textarea label={FIELD_LABELS[field]} rows={3} {...form.getInputProps(field)} />;
}

/** Every member field that is neither Basic nor Admin (the detail screen's Additional tab). */
export function AdditionalFields({ form }: { form: MemberForm }) {
  const L = FIELD_LABELS;
  const professions = useProfessions();
  const v = form.values;
  return (
    <>
      <Fieldset legend="Profile" p={{ base: 'xs', sm: 'md' }}>
        <SimpleGrid cols={grid} spacing="sm">
          <Select
            label={L.profession_id}
            required
            searchable
            data={lookupData(professions.data, v.profession_id)}
            {...asSelect(form.getInputProps('profession_id'))}
          />
          <TextInput label={L.profession_description} {...form.getInputProps('profession_description')} />
          <Autocomplete label={L.education} data={[...DEGREES]} {...form.getInputProps('education')} />
          <Select label={L.grade} clearable data={[...GRADES]} {...asSelect(form.getInputProps('grade'))} />
          <MultiSelect label={L.languages_known} searchable data={withCurrent(LANGUAGES, v.languages_known)} {...form.getInputProps('languages_known')} />
          <Select label={L.how_know_us} clearable searchable data={withCurrent(HOW_KNOW_US, v.how_know_us)} {...asSelect(form.getInputProps('how_know_us'))} />
          <TextInput label={L.year_joined} inputMode="numeric" {...form.getInputProps('year_joined')} />
          <Switch label={L.is_alive} mt={{ sm: 'xl' }} {...form.getInputProps('is_alive', { type: 'checkbox' })} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Social Media" p={{ base: 'xs', sm: 'md' }}>
        <SimpleGrid cols={grid} spacing="sm">
          <TextInput label={L.facebook_id} {...form.getInputProps('facebook_id')} />
          <TextInput label={L.twitter_id} {...form.getInputProps('twitter_id')} />
          <TextInput label={L.website} {...form.getInputProps('website')} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Participation" p={{ base: 'xs', sm: 'md' }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <LongText form={form} field="brief_intro" />
          <LongText form={form} field="participation" />
          <LongText form={form} field="vakta_info" />
          <MultiSelect label={L.output} data={withCurrent(OUTPUTS, v.output)} {...form.getInputProps('output')} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Sangathanatmak Rachana" p={{ base: 'xs', sm: 'md' }}>
        <SimpleGrid cols={grid} spacing="sm">
          <Select label={L.can_take_responsibility} clearable data={toSelectData(SEEKERSHIP)} {...asSelect(form.getInputProps('can_take_responsibility'))} />
          <Select label={L.study_about_responsibility} clearable data={YES_NO} {...asSelect(form.getInputProps('study_about_responsibility'))} />
          <Select label={L.bhav_satsang} clearable data={YES_NO} {...asSelect(form.getInputProps('bhav_satsang'))} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Notes" p={{ base: 'xs', sm: 'md' }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {NOTE_FIELDS.map((field) => (
            <LongText key={field} form={form} field={field} />
          ))}
        </SimpleGrid>
      </Fieldset>
    </>
  );
}
