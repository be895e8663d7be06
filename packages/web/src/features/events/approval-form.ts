import { useForm } from '@mantine/form';
import { approvalDialogSchema } from '@sampark/domain/schemas/events';
import { zodErrors } from '../../components/form/use-zod-form';

/**
 * The approval form of seed 002 §5 (status and comments, both required), checked on blur by the
 * schema the server uses; `valid` enables Submit.
 */
export function useApprovalForm<T extends { status: string; comment: string }>(initialValues: T) {
  const form = useForm<T>({
    initialValues,
    validateInputOnBlur: true,
    validate: (values) => zodErrors(approvalDialogSchema, values),
  });
  return { form, valid: Object.keys(zodErrors(approvalDialogSchema, form.values)).length === 0 };
}
