/**
 * One process of the process race (forked by `raceProcesses`): it opens the shared SQLite file and
 * sends each round's request through the same Fetch handler the server and the page use.
 */
import type { Charge } from '../../core/provider';
import { openChannel } from '../../platform/rpc/channel';
import { createApi } from '../api';
import { openNativeDatabase } from '../sqlite/nativeDatabase';
import { ipcPort, type CoordinatorApi, type RacerApi } from './ipc';
import type { ChildConfig, RaceAnswer, RaceRole } from './protocol';

const config = JSON.parse(process.argv[2]!) as ChildConfig;

let role: RaceRole = 'racer';
const db = openNativeDatabase(config.db);
const coordinator = openChannel<CoordinatorApi, RacerApi>(ipcPort(process), {
  round({ key, orderId, role: played }) {
    role = played;
    return request(key, orderId);
  },
});
const handler = createApi(db.connection, {
  lockMs: config.lockMs,
  variant: config.store,
  // The lesson's lab setting: PayCo gets no key, so only the shop's own key handling prevents a double charge.
  paycoKey: false,
  async pause(point) {
    if (role === 'racer') await coordinator.call('park', { point });
  },
  async aroundCharge(charge): Promise<Charge> {
    if (role === 'stalls-then-fails') {
      await coordinator.call('hold', undefined);
      throw new Error('PayCo did not answer in time; nothing was charged');
    }
    const made = charge();
    if (role === 'charges-then-waits') await coordinator.call('hold', undefined);
    return made;
  },
});

// The coordinator hangs up when the race is over (or failed): this process ends with it.
process.on('disconnect', () => {
  db.close();
  process.exit(0);
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

void coordinator.call('ready', undefined);
