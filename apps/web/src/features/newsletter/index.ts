export { NewsletterForm } from './components/newsletter-form';
export { SubscribedMessage } from './components/subscribed-message';
export { UnsubscribePanel } from './components/unsubscribe-panel';
export { VerifySubscription } from './components/verify-subscription';
