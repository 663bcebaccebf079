import { useParams } from 'wouter';
import { SubscribedMessage, UnsubscribePanel, VerifySubscription } from '../../features/newsletter';

// The pages the newsletter's mails link to: confirming an address, leaving, and the thank-you.
// A chunk of their own, so the static pages' first visits do not carry them.

export const SubscribedPage = SubscribedMessage;

export function VerifySubscriberPage() {
  const { id = '', emailToVerify = '' } = useParams<{ id: string; emailToVerify: string }>();
  // Keyed, so another link opened in the same tab starts afresh.
  return <VerifySubscription key={`${id}/${emailToVerify}`} id={id} token={emailToVerify} />;
}

export function UnsubscribePage() {
  const { id = '', token = '' } = useParams<{ id: string; token: string }>();
  return <UnsubscribePanel key={`${id}/${token}`} id={id} token={token} />;
}
