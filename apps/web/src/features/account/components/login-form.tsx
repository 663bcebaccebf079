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

/**
 * The log-in page's opening line. The server cannot know who is signed in, so a signed-in
 * shopper's notice appears once the page runs; it takes the greeting's place in a slot two lines
 * tall, so the form below does not move.
 */
export function LoginIntro() {
  const { session } = useSession();
  return (
    <span className="block min-h-12">
      {session ? (
        <>
          You are logged in as <strong className="break-words text-ink">{session.username}</strong>.
          Log in below to use another account.
        </>
      ) : (
        'Welcome back! Log in to follow your orders.'
      )}
    </span>
  );
}

export function LoginForm() {
  const form = useSchemaForm(loadLoginSchema, { email: '', password: '' });
  const login = useLogIn();
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
