import { createApi } from '../api';
import { listen } from '../listen';
import { openNativeDatabase } from '../sqlite/nativeDatabase';
import { intFlag, parseFlags } from './flags';

export const apiUsage = `npm run api [-- --port 8787 --db ./cloakroom.sqlite --lock-ms 10000 --payco-latency-ms 0 --busy-ms 5000]

Serves the page's own handlers over HTTP on 127.0.0.1, on a native SQLite file (WAL):
  POST /checkout   PayFlow: charges the cart at PayCo once per Idempotency-Key
  POST /loans      the library: one loan per Idempotency-Key (no key: a loan on every call)
  GET  /loans, GET /charges, GET /keys   what the tables hold
Every request needs Authorization: Bearer <client-id>; keys are scoped by that client.

  --port N               port to listen on (0: any free port)            default 8787
  --db FILE              SQLite file, created if missing                  default ./cloakroom.sqlite
  --lock-ms N            how long a claim is trusted before a takeover    default 10000
  --payco-latency-ms N   PayCo answers N ms after charging (a slow provider, to catch a request mid-flight)
  --busy-ms N            how long a statement waits for another process's lock   default 5000
`;

export interface ApiFlags {
  port: number;
  db: string;
  lockMs: number;
  paycoLatencyMs: number;
  busyMs: number;
  help: boolean;
}

/** The command line of `npm run api`; a mistake is a one-line `UsageError`. */
export function parseApiFlags(args: string[]): ApiFlags {
  const values = parseFlags(args, {
    port: { type: 'string' },
    db: { type: 'string' },
    'lock-ms': { type: 'string' },
    'payco-latency-ms': { type: 'string' },
    'busy-ms': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  const db = values.db ?? './cloakroom.sqlite';
  return {
    port: intFlag('port', values.port, 8787, 0, 65_535),
    db: db.trim() === '' ? './cloakroom.sqlite' : db,
    lockMs: intFlag('lock-ms', values['lock-ms'], 10_000, 1, 86_400_000),
    paycoLatencyMs: intFlag('payco-latency-ms', values['payco-latency-ms'], 0, 0, 600_000),
    busyMs: intFlag('busy-ms', values['busy-ms'], 5_000, 0, 600_000),
    help: values.help ?? false,
  };
}

/** Opens the database, then listens; either failing is a one-line error (and the database is closed again). */
export async function startApi(flags: ApiFlags): Promise<{ banner: string; url: string; close(): Promise<number> }> {
  const db = openNativeDatabase(flags.db, { busyTimeoutMs: flags.busyMs });
  const latency = flags.paycoLatencyMs;
  const handler = createApi(db.connection, {
    lockMs: flags.lockMs,
    aroundCharge:
      latency > 0
        ? async (charge) => {
            const made = charge();
            await new Promise((resolve) => setTimeout(resolve, latency));
            return made;
          }
        : undefined,
  });
  let server;
  try {
    server = await listen(handler, flags.port);
  } catch (error) {
    db.close();
    throw error;
  }
  const listening = server;
  return {
    url: listening.url,
    banner:
      `cloakroom api on ${listening.url} (db ${flags.db}, SQLite ${db.version}, WAL; lockMs ${flags.lockMs}` +
      `${latency > 0 ? `; PayCo answers after ${latency} ms` : ''}). Ctrl-C stops it.`,
    async close() {
      await listening.close();
      const frames = db.checkpoint();
      db.close();
      return frames;
    },
  };
}
