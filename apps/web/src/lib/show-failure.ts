import { toast } from '../components/ui/toast';
import { ApiError } from './api-client';
import { failureText } from './failure-text';

/**
 * A failed form call: the server's `error` text in a toast, and its per-field messages by their
 * fields (`setServerErrors` of the form).
 */
export function showFailure(
  error: Error,
  setFieldErrors?: (fields: Record<string, string>) => void,
): void {
  toast.error(failureText(error));
  if (error instanceof ApiError && setFieldErrors) setFieldErrors(error.fields);
}
