import type pg from 'pg';

// PostgreSQL's LISTEN, on a connection of its own (a pooled one would be handed to other work).
// A connection lost (a restart, a failover) is opened again after a pause; meanwhile, and at each
// start of listening, `onNotice` is called, since a notice may have been missed.

const RETRY_MS = 5_000;

export async function listenOn(
  Client: typeof pg.Client,
  url: string,
  channel: string,
  onNotice: () => void,
  retryMs = RETRY_MS,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  async function connect() {
    const next = new Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotice();
    });
    next.on('error', () => {}); // 'end' follows, and handles it
    next.on('end', () => {
      if (client === next) lost();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (stopped) return void (await next.end());
    client = next;
    onNotice();
  }

  function lost() {
    client = undefined;
    onNotice();
    if (stopped) return;
    retry = setTimeout(() => void connect().catch(lost), retryMs);
    retry.unref();
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end();
  };
}
