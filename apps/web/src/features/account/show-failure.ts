import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';

/** A failed account call shows the server's `error` text in a toast, and its field messages. */
export function showFailure(
  error: Error,
  setFieldErrors?: (fields: Record<string, string>) => void,
): void {
  toast.error(error.message);
  if (error instanceof ApiError && setFieldErrors) setFieldErrors(error.fields);
}
