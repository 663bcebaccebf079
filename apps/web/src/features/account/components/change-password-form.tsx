import { PASSWORD_CHANGED } from '@adepa/contract/messages';
import { paths } from '@adepa/contract/paths';
import type { Session } from '@adepa/contract/users';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { toast } from '../../../components/ui/toast';
import { showFailure } from '../../../lib/show-failure';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useChangePassword } from '../api/change-password';
import { NewPasswordField } from './new-password-field';

const loadChangePasswordSchema = () =>
  import('@adepa/contract/users').then((m) => m.changePasswordSchema);

export function ChangePasswordForm({ session }: { session: Session }) {
  const form = useSchemaForm(loadChangePasswordSchema, {
    oldPassword: '',
    password: '',
    confirmPassword: '',
  });
  const change = useChangePassword();
  const [, navigate] = useLocation();

  const onSubmit = form.handleSubmit((body) =>
    change.mutate(
      { userId: session._id, body },
      {
        onSuccess: () => {
          toast.success(PASSWORD_CHANGED);
          navigate(paths.profile());
        },
        onError: (error) => showFailure(error, form.setServerErrors),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {/* Tells password managers which account the new password belongs to. */}
      <input
        type="email"
        autoComplete="username"
        value={session.email}
        readOnly
        hidden
        tabIndex={-1}
      />
      <PasswordField
        {...form.field('oldPassword')}
        label="Old Password"
        autoComplete="current-password"
      />
      <NewPasswordField {...form.field('password')} label="New Password" />
      <PasswordField
        {...form.field('confirmPassword')}
        label="Confirm New Password"
        autoComplete="new-password"
      />
      <Button type="submit" disabled={change.isPending} className="min-h-12 w-full text-base">
        {change.isPending ? 'Password Reset Processing...' : 'Change Password'}
      </Button>
    </form>
  );
}
