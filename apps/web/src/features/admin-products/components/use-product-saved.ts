import { paths } from '@adepa/contract/paths';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';

type ServerErrors = { setServerErrors: (fields: Record<string, string>) => void };

/**
 * What a product form does with the server's answer: once saved, `done` in a toast and back to the
 * products; on a failure, the error in the console (`failedLog`), the server's field messages
 * under their fields, and its own words under the form when it names no field.
 */
export function useProductSaved(form: ServerErrors, done: string, failedLog: string) {
  const [failure, setFailure] = useState<string | null>(null);
  const [, navigate] = useLocation();
  return {
    failure,
    clearFailure: () => setFailure(null),
    answer: {
      onSuccess: () => {
        toast.success(done);
        navigate(paths.admin.products());
      },
      onError: (error: Error) => {
        console.error(failedLog, error);
        const fields = error instanceof ApiError ? error.fields : {};
        form.setServerErrors(fields);
        if (Object.keys(fields).length === 0) setFailure(error.message);
      },
    },
  };
}
