import { Autocomplete, Fieldset, MultiSelect, Select, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { toSelectData } from '@sampark/domain/options/option';
import { GRADES, OUTPUTS, SEEKERSHIP } from '@sampark/domain/options/members';
import { DEGREES, HOW_KNOW_US, LANGUAGES } from '@sampark/domain/options/reference';
import { useCategories, useProfessions } from '../../../hooks/use-lookups';
import type { MemberForm } from './member-form-types';
import { useTranslation } from 'react-i18next';
import { optionData, translatedData } from '../filter/option-labels';
import { type MemberField, NOTE_FIELDS, useFieldLabels } from './member-values';
import { asSelect, lookupData, withCurrent, YES_NO } from '../../../components/form/select-data';

const grid = { base: 1, sm: 2, lg: 3 } as const;

function LongText({ form, field, label }: { form: MemberForm; field: MemberField; label: string }) {
  return <Textarea label={label} rows={3} {...form.getInputProps(field)} />;
}

/**
 * Every member field that is neither Basic nor Admin (the detail screen's Additional tab).
 * `withCategory`: role 5 has no Admin tab, so it chooses a missing category here (issue 26).
 */
export function AdditionalFields({ form, withCategory = false }: { form: MemberForm; withCategory?: boolean }) {
  const L = useFieldLabels();
  const { t } = useTranslation(['members', 'table']);
  const professions = useProfessions();
  const categories = useCategories(withCategory);
  const v = form.values;
  return (
    <>
      <Fieldset legend={t('form.profile')} p={{ base: 'xs', sm: 'md' }}>
        <SimpleGrid cols={grid} spacing="sm">
          <Select
            label={L.profession_id}
            required
            searchable
            data={lookupData(professions.data, v.profession_id)}
            {...asSelect(form.getInputProps('profession_id'))}
          />
          {withCategory && (
            <Select label={L.category_id} required searchable data={lookupData(categories.data, v.category_id)} {...asSelect(form.getInputProps('category_id'))} />
          )}
          <TextInput label={L.profession_description} {...form.getInputProps('profession_description')} />
          <Autocomplete label={L.education} data={[...DEGREES]} {...form.getInputProps('education')} />
          <Select label={L.grade} clearable data={[...GRADES]} {...asSelect(form.getInputProps('grade'))} />
          <MultiSelect label={L.languages_known} searchable data={optionData('languages', withCurrent(LANGUAGES, v.languages_known).map((d) => d.value))} {...form.getInputProps('languages_known')} />
          <Select label={L.how_know_us} clearable searchable data={optionData('howKnowUs', withCurrent(HOW_KNOW_US, v.how_know_us).map((d) => d.value))} {...asSelect(form.getInputProps('how_know_us'))} />
          <TextInput label={L.year_joined} inputMode="numeric" {...form.getInputProps('year_joined')} />
          <Switch label={L.is_alive} mt={{ sm: 'xl' }} {...form.getInputProps('is_alive', { type: 'checkbox' })} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('form.socialMedia')} p={{ base: 'xs', sm: 'md' }}>
        <SimpleGrid cols={grid} spacing="sm">
          <TextInput label={L.facebook_id} {...form.getInputProps('facebook_id')} />
          <TextInput label={L.twitter_id} {...form.getInputProps('twitter_id')} />
          <TextInput label={L.website} {...form.getInputProps('website')} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('form.participation')} p={{ base: 'xs', sm: 'md' }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <LongText form={form} field="brief_intro" label={L.brief_intro} />
          <LongText form={form} field="participation" label={L.participation} />
          <LongText form={form} field="vakta_info" label={L.vakta_info} />
          <MultiSelect label={L.output} data={optionData('outputs', withCurrent(OUTPUTS, v.output).map((d) => d.value))} {...form.getInputProps('output')} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('form.sangathanatmak')} p={{ base: 'xs', sm: 'md' }}>
        <SimpleGrid cols={grid} spacing="sm">
          <Select label={L.can_take_responsibility} clearable data={toSelectData(SEEKERSHIP)} {...asSelect(form.getInputProps('can_take_responsibility'))} />
          <Select label={L.study_about_responsibility} clearable data={translatedData('yesNo', YES_NO)} {...asSelect(form.getInputProps('study_about_responsibility'))} />
          <Select label={L.bhav_satsang} clearable data={translatedData('yesNo', YES_NO)} {...asSelect(form.getInputProps('bhav_satsang'))} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('form.notes')} p={{ base: 'xs', sm: 'md' }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {NOTE_FIELDS.map((field) => (
            <LongText key={field} form={form} field={field} label={L[field]} />
          ))}
        </SimpleGrid>
      </Fieldset>
    </>
  );
}
