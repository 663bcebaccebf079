import { useParams } from 'wouter';
import { AboutUs, Faq, PrivacyPolicy, TermsOfService } from '../../features/info';
import { SubscribedMessage, UnsubscribePanel, VerifySubscription } from '../../features/newsletter';

// Public pages without forms: the static pages and the newsletter's link pages. They share one
// lazily loaded chunk without zod, so reading the FAQ or following a mailed link downloads no
// form validation. (The listings, the product page, the cart pages, checkout, tracking and the
// contact form have chunks of their own.)

export const AboutPage = AboutUs;
export const FaqPage = Faq;
export const TermsPage = TermsOfService;
export const PrivacyPage = PrivacyPolicy;
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
