import { Button, Group, Paper, Stack, Stepper, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { duplicateSeekersMessage, SEEKER_CREATED, SEEKER_STEPS, SEEKER_UPDATED, seekerSchema } from '@sampark/domain/schemas/seekers';
import { useQueryClient } from '@tanstack/react-query';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../lib/router';
import { notifyError, notifySuccess } from '../../components/feedback/notify';
import { PleaseWait } from '../../components/feedback/please-wait';
import { applyServerErrors, submitErrorMessage } from '../../components/form/server-errors';
import { DUPLICATE_CHECK_MIN_LENGTH, DuplicateAlert, duplicatesOf, useDuplicateCheck } from '../members';
import { ApiError } from '../../lib/api-client';
import { SeekerStepPrimary } from './seeker-step-primary';
import { SeekerStepSadhana } from './seeker-step-sadhana';
import { SeekerStepSangathan } from './seeker-step-sangathan';
import { SeekerStepSeva } from './seeker-step-seva';
import { saveSeekerRecord } from './seeker-wizard-api';
import { blankStep, firstInvalidStep, type SeekerWizardForm, type SeekerWizardValues, stepErrors, stepOf } from './seeker-wizard-values';
import { SEEKERS_KEY } from './seekers-api';
import { useScreenMatches } from '../../hooks/use-screen-matches';

const LIST = '/seeker/list';
const LAST = SEEKER_STEPS.length - 1;

function StepContent({ step, form, onMobileChange }: { step: number; form: SeekerWizardForm; onMobileChange: (v: string) => void }) {
  if (step === 0) return <SeekerStepPrimary form={form} onMobileChange={onMobileChange} />;
  if (step === 1) return <SeekerStepSadhana form={form} />;
  if (step === 2) return <SeekerStepSeva form={form} />;
  return <SeekerStepSangathan form={form} />;
}

interface SeekerWizardProps {
  initial: SeekerWizardValues;
  /** given: Edit (PUT the whole record); else add a seeker */
  seekerId?: number;
}

/**
 * The add-seeker wizard (seed 001 §2 "Add seeker", §5; issue 15), also Edit prefilled: four steps,
 * Previous / Clear / Next / Submit. Next moves on only when the step passes the domain's step
 * schema; Submit checks every step and opens the first one with an error. The mobile number is
 * checked against members and seekers as it changes; the server repeats every rule on save.
 */
export function SeekerWizard({ initial, seekerId }: SeekerWizardProps) {
  const { t } = useTranslation('seekers');
  const [active, setActive] = useState(0);
  const form = useForm<SeekerWizardValues>({ initialValues: initial });
  const duplicates = useDuplicateCheck({ seekers: true, seekerId });
  const phone = useScreenMatches('(max-width: 48em)');
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const goTo = (step: number) => {
    setActive(step);
    window.scrollTo({ top: 0 });
  };

  const next = () => {
    const errors = stepErrors(active, form.getValues());
    form.setErrors(errors);
    if (Object.keys(errors).length === 0) goTo(active + 1);
  };

  const changeMobile = async (value: string) => {
    form.setFieldValue('mobile_number', value);
    duplicates.forget();
    if (value.trim().length < DUPLICATE_CHECK_MIN_LENGTH) return;
    try {
      const v = form.getValues();
      // seed 001 §5 (as quick entry): a number that already exists is cleared from the field
      if (await duplicates.check(value.trim(), v.mobile_country_code || v.country)) form.setFieldValue('mobile_number', '');
    } catch {
      // the server checks again on save
    }
  };

  /** A refused save: the matches of a taken number, the messages on their fields (opening the first such step), else a notice. */
  const showRefusal = (error: unknown, number: string) => {
    const matches = duplicatesOf(error);
    if (matches) duplicates.show(number, matches);
    const fields = error instanceof ApiError && error.status === 422 ? Object.keys(error.errors ?? {}).filter((f) => stepOf(f) >= 0) : [];
    if (fields.length) {
      applyServerErrors(form, error);
      goTo(Math.min(...fields.map(stepOf)));
    } else if (!matches) notifyError(submitErrorMessage(error));
  };

  const submit = async () => {
    const values = form.getValues();
    const invalid = firstInvalidStep(values);
    if (invalid) {
      form.setErrors(invalid.errors);
      goTo(invalid.step);
      return;
    }
    form.setSubmitting(true);
    try {
      const message = await saveSeekerRecord(seekerId, seekerSchema.parse(values));
      notifySuccess(message || (seekerId === undefined ? SEEKER_CREATED : SEEKER_UPDATED));
      await queryClient.invalidateQueries({ queryKey: SEEKERS_KEY });
      void navigate(LIST);
    } catch (error) {
      showRefusal(error, values.mobile_number);
    } finally {
      form.setSubmitting(false);
    }
  };

  // the second click of a double click on Next lands on Submit, which must not save
  const clickSubmit = (event: MouseEvent) => {
    if (event.detail <= 1) void submit();
  };

  const clear = () => {
    form.setValues(blankStep(active));
    form.clearErrors();
    if (active === 0) duplicates.forget();
  };

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} pos="relative">
      <PleaseWait visible={form.submitting} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (active < LAST) next();
          else void submit();
        }}
      >
        <Stack gap="md">
          <Stepper active={active} onStepClick={(step) => step < active && goTo(step)} allowNextStepsSelect={false} size="sm" labelPosition="bottom">
            {SEEKER_STEPS.map((s, i) => (
              <Stepper.Step
                key={s.key}
                // the number shown, then a space: the step's visible text reads '1 Primary', inside its name
                icon={`${i + 1} `}
                label={phone ? undefined : t(`steps.${s.key}`)}
                aria-label={t('wizard.stepLabel', { step: i + 1, title: t(`steps.${s.key}`) })}
                aria-current={i === active ? 'step' : undefined}
              >
                <Stack gap="md">
                  {phone && (
                    <Text fw={600}>{t('wizard.stepOf', { step: i + 1, total: SEEKER_STEPS.length, title: t(`steps.${s.key}`) })}</Text>
                  )}
                  <StepContent step={i} form={form} onMobileChange={(v) => void changeMobile(v)} />
                </Stack>
              </Stepper.Step>
            ))}
          </Stepper>
          <Group justify="space-between" gap="sm">
            <Button variant="default" disabled={active === 0} onClick={() => goTo(active - 1)}>
              {t('wizard.previous')}
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={clear}>
                {t('wizard.clear')}
              </Button>
              {active < LAST ? (
                <Button key="next" onClick={next}>
                  {t('wizard.next')}
                </Button>
              ) : (
                <Button key="submit" onClick={clickSubmit} loading={form.submitting}>
                  {t('wizard.submit')}
                </Button>
              )}
            </Group>
          </Group>
        </Stack>
      </form>
      <DuplicateAlert alert={duplicates.alert} onClose={duplicates.close} message={duplicateSeekersMessage} />
    </Paper>
  );
}
