import { paths } from '@adepa/contract/paths';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { shop } from '../../../lib/shop-settings';
import { unsubscribe } from '../api/subscription';
import { NoticeCard } from './notice-card';
import { SubscribeAgainLink } from './subscribe-again-link';

// The newsletter's unsubscribe link opens this page. Nothing happens on load, because mail
// scanners open links too; the shopper taps the button.

type State =
  | { kind: 'ask' }
  | { kind: 'busy' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; error: ApiError };

export function UnsubscribePanel({ id, token }: { id: string; token: string }) {
  const [state, setState] = useState<State>({ kind: 'ask' });
  const heading = useRef<HTMLHeadingElement>(null);
  const finished = state.kind === 'done' || (state.kind === 'failed' && state.error.status === 400);

  // The button that was pressed is gone: the new heading takes the focus and is read out.
  useEffect(() => {
    if (finished) heading.current?.focus();
  }, [finished]);

  async function onUnsubscribe() {
    setState({ kind: 'busy' });
    try {
      const reply = await unsubscribe(id, token);
      setState({ kind: 'done', message: reply.message });
    } catch (error) {
      setState({
        kind: 'failed',
        error: error instanceof ApiError ? error : new ApiError(String(error), 0),
      });
    }
  }

  if (state.kind === 'done') {
    return (
      <NoticeCard
        title="Sorry to see you go"
        documentTitle="Unsubscribed"
        tone="success"
        headingRef={heading}
      >
        <p>{state.message}</p>
        <p className="text-muted">
          Changed your mind? You can join again at any time, from the bottom of any page.
        </p>
        <div className="mt-2 flex w-full flex-col gap-3">
          <SubscribeAgainLink />
          <Link
            href={paths.shop()}
            className={buttonClasses('secondary', 'min-h-12 px-7 text-base')}
          >
            Continue shopping
          </Link>
        </div>
      </NoticeCard>
    );
  }

  if (state.kind === 'failed' && state.error.status === 400) {
    return (
      <NoticeCard title="We could not unsubscribe you" headingRef={heading}>
        {/* The server's words ask to subscribe again, which fits a confirmation link, not this. */}
        <p>This unsubscribe link is not valid. Please use the link in our latest newsletter.</p>
        <p className="text-muted">
          If our newsletters keep coming, write to{' '}
          <a href={`mailto:${shop.email}`} className="font-semibold text-green underline">
            {shop.email}
          </a>{' '}
          and we will take you off the list.
        </p>
        <Link href={paths.home()} className={buttonClasses('secondary', 'min-h-12 px-7 text-base')}>
          Back to home
        </Link>
      </NoticeCard>
    );
  }

  const busy = state.kind === 'busy';
  return (
    <NoticeCard title="Unsubscribe from our newsletter" documentTitle="Unsubscribe">
      <p className="text-muted">
        Tap the button and we will stop sending the {shop.name} newsletter to your e-mail address.
        Your orders and your account stay as they are.
      </p>
      {state.kind === 'failed' && (
        <p role="alert" className="font-semibold text-red">
          {state.error.message}
        </p>
      )}
      <div className="mt-2 flex w-full flex-col gap-3">
        <Button onClick={onUnsubscribe} disabled={busy} className="min-h-12 px-7 text-base">
          {busy ? 'Processing...' : 'Unsubscribe'}
        </Button>
        <Link href={paths.home()} className={buttonClasses('secondary', 'min-h-12 px-7 text-base')}>
          Keep me subscribed
        </Link>
      </div>
    </NoticeCard>
  );
}
