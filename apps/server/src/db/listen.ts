import pg from 'pg';

/**
 * LISTEN on PostgreSQL through a connection of its own (a pooled one would be handed to other
 * queries). When it drops (a restart, a failover), it connects again after a second and goes
 * on listening; notifications sent meanwhile are lost, which is why the screens that use them
 * also poll now and then.
 */
export function listenPostgres(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  onState: (listening: boolean) => void = () => {},
): () => Promise<void> {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  const again = () => {
    onState(false);
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, 1000);
    retry.unref();
  };
  const connect = async () => {
    const current = new pg.Client({ connectionString });
    client = current;
    current.on('notification', (message) => {
      if (message.payload) onPayload(message.payload);
    });
    current.on('error', again);
    current.on('end', again);
    try {
      await current.connect();
      await current.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (closed) await current.end();
      else onState(true);
    } catch {
      await current.end().catch(() => {});
      again();
    }
  };
  void connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
