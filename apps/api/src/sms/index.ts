// SMS: the outbox and its worker (plugin.ts), the gateway's delivery reports (routes.ts), the
// status checks, the limits, and the GSM-7 rules that keep every text to one part. This is what
// the rest of the api may use.
export {
  composeSms,
  type ElasticPart,
  first,
  freeText,
  fromSetting,
  leadingWords,
  optional,
  type SmsPart,
} from './fit-text.ts';
export { isGsm7, septets } from './gsm7.ts';
export { assertOnePart, onePartProblems, type SmsTemplate } from './one-part-check.ts';
export { type SmsMessage, smsDashboard, smsOfOrder } from './outbox.ts';
export { type SmsPluginOptions, type SmsService, smsPlugin } from './plugin.ts';
export { smsRoutes } from './routes.ts';
