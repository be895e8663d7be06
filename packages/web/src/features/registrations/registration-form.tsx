import { Alert, Button, Group, Paper, Progress, Stack, Stepper, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { loadPlaceLists } from '@sampark/domain/geo/place-lists';
import { RELATIONSHIP_DELEGATE } from '@sampark/domain/options/events';
import { REGISTRATION_STEPS, type RegistrationValues, registrationFormSchema } from '@sampark/domain/schemas/registrations';
import { type MouseEvent, Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { notifySuccess } from '../../components/feedback/notify';
import { PleaseWait } from '../../components/feedback/please-wait';
import { applyServerErrors, submitErrorMessage } from '../../components/form/server-errors';
import { translateMessage } from '../../i18n/messages';
import { ApiError } from '../../lib/api-client';
import type { FormEvent, Profession, Saved } from './registration-form-api';
import { type RegistrationsT, useRegistrationsT } from './registration-i18n';
import { RegistrationSaved } from './registration-saved';
import { PersonalStep } from './registration-steps-person';
import {
  EMPTY_REGISTRATION,
  firstInvalidStep,
  localToday,
  type RegistrationForm as Form,
  type RegistrationFormValues,
  registrationValuesOf,
  stepErrors,
  stepOfField,
  stepValues,
} from './registration-form-values';
import { useScreenMatches } from '../../hooks/use-screen-matches';

const LAST = REGISTRATION_STEPS.length - 1;
const DELEGATE = String(RELATIONSHIP_DELEGATE);

export interface RegistrationFormProps {
  event: FormEvent;
  professions: readonly Profession[];
  /** where the form starts: blank, a member's details, or a stored registration */
  initial: RegistrationFormValues;
  /** a member's details, filled in while the attendee type is Delegate (seed 002 §2) */
  prefill?: Partial<RegistrationFormValues>;
  mode: 'register' | 'update';
  save: (values: RegistrationValues) => Promise<Saved>;
}

/**
 * Steps 2-6 and the place lists their rules check, fetched as the form opens: step 1 does not wait
 * for them on a slow phone (docs/decisions/061-public-form-on-preact.md).
 */
const loadLaterSteps = () => Promise.all([import('./registration-later-steps'), loadPlaceLists()]).then(([m]) => ({ default: m.LaterStep }));
const LaterStep = lazy(loadLaterSteps);

/** Whether steps 2-6 are here; asks for them on the first render. */
function useLaterSteps(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    // a failure shows when a later step renders (the page's error screen)
    loadLaterSteps().then(() => live && setReady(true), () => undefined);
    return () => {
      live = false;
    };
  }, []);
  return ready;
}

/** Step `step`'s inputs. */
function StepContent({ step, form, props, onRelationshipChange }: { step: number; form: Form; props: RegistrationFormProps; onRelationshipChange: (v: string) => void }) {
  if (step === 0) return <PersonalStep form={form} professions={props.professions} onRelationshipChange={onRelationshipChange} />;
  return (
    <Suspense fallback={<PleaseWait />}>
      <LaterStep step={step} form={form} context={{ event: props.event, today: localToday() }} />
    </Suspense>
  );
}

/**
 * Why a submission failed, in the form's own words (issue 26 item 10): shown inline, from code and
 * words already loaded, because offline a notification's lazy chunk cannot load. No answer from
 * the server (offline, a dropped connection): the values are kept, Submit again.
 */
function refusalText(error: unknown, t: RegistrationsT): string {
  if (!(error instanceof ApiError) || error.status === 0) return t('form.notSent');
  return error.status === 422 && error.serverMessage ? translateMessage(error.serverMessage, error.messageRef) : translateMessage(submitErrorMessage(error));
}

/**
 * The six-step registration form (seed 002 §2 "Registration form", §4, §5), for the public routes
 * and the staff's alike: Next only when the step passes its rules, Prev, Reset (the step back to
 * where the form started), Submit on step 6. A new registration leaves the form empty on step 1,
 * ready for the next person (an accompanying person through the same link); a refused one stays
 * as it was, with the messages on their fields, to be sent again.
 */
export function RegistrationFormWizard(props: RegistrationFormProps) {
  const { event, initial, prefill, mode, save } = props;
  const [active, setActive] = useState(0);
  const [saved, setSaved] = useState<Saved>();
  const [refusal, setRefusal] = useState<string>();
  /** what Reset returns a step to: the form's start, or what was last saved */
  const [start, setStart] = useState(initial);
  const form = useForm<RegistrationFormValues>({ initialValues: initial });
  const context = useMemo(() => ({ event, today: localToday() }), [event]);
  const phone = useScreenMatches('(max-width: 48em)');
  const { t } = useRegistrationsT();
  // Next checks a later step's rules only once its inputs (and the place lists) are here
  const laterReady = useLaterSteps();
  const stepShown = active === 0 || laterReady;

  const goTo = (step: number) => {
    setActive(step);
    window.scrollTo({ top: 0 });
  };

  const next = () => {
    if (!stepShown) return;
    const errors = stepErrors(active, form.getValues(), context);
    form.setErrors(errors);
    if (Object.keys(errors).length === 0) goTo(active + 1);
  };

  /** A delegate who is the member gets the member's details; another attendee type starts without them. */
  const changeRelationship = (value: string) => {
    const was = form.getValues().relationship;
    form.setFieldValue('relationship', value);
    if (!prefill || mode === 'update') return;
    const { relationship: _own, ...details } = prefill;
    if (value === DELEGATE && was !== DELEGATE) form.setValues(details);
    if (was === DELEGATE && value !== DELEGATE) form.setValues(Object.fromEntries(Object.keys(details).map((f) => [f, EMPTY_REGISTRATION[f as keyof RegistrationFormValues]])));
  };

  const showRefusal = (error: unknown) => {
    const fields = error instanceof ApiError && error.status === 422 ? Object.keys(error.errors ?? {}).filter((f) => stepOfField(f) >= 0) : [];
    setRefusal(refusalText(error, t));
    if (fields.length && applyServerErrors(form, error)) goTo(Math.min(...fields.map(stepOfField)));
  };

  const submit = async () => {
    const values = form.getValues();
    const invalid = firstInvalidStep(values, context);
    if (invalid) {
      form.setErrors(invalid.errors);
      goTo(invalid.step);
      return;
    }
    form.setSubmitting(true);
    setRefusal(undefined);
    try {
      const parsed = registrationFormSchema(context).parse(values);
      const result = await save(parsed);
      notifySuccess(result.message);
      setSaved(result);
      // a new registration leaves the form empty for the next person; a change shows what was stored
      const after = mode === 'register' ? EMPTY_REGISTRATION : registrationValuesOf(parsed);
      form.setValues(after);
      setStart(after);
      form.resetDirty();
      goTo(0);
    } catch (error) {
      showRefusal(error);
    } finally {
      form.setSubmitting(false);
    }
  };

  // the second click of a double click on Next lands on Submit, which must not save
  const clickSubmit = (e: MouseEvent) => {
    if (e.detail <= 1) void submit();
  };

  const reset = () => {
    form.setValues(stepValues(active, start));
    form.clearErrors();
  };

  return (
    <Stack gap="md">
      {saved && <RegistrationSaved saved={saved} mode={mode} onClose={() => setSaved(undefined)} />}
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} pos="relative">
        <PleaseWait visible={form.submitting} />
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (active < LAST) next();
            else void submit();
          }}
        >
          <Stack gap="md">
            {/* six numbered steps do not fit a 360 px phone: there a bar and the step's name say where one is */}
            {phone && <Progress value={((active + 1) / REGISTRATION_STEPS.length) * 100} size="sm" aria-hidden />}
            <Stepper
              active={active}
              onStepClick={(step) => step < active && goTo(step)}
              allowNextStepsSelect={false}
              size="sm"
              styles={phone ? { steps: { display: 'none' }, content: { paddingTop: 0 } } : undefined}
            >
              {REGISTRATION_STEPS.map((s, i) => (
                <Stepper.Step
                  key={s.key}
                  label={t(`step.${s.key}`)}
                  // the space keeps the number a word of its own, so the visible '1 Personal Details' is in the name (axe)
                  icon={`${i + 1} `}
                  aria-label={t('step.numbered', { n: i + 1, title: t(`step.${s.key}`) })}
                  aria-current={i === active ? 'step' : undefined}
                >
                  <Stack gap="md">
                    {phone && <Text fw={600}>{t('step.ofTotal', { n: i + 1, total: REGISTRATION_STEPS.length, title: t(`step.${s.key}`) })}</Text>}
                    <StepContent step={i} form={form} props={props} onRelationshipChange={changeRelationship} />
                  </Stack>
                </Stepper.Step>
              ))}
            </Stepper>
            {refusal && (
              <Alert color="red" role="alert">
                {refusal}
              </Alert>
            )}
            <Group justify="space-between" gap="sm">
              <Button variant="default" disabled={active === 0} onClick={() => goTo(active - 1)}>
                {t('form.prev')}
              </Button>
              <Group gap="sm">
                <Button variant="default" onClick={reset}>
                  {t('form.reset')}
                </Button>
                {active < LAST ? (
                  <Button key="next" onClick={next} disabled={!stepShown}>
                    {t('form.next')}
                  </Button>
                ) : (
                  <Button key="submit" onClick={clickSubmit} loading={form.submitting}>
                    {t('form.submit')}
                  </Button>
                )}
              </Group>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
