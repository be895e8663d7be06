import { useForm } from '@mantine/form';
import { loadPlaceLists } from '@sampark/domain/geo/place-lists';
import { RELATIONSHIP_DELEGATE } from '@sampark/domain/options/events';
import { REGISTRATION_STEPS } from '@sampark/domain/schemas/registration-steps';
import type { RegistrationValues } from '@sampark/domain/schemas/registrations';
import { type MouseEvent, type RefObject, Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
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
  loadRegistrationRules,
  localToday,
  type RegistrationForm as Form,
  type RegistrationFormValues,
  registrationValuesOf,
  stepErrors,
  stepOfField,
  stepValues,
} from './registration-form-values';
import plain from '../../components/plain/plain.module.css';
import buttons from '../../components/plain/plain-button.module.css';
import classes from './registration-form.module.css';

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
 * Steps 2-6, the place lists their rules check and the rules themselves (zod and the step schemas),
 * fetched once the registrant first touches the form (a tap, a key, a field's focus), not as it
 * opens: step 1 answers its first tap without them being fetched and run on a slow phone's main
 * thread meanwhile, and a person spends far longer on step 1 than they take to arrive
 * (docs/decisions/061-public-form-on-preact.md, 104, 116).
 */
const loadLaterSteps = () =>
  Promise.all([import('./registration-later-steps'), loadPlaceLists(), loadRegistrationRules()]).then(([m]) => ({ default: m.LaterStep }));
const LaterStep = lazy(loadLaterSteps);

const FIRST_TOUCH = ['pointerdown', 'keydown', 'focusin'] as const;

/** Whether steps 2-6 are here; asks for them on the first touch of the element `ref` holds. */
function useLaterSteps(ref: RefObject<HTMLElement | null>): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let live = true;
    const load = () => {
      for (const type of FIRST_TOUCH) element.removeEventListener(type, load);
      // a failure shows when a later step renders (the page's error screen)
      loadLaterSteps().then(() => live && setReady(true), () => undefined);
    };
    for (const type of FIRST_TOUCH) element.addEventListener(type, load);
    return () => {
      live = false;
      for (const type of FIRST_TOUCH) element.removeEventListener(type, load);
    };
  }, [ref]);
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
 * Where the form is: on a wide screen the six numbered steps, a done one a button back to it; on a
 * phone (the stylesheet picks) a bar and 'Step n of 6: name'.
 */
function StepsHeader({ active, goTo, t }: { active: number; goTo: (step: number) => void; t: RegistrationsT }) {
  const total = REGISTRATION_STEPS.length;
  const title = (i: number) => t(`step.${REGISTRATION_STEPS[i]!.key}`);
  return (
    <>
      <ol className={classes.steps}>
        {REGISTRATION_STEPS.map((s, i) => (
          <li key={s.key} className={classes.stepItem} data-done={i < active || undefined}>
            <button
              type="button"
              className={classes.stepButton}
              data-done={i < active || undefined}
              disabled={i > active}
              aria-current={i === active ? 'step' : undefined}
              aria-label={t('step.numbered', { n: i + 1, title: title(i) })}
              onClick={() => i < active && goTo(i)}
            >
              {/* the space keeps the number a word of its own, so the visible '1 Personal Details' is in the name (axe) */}
              <span className={classes.stepIcon}>{i + 1}</span> <span>{title(i)}</span>
            </button>
          </li>
        ))}
      </ol>
      <div className={classes.progress} aria-hidden>
        <div className={classes.progressDone} style={{ width: `${((active + 1) / total) * 100}%` }} />
      </div>
      <p className={classes.stepName}>{t('step.ofTotal', { n: active + 1, total, title: title(active) })}</p>
    </>
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
  const { t } = useRegistrationsT();
  // Next checks a later step's rules only once its inputs (and the place lists) are here
  const formRef = useRef<HTMLFormElement>(null);
  const laterReady = useLaterSteps(formRef);
  const stepShown = active === 0 || laterReady;

  const goTo = (step: number) => {
    setActive(step);
    window.scrollTo({ top: 0 });
  };

  // (two taps before the rules arrive check the same step twice: both see the step of their render)
  const next = () => {
    if (!stepShown) return;
    loadRegistrationRules().then(
      (rules) => {
        const errors = stepErrors(rules, active, form.getValues(), context);
        form.setErrors(errors);
        if (Object.keys(errors).length === 0) goTo(active + 1);
      },
      (error: unknown) => setRefusal(refusalText(error, t)),
    );
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
    const rules = await loadRegistrationRules().catch((error: unknown) => void setRefusal(refusalText(error, t)));
    if (!rules) return;
    const invalid = firstInvalidStep(rules, values, context);
    if (invalid) {
      form.setErrors(invalid.errors);
      goTo(invalid.step);
      return;
    }
    form.setSubmitting(true);
    setRefusal(undefined);
    try {
      const parsed = rules.registrationFormSchema(context).parse(values);
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
    <>
      {saved && <RegistrationSaved saved={saved} mode={mode} onClose={() => setSaved(undefined)} />}
      <div className={classes.card}>
        <PleaseWait visible={form.submitting} />
        <form
          ref={formRef}
          noValidate
          className={classes.form}
          onSubmit={(e) => {
            e.preventDefault();
            if (active < LAST) next();
            else void submit();
          }}
        >
          <StepsHeader active={active} goTo={goTo} t={t} />
          <div className={classes.step}>
            <StepContent step={active} form={form} props={props} onRelationshipChange={changeRelationship} />
          </div>
          {refusal && (
            <div className={plain.alert} role="alert">
              {refusal}
            </div>
          )}
          <div className={classes.actions}>
            <button type="button" className={`${buttons.button} ${buttons.outline}`} disabled={active === 0} onClick={() => goTo(active - 1)}>
              {t('form.prev')}
            </button>
            <div className={classes.actionsEnd}>
              <button type="button" className={`${buttons.button} ${buttons.outline}`} onClick={reset}>
                {t('form.reset')}
              </button>
              {active < LAST ? (
                <button key="next" type="button" className={`${buttons.button} ${buttons.filled}`} onClick={next} disabled={!stepShown}>
                  {t('form.next')}
                </button>
              ) : (
                <button
                  key="submit"
                  type="button"
                  className={`${buttons.button} ${buttons.filled}`}
                  onClick={clickSubmit}
                  disabled={form.submitting}
                  data-busy={form.submitting || undefined}
                >
                  <span className={buttons.label}>{t('form.submit')}</span>
                </button>
              )}
            </div>
          </div>
        </form>
      </div>
    </>
  );
}
