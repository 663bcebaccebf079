// `npm run faults`: the shop attacked by its own infrastructure. It stops the machine's PostgreSQL
// for 10 s, kills the api with SIGKILL and with SIGTERM, and takes the mail server away, each
// during a stream of orders, then checks the books: no order lost, none without lines, no stock
// taken without an order. It takes the SMS gateway away (503, then its port closed) while two api
// processes take orders, and checks that every order's SMS reaches the gateway exactly once. It
// kills the api while it takes Mobile Money orders and checks every charge reaches the payment
// gateway once and every approved order is paid; it kills the api between claiming a refund and
// calling the gateway, and checks the refund is made exactly once after the restart.
// Then it fills the uploads folder's disk and makes it read-only. On the embedded database
// (PGlite) it kills the api with SIGKILL in a stream of orders five times, checking the books
// after each restart, and fills the database's disk while orders come in. It prints what it did
// and the figures, and exits 1 if a check failed. `npm run faults -- <name>` runs one scenario.
// Each scenario is a file in scenarios/; what it starts is undone however it ends (scenario.ts).
import { type Scenario, ScenarioRun } from './scenario.ts';
import { databaseOutage } from './scenarios/database-outage.ts';
import { diskFullEmbedded } from './scenarios/disk-full-embedded.ts';
import { killed } from './scenarios/killed.ts';
import { killedEmbedded } from './scenarios/killed-embedded.ts';
import { mailOutage } from './scenarios/mail-outage.ts';
import { paymentsKilled } from './scenarios/payments-killed.ts';
import { refundKilled } from './scenarios/refund-killed.ts';
import { smsOutage } from './scenarios/sms-outage.ts';
import { terminated } from './scenarios/terminated.ts';
import { uploadsDisk } from './scenarios/uploads-disk.ts';

const scenarios: Scenario[] = [
  databaseOutage,
  killed,
  terminated,
  mailOutage,
  smsOutage,
  paymentsKilled,
  refundKilled,
  uploadsDisk,
  killedEmbedded,
  diskFullEmbedded,
];

const only = process.argv[2];
const chosen = scenarios.filter((scenario) => !only || scenario.name === only);
if (chosen.length === 0) {
  console.error(`No scenario ${only}: ${scenarios.map((scenario) => scenario.name).join(', ')}`);
  process.exit(2);
}

const failures: string[] = [];
for (const [index, scenario] of chosen.entries()) {
  console.log(`\n${index + 1}. ${scenario.title}`);
  const run = new ScenarioRun();
  try {
    await scenario.run(run);
  } catch (error) {
    run.check(false, `${scenario.name} could not run: ${(error as Error).message}`);
  } finally {
    await run.end();
  }
  failures.push(...run.failures);
}
console.log(
  `\n${failures.length === 0 ? 'All fault checks passed.' : `${failures.length} fault check(s) failed.`}`,
);
process.exit(failures.length ? 1 : 0);
