import type { SqlJsStatic } from 'sql.js';
import { captionBeat } from '../trace/captioner';
import type { KeyMode } from '../sim/phoneConfig';
import { World } from '../sim/world';
import type { LabVersion, Trace } from '../trace/types';
import { LAB_TIMING } from './lab';
import { labActors } from './labTrace';
import { storyProfile } from '../stories';
import type { LabSettings, OrderLog } from './labVersion';

const KEY_MODES: Record<LabVersion, KeyMode> = { 'no-key': 'none', 'key-per-try': 'per-try', 'same-key': 'same-key' };

/**
 * One checkout of the lab, replayed on its own as a scene the player can show: the same body, the
 * same way of naming attempts, and the network losing exactly the answers the lab lost for it. It runs
 * on a fresh database (so its charge ids start at ch_1), through the same real endpoint and store; its
 * closing caption names how many charges the lab's own ledger holds for the order.
 */
export async function buildOrderTrace(SQL: SqlJsStatic, settings: LabSettings, log: OrderLog, ledgerCharges: number): Promise<Trace> {
  const { story } = settings;
  const lost = new Set(log.attempts.flatMap((a, i) => (a.answered ? [] : [i + 1])));
  const world = new World(SQL, {
    story,
    chapter: 'lab',
    breaks: [],
    seed: settings.seed,
    lockMs: 5_000,
    variant: {},
    paycoKey: false,
    workers: ['worker-1'],
    network: { latencyMs: LAB_TIMING.roundTripMs / 4, lose: [...lost].map((attempt) => ({ direction: 'response' as const, attempt })) },
    payco: { latencyMs: LAB_TIMING.roundTripMs / 4, timeoutMs: 2_000 },
    phones: [
      {
        id: 'phone',
        client: 'phone',
        keyMode: KEY_MODES[log.version],
        timeoutMs: LAB_TIMING.timeoutMs,
        maxAttempts: settings.attempts,
        backoff: { baseMs: LAB_TIMING.backoffMs, factor: 1, maxMs: LAB_TIMING.backoffMs },
        intents: [{ at: 0, body: storyProfile(story).labBody(log.order), ...(log.intentKey ? { key: log.intentKey } : {}) }],
      },
    ],
    record: { captioner: captionBeat, actors: labActors(story) },
  });
  // Raw numbers: narration words them ("attempts 1 and 2", "twice").
  world.ctx.beat('scene', 'note', { type: 'note' }, {
    id: lost.size ? 'lab.order.intro' : 'lab.order.intro.calm',
    vars: { owner: log.owner, version: log.version, lostAttempts: [...lost].join(',') },
  });
  await world.run();
  const state = world.ctx.recorder!.snapshot();
  world.ctx.beat('scene', 'note', { type: 'note' }, {
    id: 'lab.order.outro',
    vars: { owner: log.owner, version: log.version, hereTimes: storyProfile(story).provider ? state.charges.length : state.loans.length, ledgerTimes: ledgerCharges },
  });
  world.ctx.db.close();
  return world.trace();
}
