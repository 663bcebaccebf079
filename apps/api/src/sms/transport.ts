import path from 'node:path';
import type { Config } from '../config.ts';
import { findLinks } from '../lib/find-links.ts';
import { writeFileInFolder } from '../lib/write-file.ts';
import type { OutboxLog } from '../outbox/index.ts';
import { hubtelTransport } from './hubtel.ts';

export { SmsGatewayError } from './hubtel.ts';

// Hubtel's SMS API (sms/hubtel.ts) when SMS_URL is set. Otherwise each SMS is written as a text
// file to DATA_DIR/sms and logged with the file's name, so someone trying the shop locally sees
// what a customer would receive. An SMS only ever links to an order's tracking page, which holds no
// secret, so its links are logged whole.

/** A row of the outbox on its way out; its id goes to the gateway as the client reference. */
export interface OutgoingSms {
  id: string;
  to: string;
  text: string;
}

/** What the gateway said of a message: its id and price (null when there is no gateway). */
export interface SendReceipt {
  gatewayId: string | null;
  /** In cedi. */
  price: number | null;
}

/** The gateway's answer to a status check: its status word ("Delivered" ...), when, the price. */
export interface SmsStatus {
  status: string;
  time: string | undefined;
  price: number | null;
}

export interface SmsTransport {
  send(sms: OutgoingSms): Promise<SendReceipt>;
  /** Asks the gateway what became of a message; only a gateway has it. */
  checkStatus?(gatewayId: string): Promise<SmsStatus>;
  close?(): Promise<void>;
}

export type SmsTransportConfig = Pick<Config, 'sms' | 'dataDir'>;

export interface SmsTransportOptions {
  /** How long to wait for the gateway's answer before counting the attempt as failed. */
  timeoutMs?: number;
}

export function createSmsTransport(
  config: SmsTransportConfig,
  log: OutboxLog,
  options: SmsTransportOptions = {},
): SmsTransport {
  const { gateway, sender } = config.sms;
  if (gateway) return hubtelTransport({ ...gateway, sender }, options.timeoutMs ?? 10_000);

  const dir = path.join(config.dataDir, 'sms');
  return {
    async send(sms) {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${sms.id}.txt`);
      await writeFileInFolder(file, `To: ${sms.to}\nFrom: ${sender}\n\n${sms.text}\n`);
      const links = findLinks(sms.text);
      log.info(
        { to: sms.to, links, file },
        `SMS to ${sms.to} saved in ${file}${links.map((l) => ` ${l}`).join('')}`,
      );
      return { gatewayId: null, price: null };
    },
  };
}
