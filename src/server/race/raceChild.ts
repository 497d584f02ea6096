/**
 * One process of the process race (forked by `raceProcesses`): it opens the shared SQLite file and
 * sends each round's request through the same Fetch handler the server and the page use.
 */
import type { Charge } from '../../core/provider';
import { createApi } from '../api';
import { openNativeDatabase } from '../sqlite/nativeDatabase';
import type { ChildConfig, FromChild, RaceAnswer, RaceRole, ToChild } from './protocol';

const config = JSON.parse(process.argv[2]!) as ChildConfig;
const send = (message: FromChild) => process.send!(message);

// Messages that a waiting step will take: `go` (lockstep) and `resume` (a held PayCo call).
const waiting = new Map<'go' | 'resume', () => void>();
const next = (type: 'go' | 'resume') => new Promise<void>((resolve) => waiting.set(type, resolve));

let role: RaceRole = 'racer';
const db = openNativeDatabase(config.db);
const handler = createApi(db.connection, {
  lockMs: config.lockMs,
  variant: config.store,
  // The lesson's lab setting: PayCo gets no key, so only the shop's own key handling prevents a double charge.
  paycoKey: false,
  async pause(point) {
    if (role !== 'racer') return;
    send({ type: 'parked', point });
    await next('go');
  },
  async aroundCharge(charge): Promise<Charge> {
    if (role === 'stalls-then-fails') {
      send({ type: 'held' });
      await next('resume');
      throw new Error('PayCo did not answer in time; nothing was charged');
    }
    const made = charge();
    if (role === 'charges-then-waits') {
      send({ type: 'held' });
      await next('resume');
    }
    return made;
  },
});

process.on('message', (message: ToChild) => {
  if (message.type === 'exit') {
    db.close();
    process.exit(0);
  }
  if (message.type === 'go' || message.type === 'resume') {
    const resolve = waiting.get(message.type);
    waiting.delete(message.type);
    resolve?.();
    return;
  }
  role = message.role;
  void request(message.key, message.orderId).then((answer) => send({ type: 'done', ...answer }));
});

async function request(key: string, orderId: string): Promise<RaceAnswer> {
  try {
    const response = await handler(
      new Request('http://race.local/checkout', {
        method: 'POST',
        headers: { authorization: 'Bearer racer', 'idempotency-key': key, 'content-type': 'application/json' },
        body: JSON.stringify({ orderId, cart: { scarf: 1 } }),
      }),
    );
    const body = (await response.json()) as { error?: string; chargeId?: string };
    return { status: response.status, ...(body.error ? { error: body.error } : {}), ...(body.chargeId ? { chargeId: body.chargeId } : {}) };
  } catch {
    // What a server framework answers for a handler that threw (PayCo failed): 502, as the page's workers do.
    return { status: 502, error: 'upstream_failed' };
  }
}

send({ type: 'ready' });
