import { paths } from '@adepa/contract/paths';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { showFailure } from '../../../lib/show-failure';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useResetPassword } from '../api/reset-password';
import { textLinkClasses } from './account-card';
import { NewPasswordField } from './new-password-field';

const loadResetPasswordSchema = () =>
  import('@adepa/contract/users').then((m) => m.resetPasswordSchema);

// A reset has no fixed success text: the server's own message is shown when it sends one.
const RESET_DONE = 'Your password has been reset. Please log in with your new password.';

export function ResetPasswordForm({ userId, resetToken }: { userId: string; resetToken: string }) {
  const form = useSchemaForm(loadResetPasswordSchema, { password: '', confirmPassword: '' });
  const reset = useResetPassword();
  const [, navigate] = useLocation();
  const [linkError, setLinkError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit((body) =>
    reset.mutate(
      { userId, resetToken, body },
      {
        onSuccess: (reply) => {
          toast.success(reply?.message || RESET_DONE);
          navigate(paths.login(), { replace: true });
        },
        onError: (error) => {
          showFailure(error, form.setServerErrors);
          // A refused link (not a refused password) cannot be fixed on this page.
          const fieldProblem = error instanceof ApiError && Object.keys(error.fields).length > 0;
          setLinkError(fieldProblem ? null : error.message);
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {linkError && (
        <div role="alert" className="rounded-xl border border-red/40 bg-red/5 px-4 py-3 text-sm">
          <p className="font-semibold text-red">{linkError}</p>
          <p className="mt-1">
            Reset links work once and for one hour.{' '}
            <Link href={paths.forgotPassword()} className={textLinkClasses}>
              Ask for a new link
            </Link>
          </p>
        </div>
      )}
      <NewPasswordField {...form.field('password')} label="New Password" />
      <PasswordField
        {...form.field('confirmPassword')}
        label="Confirm New Password"
        autoComplete="new-password"
      />
      <Button type="submit" disabled={reset.isPending} className="min-h-12 w-full text-base">
        {reset.isPending ? 'Resetting...' : 'Reset Password'}
      </Button>
    </form>
  );
}
