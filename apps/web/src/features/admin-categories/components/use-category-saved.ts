import { CATEGORY_CREATE_FAILED } from '@adepa/contract/admin-messages';
import { paths } from '@adepa/contract/paths';
import { useLocation } from 'wouter';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';

type ServerErrors = { setServerErrors: (fields: Record<string, string>) => void };

/**
 * What a category's name form does with the server's answer: once saved, `done` in a toast and
 * back to the categories; on a failure, the failure toast (creating and renaming share its text)
 * and the server's field messages, a taken name (409) in the server's own words under the name.
 */
export function useCategorySaved(form: ServerErrors, done: string) {
  const [, navigate] = useLocation();
  return {
    onSuccess: () => {
      toast.success(done);
      navigate(paths.admin.categories());
    },
    onError: (error: Error) => {
      toast.error(CATEGORY_CREATE_FAILED);
      if (error instanceof ApiError) {
        form.setServerErrors(error.status === 409 ? { name: error.message } : error.fields);
      }
    },
  };
}
