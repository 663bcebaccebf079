// E-mail: written to the outbox in the cause's transaction and sent by the worker (plugin.ts,
// `app.mail`), through SMTP or to files; the shop's one mail layout (templates.ts). This is what
// the rest of the api may use.
export type { MailMessage } from './outbox.ts';
export { type MailPluginOptions, type MailService, mailPlugin } from './plugin.ts';
export { renderMail } from './templates.ts';
