import { LOGIN_SUCCESS } from '@adepa/contract/messages';
import { paths } from '@adepa/contract/paths';
import { Link, useLocation, useSearchParams } from 'wouter';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { EmailField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import { useSession } from '../../../lib/session';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useLogIn } from '../api/log-in';
import { safeRedirect } from '../safe-redirect';
import { showFailure } from '../show-failure';
import { textLinkClasses } from './account-card';

const loadLoginSchema = () => import('@adepa/contract/users').then((m) => m.loginSchema);

export function LoginForm() {
  const form = useSchemaForm(loadLoginSchema, { email: '', password: '' });
  const login = useLogIn();
  const { session } = useSession();
  const [params] = useSearchParams();
  const [, navigate] = useLocation();

  const onSubmit = form.handleSubmit((body) =>
    login.mutate(body, {
      onSuccess: () => {
        toast.success(LOGIN_SUCCESS);
        navigate(safeRedirect(params.get('redirect')), { replace: true });
      },
      onError: (error) => showFailure(error, form.setServerErrors),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {session && (
        <p className="rounded-xl bg-gold-soft px-4 py-3 text-sm">
          You are logged in as <strong className="break-words">{session.username}</strong>. Log in
          below to use another account.
        </p>
      )}
      <EmailField {...form.field('email')} label="Email" autoComplete="username" />
      <div>
        <PasswordField
          {...form.field('password')}
          label="Password"
          autoComplete="current-password"
        />
        <div className="-mb-3 flex justify-end">
          <Link href={paths.forgotPassword()} className={`${textLinkClasses} text-sm`}>
            Forgot password?
          </Link>
        </div>
      </div>
      <Button type="submit" disabled={login.isPending} className="min-h-12 w-full text-base">
        {login.isPending ? 'Logging in...' : 'Log In'}
      </Button>
    </form>
  );
}
