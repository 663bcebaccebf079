import { REGISTER_SUCCESS } from '@adepa/contract/messages';
import { paths } from '@adepa/contract/paths';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { EmailField, TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import { showFailure } from '../../../lib/show-failure';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSignUp } from '../api/sign-up';
import { NewPasswordField } from './new-password-field';

const loadRegisterSchema = () => import('@adepa/contract/users').then((m) => m.registerSchema);

export function SignupForm() {
  const form = useSchemaForm(loadRegisterSchema, {
    username: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const signup = useSignUp();
  const [, navigate] = useLocation();

  const onSubmit = form.handleSubmit((body) =>
    signup.mutate(body, {
      onSuccess: () => {
        toast.success(REGISTER_SUCCESS);
        navigate(paths.home(), { replace: true });
      },
      onError: (error) => showFailure(error, form.setServerErrors),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <TextField {...form.field('username')} label="Username" autoComplete="nickname" />
      <EmailField {...form.field('email')} label="Email" />
      <NewPasswordField {...form.field('password')} label="Password" />
      <PasswordField
        {...form.field('confirmPassword')}
        label="Confirm Password"
        autoComplete="new-password"
      />
      <Button type="submit" disabled={signup.isPending} className="min-h-12 w-full text-base">
        {signup.isPending ? 'Signing up...' : 'Sign Up'}
      </Button>
    </form>
  );
}
