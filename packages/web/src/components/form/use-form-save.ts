import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../lib/router';
import { notifySuccess } from '../feedback/notify';
import { type FormLike, showSaveError } from './save-error';

/** What the save needs of a @mantine/form form. */
export interface SavingForm extends FormLike {
  setSubmitting: (submitting: boolean) => void;
}

export interface FormSaveOptions<V> {
  /** POST or PUT; resolves to the server's success message */
  save: (values: V) => Promise<string>;
  /** shown when the server's message is empty */
  fallbackMessage?: string;
  /** the queries the save changes */
  queryKey: QueryKey;
  /** where a saved form goes: its list */
  listPath: string;
  /** seed 001 §8: some screens scroll to the top to show a failed save's message */
  scrollTopOnError: boolean;
}

/**
 * The save of an add or edit form: while it runs the form is submitting (Please wait); success
 * shows the message, refreshes `queryKey` and returns to the list; failure goes to showSaveError.
 */
export function useFormSave<V>(form: SavingForm, options: FormSaveOptions<V>): (values: V) => Promise<void> {
  const { save, fallbackMessage = '', queryKey, listPath, scrollTopOnError } = options;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (values: V) => {
    form.setSubmitting(true);
    try {
      notifySuccess((await save(values)) || fallbackMessage);
      await queryClient.invalidateQueries({ queryKey });
      void navigate(listPath);
    } catch (error) {
      showSaveError(form, error, scrollTopOnError);
    } finally {
      form.setSubmitting(false);
    }
  };
}
