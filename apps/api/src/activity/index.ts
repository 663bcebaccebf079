// The shop's activity log: who changed what, written in the transaction of each change, read by
// the owner (and, for one order or product, by the desk that works on it).

export { type Actor, actorOf, changedFields, recordActivity, THE_SHOP } from './record.ts';
export { activityRoutes } from './routes.ts';
