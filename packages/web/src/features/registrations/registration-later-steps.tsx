import type { RegistrationContext } from '@sampark/domain/schemas/registration-windows';
import type { RegistrationForm } from './registration-form-values';
import { ContactStep } from './registration-steps-contact';
import { StayStep, TravelStep } from './registration-steps-journey';
import { PlanningStep, SocialStep } from './registration-steps-planning';

/**
 * Steps 2-6 of the registration form (seed 002 §3), a chunk of their own: registration-form.tsx
 * fetches them, with the place lists, as the form opens, so step 1 shows sooner on a slow phone
 * (docs/decisions/061-public-form-on-preact.md).
 */
export function LaterStep({ step, form, context }: { step: number; form: RegistrationForm; context: RegistrationContext }) {
  switch (step) {
    case 1:
      return <ContactStep form={form} />;
    case 2:
      return <SocialStep form={form} />;
    case 3:
      return <PlanningStep form={form} />;
    case 4:
      return <StayStep form={form} context={context} />;
    default:
      return <TravelStep form={form} context={context} />;
  }
}
