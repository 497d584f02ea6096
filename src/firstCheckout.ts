import { createCheckoutHandler } from './core/http';
import { PayCo } from './core/provider';
import { loadSqlJs, openDatabase, connectionFor } from './core/sqlite';
import { createSchema, IdempotencyStore, type IdempotencyRow } from './core/store';

/** Runs one real checkout through the store on sql.js, twice with the same key, and reads the table back. */
export async function runFirstCheckout(): Promise<{ rows: IdempotencyRow[]; statuses: number[]; replayed: (string | null)[] }> {
  const db = openDatabase(await loadSqlJs());
  createSchema(db);
  let time = 0;
  const now = () => time;
  const payco = new PayCo(db, now);
  const store = new IdempotencyStore(db, { lockMs: 5000, now });
  const handler = createCheckoutHandler({ store, payco: { charge: async (r) => payco.charge(r) } });
  const send = () =>
    handler(
      new Request('http://shop.test/checkout', {
        method: 'POST',
        headers: { authorization: 'Bearer phone', 'idempotency-key': 'client-key-o1', 'content-type': 'application/json' },
        body: JSON.stringify({ orderId: 'o1', cart: { scarf: 1 } }),
      }),
    );
  const first = await send();
  time += 1000;
  const retry = await send();
  const rows = connectionFor(db).peek<IdempotencyRow>('SELECT * FROM idempotency_keys ORDER BY key');
  return {
    rows,
    statuses: [first.status, retry.status],
    replayed: [first.headers.get('idempotency-replayed'), retry.headers.get('idempotency-replayed')],
  };
}
