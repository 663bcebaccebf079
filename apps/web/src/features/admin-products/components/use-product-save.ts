import { paths } from '@adepa/contract/paths';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';

type ServerErrors = { setServerErrors: (fields: Record<string, string>) => void };
type Answer = { onSuccess: () => void; onError: (error: Error) => void };
type Mutation<Body> = { mutate: (body: Body, answer: Answer) => void };

/**
 * Saves a product form's `body` with `mutation`, and does with the server's answer what every
 * product form does: once saved, `done` in a toast and back to the
 * products; on a failure, the error in the console (`failedLog`), the server's field messages
 * under their fields, and its own words under the form when it names no field.
 */
export function useProductSave<Body>(
  form: ServerErrors,
  mutation: Mutation<Body>,
  texts: { done: string; failedLog: string },
  /** Anything more a form does after a failure (reading the stock again after a 409). */
  onFailed?: (error: Error) => void,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const [, navigate] = useLocation();
  const answer: Answer = {
    onSuccess: () => {
      toast.success(texts.done);
      navigate(paths.admin.products());
    },
    onError: (error) => {
      console.error(texts.failedLog, error);
      const fields = error instanceof ApiError ? error.fields : {};
      form.setServerErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(error.message);
      onFailed?.(error);
    },
  };
  const save = (body: Body) => {
    setFailure(null);
    mutation.mutate(body, answer);
  };
  return { failure, save };
}
