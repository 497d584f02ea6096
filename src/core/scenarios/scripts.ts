import type { Envelope } from '../sim/network';
import type { Intent, KeyMode, PhoneConfig } from '../sim/phone';
import type { WorldConfig } from '../sim/world';
import type { StoreVariant } from '../store/IdempotencyStore';
import type { BreakId, ChapterId, StoryId } from '../trace/types';

/** A chapter's scene, minus what `buildChapter` adds (story, chapter, breaks, seed, recording). */
export type SceneConfig = Omit<WorldConfig, 'story' | 'chapter' | 'breaks' | 'seed' | 'record' | 'chooser'>;

/** A chapter's script: the scene, and which break's closing caption wins when several are on. */
export interface Script {
  scene: SceneConfig;
  /** The switches that get their own opening and closing, the first one on winning. */
  outroPriority: BreakId[];
}

export const LOCK_MS = 5_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The PayFlow order and the library loan every chapter starts from. */
export const BODIES = {
  payflow: { orderId: 'o1', cart: { scarf: 1 } },
  library: { member: 'U-1001', isbn: 'K-02', issuedAt: '2026-03-10' },
} as const;

type Breaks = ReadonlySet<BreakId>;

function keyMode(breaks: Breaks, fallback: KeyMode = 'same-key'): KeyMode {
  if (breaks.has('no-key')) return 'none';
  if (breaks.has('key-per-try')) return 'per-try';
  return fallback;
}

function variant(breaks: Breaks): Partial<StoreVariant> {
  const v: Partial<StoreVariant> = {};
  if (breaks.has('select-then-insert')) v.claim = 'select-then-insert';
  if (breaks.has('blind-takeover')) v.takeover = 'blind';
  if (breaks.has('no-fencing')) v.fencing = false;
  return v;
}

function phone(story: StoryId, intents: Intent[], mode: KeyMode, overrides: Partial<PhoneConfig> = {}): PhoneConfig {
  return {
    id: 'phone',
    label: story === 'payflow' ? 'the phone' : 'the desk app',
    client: story === 'payflow' ? 'phone' : 'desk',
    keyPrefix: story === 'payflow' ? 'k-' : 'OD-',
    keyMode: mode,
    timeoutMs: 3_000,
    maxAttempts: 5,
    backoff: { baseMs: 500, factor: 2, maxMs: 4_000 },
    intents,
    ...overrides,
  };
}

function scene(story: StoryId, breaks: Breaks, parts: Partial<SceneConfig> & Pick<SceneConfig, 'phones' | 'workers'>, paycoKey = false): SceneConfig {
  return {
    lockMs: LOCK_MS,
    variant: variant(breaks),
    paycoKey: story === 'payflow' && paycoKey && !breaks.has('no-provider-key'),
    network: { latencyMs: 100 },
    payco: { latencyMs: 100, timeoutMs: 2_000 },
    ...parts,
  };
}

const loseFirstAnswer = (e: Envelope) => e.direction === 'response' && e.intent === 1 && e.tap === 1 && e.attempt === 1;

/** Each chapter's script, for both stories. Chapters before `crash` leave PayCo's own key off, as the lesson's lab does. */
export const SCRIPTS: Record<Exclude<ChapterId, 'lab'>, (story: StoryId, breaks: Breaks) => Script> = {
  // The overview: one key, one order. PayFlow: a double click reaches two workers; Worker 1 claims,
  // charges with PayCo's key and crashes before saving, while Worker 2 answers the second tap 409. That
  // tap comes back once the lock is stale, takes it over (PayCo replays the charge) and its answer is
  // lost; the first tap, still waiting, retries and gets the saved answer. Library: Worker 1 dies inside
  // the transaction (it rolls back whole), the second press runs once and its answer is lost; the first
  // press retries and gets the replay. Once the app has its answer, it stops the other tap's retries.
  'one-key': (story, breaks) => ({
    scene: scene(
      story,
      breaks,
      {
        workers: ['worker-1', 'worker-2'],
        phones: [
          // Library: the second press comes a second later, so the two presses do not time out together.
          phone(story, [{ at: 0, body: { ...BODIES[story] }, moreTaps: [story === 'payflow' ? 0 : 1_000] }], 'same-key', {
            oneAnswerPerIntent: true,
            // Long enough that the first tap waits out the takeover instead of meeting a second 409.
            timeoutMs: story === 'payflow' ? 6_000 : 3_000,
          }),
        ],
        // The second tap's answer that says "paid" (PayFlow: its retry after the 409; library: its first).
        network: { latencyMs: 100, lose: (e) => e.direction === 'response' && e.tap === 2 && e.attempt === (story === 'payflow' ? 2 : 1) },
        faults: [{ kind: 'crash', worker: 'worker-1', at: story === 'payflow' ? 'save' : 'in-transaction' }],
      },
      true,
    ),
    outroPriority: [],
  }),

  'lost-response': (story, breaks) => ({
    scene: scene(story, breaks, {
      workers: ['worker-1'],
      phones: [phone(story, [{ at: 0, body: { ...BODIES[story] } }], 'none')],
      network: { latencyMs: 100, lose: loseFirstAnswer },
    }),
    outroPriority: [],
  }),

  ticket: (story, breaks) => ({
    scene: scene(story, breaks, {
      workers: ['worker-1', 'worker-2'],
      phones: [phone(story, [{ at: 0, body: { ...BODIES[story] } }], keyMode(breaks))],
      network: { latencyMs: 100, lose: loseFirstAnswer },
    }),
    outroPriority: ['no-key', 'key-per-try'],
  }),

  'key-per-try': (story, breaks) => ({
    scene: scene(story, breaks, {
      workers: ['worker-1', 'worker-2'],
      phones: [phone(story, [{ at: 0, body: { ...BODIES[story] } }], 'per-try')],
      network: { latencyMs: 100, lose: loseFirstAnswer },
    }),
    outroPriority: [],
  }),

  // PayFlow: a double click. Library: the lesson's five concurrent requests with one key.
  'double-click': (story, breaks) => ({
    scene: scene(story, breaks, {
      workers: story === 'payflow' ? ['worker-1', 'worker-2'] : ['worker-1', 'worker-2', 'worker-3'],
      phones: [
        phone(story, [{ at: 0, body: { ...BODIES[story] }, moreTaps: story === 'payflow' ? [0] : [0, 0, 0, 0] }], keyMode(breaks), {
          maxAttempts: 3,
        }),
      ],
    }),
    outroPriority: ['no-key', 'key-per-try', 'select-then-insert'],
  }),

  // The same ticket with the same fields in another order (PayFlow: a replay; the library's raw-body digest: another
  // request, refused), then with another cart (refused).
  mismatch: (story) => {
    const [same, other] =
      story === 'payflow'
        ? [
            [{ orderId: 'o1', cart: { scarf: 1, hat: 1 } }, { cart: { hat: 1, scarf: 1 }, orderId: 'o1' }],
            { orderId: 'o1', cart: { coat: 1 } },
          ]
        : [
            [BODIES.library, { isbn: 'K-02', issuedAt: '2026-03-10', member: 'U-1001' }],
            { member: 'U-1002', isbn: 'K-03', issuedAt: '2026-03-11' },
          ];
    return {
      scene: scene(story, new Set(), {
        workers: ['worker-1'],
        phones: [
          phone(
            story,
            [
              { at: 0, body: { ...same[0] } },
              { at: 2_000, body: { ...same[1] }, reuseKey: true },
              { at: 4_000, body: { ...other }, reuseKey: true },
            ],
            'same-key',
          ),
        ],
      }),
      outroPriority: [],
    };
  },

  // PayFlow: worker-1 charges and dies before saving; 409 while the lock is fresh; after lockMs the
  // retry and an impatient second tap race to take over, and compare-and-set lets one through.
  // Library: the crash hits inside the loan's transaction, which rolls back: nothing is left to wait for.
  crash: (story, breaks) => ({
    scene:
      story === 'payflow'
        ? scene(
            story,
            breaks,
            {
              workers: ['worker-1', 'worker-2'],
              phones: [phone(story, [{ at: 0, body: { ...BODIES.payflow }, moreTaps: [5_700] }], 'same-key')],
              faults: [
                { kind: 'crash', worker: 'worker-1', at: 'save' },
                { kind: 'restart', worker: 'worker-1', atMs: 4_000 },
              ],
            },
            true,
          )
        : scene(story, breaks, {
            workers: ['worker-1', 'worker-2'],
            phones: [phone(story, [{ at: 0, body: { ...BODIES.library } }], 'same-key')],
            faults: [{ kind: 'crash', worker: 'worker-1', at: 'in-transaction' }],
          }),
    outroPriority: ['no-provider-key', 'blind-takeover'],
  }),

  // PayFlow: worker-1's PayCo call hangs past lockMs and then fails; worker-2 takes over and freezes in
  // a GC pause before saving; worker-3 takes over from it and answers. Both late writes hit the fence.
  // Library: a worker frozen before its transaction wakes to find the answer saved; nothing to fence.
  fencing: (story, breaks) => ({
    scene:
      story === 'payflow'
        ? scene(
            story,
            breaks,
            {
              workers: ['worker-1', 'worker-2', 'worker-3'],
              phones: [phone(story, [{ at: 0, body: { ...BODIES.payflow } }], 'same-key', { timeoutMs: 6_000 })],
              payco: { latencyMs: 100, timeoutMs: 8_000, lose: (call, direction) => call === 1 && direction === 'response' },
              faults: [{ kind: 'pause', worker: 'worker-2', at: 'save', forMs: 8_000 }],
            },
            true,
          )
        : scene(story, breaks, {
            workers: ['worker-1', 'worker-2'],
            phones: [phone(story, [{ at: 0, body: { ...BODIES.library } }], 'same-key')],
            faults: [{ kind: 'pause', worker: 'worker-1', at: 'receive', forMs: 8_000 }],
          }),
    outroPriority: ['no-provider-key', 'no-fencing'],
  }),

  // Keys are pruned after the retention window (PayFlow: a day, as Stripe; library: seven days, as its lesson).
  retention: (story, breaks) => {
    const retentionMs = story === 'payflow' ? DAY : 7 * DAY;
    const later = story === 'payflow' ? HOUR : DAY;
    return {
      scene: scene(story, breaks, {
        workers: ['worker-1'],
        phones: [
          phone(
            story,
            [
              { at: 0, body: { ...BODIES[story] } },
              { at: later, body: { ...BODIES[story] }, reuseKey: true },
              { at: retentionMs + 2 * later, body: { ...BODIES[story] }, reuseKey: true },
            ],
            'same-key',
          ),
        ],
        jobs: [
          {
            at: retentionMs + later,
            actor: 'retention',
            run(world) {
              const deleted = world.janitor.prune(retentionMs);
              world.ctx.beat('retention', 'prune', { type: 'prune', deleted, retentionMs }, {
                id: 'prune',
                vars: { deleted, windowMs: retentionMs },
              });
            },
          },
        ],
      }),
      outroPriority: [],
    };
  },

  // Two clients send the same key string; the shop scopes keys by client, so each gets its own row.
  scope: (story, breaks) => {
    const key = story === 'payflow' ? 'k-7f21' : 'OD-7f21';
    const second = story === 'payflow' ? { orderId: 'o2', cart: { hat: 1 } } : { member: 'U-1002', isbn: 'K-05', issuedAt: '2026-03-12' };
    const base = (id: string, label: string) => ({ id, client: id, label });
    return {
      scene: scene(story, breaks, {
        workers: ['worker-1', 'worker-2'],
        phones: [
          phone(story, [{ at: 0, body: { ...BODIES[story] }, key }], 'same-key', base(story === 'payflow' ? 'phone-a' : 'desk-a', story === 'payflow' ? "Ana's phone" : 'desk A')),
          phone(story, [{ at: 1_000, body: { ...second }, key }], 'same-key', base(story === 'payflow' ? 'phone-b' : 'desk-b', story === 'payflow' ? "Ben's phone" : 'desk B')),
        ],
        network: { latencyMs: 100, lose: (e) => e.direction === 'response' && e.phone.endsWith('-a') && e.attempt === 1 },
      }),
      outroPriority: [],
    };
  },
};
