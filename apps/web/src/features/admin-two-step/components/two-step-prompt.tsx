import { paths } from '@adepa/contract/paths';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { useTwoStepStatus } from '../api/two-step-api';

/** On the owner's dashboard until two-step sign-in is on: what it guards, and the way to it. */
export function TwoStepPrompt() {
  const status = useTwoStepStatus();
  if (!status.data || status.data.enabled || !status.data.required) return null;
  return (
    <aside
      aria-label="Two-step sign-in"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-gold-soft p-4 ring-1 ring-gold/40"
    >
      <p className="max-w-xl">
        <strong>Protect the shop with two-step sign-in.</strong> Your account can change prices,
        refunds and staff; with a code from your phone at each log-in, a stolen password is not
        enough.
      </p>
      <Link href={paths.admin.twoStep()} className={buttonClasses('primary', 'min-h-12')}>
        Set it up
      </Link>
    </aside>
  );
}
