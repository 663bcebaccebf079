import { paths } from '@adepa/contract/paths';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { type SubscriptionReply, verifySubscription } from '../api/subscription';
import { NoticeCard } from './notice-card';
import { SubscribeAgainLink } from './subscribe-again-link';

// The link in the confirmation mail opens this page, which confirms the address once (a second
// render in development, or a remount, reuses the same request) and then shows /subscribed.

const attempts = new Map<string, Promise<SubscriptionReply>>();

function verifyOnce(id: string, token: string): Promise<SubscriptionReply> {
  const key = `${id}/${token}`;
  let attempt = attempts.get(key);
  if (!attempt) {
    attempt = verifySubscription(id, token);
    attempts.set(key, attempt);
    // A refused link stays refused; a network or server failure may be tried again.
    attempt.catch((error: unknown) => {
      if (!(error instanceof ApiError && error.status === 400)) attempts.delete(key);
    });
  }
  return attempt;
}

type LinkProps = { id: string; token: string };

export function VerifySubscription({ id, token }: LinkProps) {
  // Another try (after a failure that may pass) is a fresh attempt, remounted.
  const [round, setRound] = useState(0);
  return <VerifyAttempt key={round} id={id} token={token} onRetry={() => setRound((n) => n + 1)} />;
}

function VerifyAttempt({ id, token, onRetry }: LinkProps & { onRetry: () => void }) {
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<ApiError | null>(null);

  useEffect(() => {
    let live = true;
    verifyOnce(id, token).then(
      () => live && navigate(paths.subscribed(), { replace: true }),
      (error: unknown) =>
        live && setFailure(error instanceof ApiError ? error : new ApiError(String(error), 0)),
    );
    return () => {
      live = false;
    };
  }, [id, token, navigate]);

  if (!failure) {
    return (
      <NoticeCard title="Confirming your subscription">
        <div role="status" className="flex flex-col items-center gap-3">
          <span className="size-10 animate-spin rounded-full border-4 border-green-soft border-t-green" />
          <p className="text-muted">One moment, please…</p>
        </div>
      </NoticeCard>
    );
  }

  const refused = failure.status === 400;
  return (
    <NoticeCard title="We could not confirm your subscription">
      <p role="alert">{failure.message}</p>
      {refused ? (
        <SubscribeAgainLink />
      ) : (
        <Button onClick={onRetry} className="min-h-12 px-7 text-base">
          Try again
        </Button>
      )}
      <Link href={paths.shop()} className={buttonClasses('ghost')}>
        Continue shopping
      </Link>
    </NoticeCard>
  );
}
