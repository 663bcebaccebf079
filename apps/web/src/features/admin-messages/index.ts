export { useMessages } from './api/messages-api';
export { MessageList } from './components/message-list';
export { NewsletterForm } from './components/newsletter-form';
