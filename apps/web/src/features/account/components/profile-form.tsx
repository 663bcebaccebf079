import { PROFILE_UPDATED } from '@adepa/contract/messages';
import type { Session } from '@adepa/contract/users';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { EmailField, TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import { showFailure } from '../../../lib/show-failure';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { type ProfileBody, useUpdateProfile } from '../api/update-profile';
import { NewPasswordField } from './new-password-field';

const loadProfileSchema = () => import('@adepa/contract/users').then((m) => m.profileSchema);

const blank = (session: Session) => ({
  username: session.username,
  email: session.email,
  password: '',
  confirmPassword: '',
});

export function ProfileForm({ session }: { session: Session }) {
  const form = useSchemaForm(loadProfileSchema, blank(session));
  const update = useUpdateProfile();

  const onSubmit = form.handleSubmit(({ username, email, password, confirmPassword }) => {
    // Empty password fields mean: keep the current password.
    const body: ProfileBody = password
      ? { username, email, password, confirmPassword }
      : { username, email };
    update.mutate(body, {
      onSuccess: (next) => {
        toast.success(PROFILE_UPDATED);
        form.reset(blank(next));
      },
      onError: (error) => showFailure(error, form.setServerErrors),
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <TextField {...form.field('username')} label="Username" autoComplete="nickname" />
      <EmailField {...form.field('email')} label="Email" />
      <fieldset className="grid gap-5 rounded-xl border border-line p-4">
        <legend className="px-1 text-sm font-semibold">New password (optional)</legend>
        <p className="-mt-2 text-sm text-muted">Leave both empty to keep your password.</p>
        <NewPasswordField {...form.field('password')} label="Password" checklistWhenEmpty={false} />
        <PasswordField
          {...form.field('confirmPassword')}
          label="Confirm Password"
          autoComplete="new-password"
        />
      </fieldset>
      <Button type="submit" disabled={update.isPending} className="min-h-12 w-full text-base">
        {update.isPending ? 'Updating...' : 'Update'}
      </Button>
    </form>
  );
}
