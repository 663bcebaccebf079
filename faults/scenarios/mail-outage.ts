import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';
import { withClient } from '../../tools/database-clients.ts';
import { freePort } from '../../tools/ports.ts';
import { FAULT_SIZE, stockedProduct } from '../database.ts';
import { type Scenario, STOCK } from '../scenario.ts';

const ORDERS = 10;

export const mailOutage: Scenario = {
  name: 'mailOutage',
  title: 'The mail server down for a while',
  async run(s) {
    const received: string[] = [];
    const smtpPort = await freePort();
    const startSmtp = async () => {
      const server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, _session, done) {
          let raw = '';
          stream.on('data', (chunk) => (raw += chunk));
          stream.on('end', () => {
            received.push(/^Message-ID:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? raw.length.toString());
            done();
          });
        },
      });
      server.listen(smtpPort, '127.0.0.1');
      await once(server.server, 'listening');
      s.cleanUp(() => server.close());
      return server;
    };
    const db = await s.database();
    const shop = await s.shop({ DATABASE_URL: db.url, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
    const productId = await withClient(db.url, (c) => stockedProduct(c, STOCK));
    for (let i = 0; i < ORDERS; i++) {
      await fetch(`${shop.url}/api/orders/customer-order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Mail Tester',
          email: `buyer${i}@example.com`,
          phoneNumber: '0244550123',
          province: 'Ashanti',
          area: 'Adum',
          products: [{ _id: productId, qty: 1, productSize: FAULT_SIZE }],
        }),
      });
    }
    console.log(
      `  ${ORDERS} orders placed with the mail server down (${ORDERS * 2} mails: buyer and shop)`,
    );
    await sleep(5000);
    s.check(received.length === 0, 'nothing was delivered while the server was down');
    await startSmtp();
    const started = performance.now();
    while (received.length < ORDERS * 2 && performance.now() - started < 90_000) await sleep(250);
    await sleep(3000);
    console.log(
      `  ${received.length} mails arrived within ${((performance.now() - started) / 1000).toFixed(1)} s of the server coming back`,
    );
    s.check(received.length === ORDERS * 2, 'every mail arrived');
    s.check(new Set(received).size === received.length, 'each mail arrived exactly once');
  },
};
