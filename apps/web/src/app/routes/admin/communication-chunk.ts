// Talking with shoppers, loaded together in one chunk: the contact form's messages and the
// newsletter.

export * from './messages-page';
export * from './newsletter-page';
