import { paths } from '@adepa/contract/paths';
import { AccountCard, ChangePasswordForm, ProfileForm } from '../../features/account';
import { useSession } from '../../lib/session';

// Signed-in pages (customers, and admins for profile and password). One lazy chunk; My Orders
// and its details are in customer-order-pages.tsx. The guard in routes.tsx lets only signed-in
// people in; `session` can still vanish (log-out in another tab), and then the guard redirects
// before these render again.

export function ProfilePage() {
  const { session } = useSession();
  if (!session) return null;
  return (
    <AccountCard
      title="My Profile"
      intro="Keep your name and email address up to date."
      footer={{
        prompt: 'Know your current password?',
        href: paths.changePassword(),
        text: 'Change password',
      }}
    >
      {/* Keyed by user: a log-in as someone else in another tab starts a fresh form. */}
      <ProfileForm key={session._id} session={session} />
    </AccountCard>
  );
}

export function ChangePasswordPage() {
  const { session } = useSession();
  if (!session) return null;
  return (
    <AccountCard
      title="Change Password"
      intro="Enter your current password, then choose a new one. You will stay logged in here and be logged out everywhere else."
      footer={{ href: paths.profile(), text: 'Back to my profile' }}
    >
      <ChangePasswordForm key={session._id} session={session} />
    </AccountCard>
  );
}
