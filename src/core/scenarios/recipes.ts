/**
 * Each chapter's scene as a recipe: a story profile plus a few lines of data (DESIGN.md, "Scenes as
 * data"). A recipe returns the scene with every switch off; `withBreaks` turns the chosen mistakes on
 * in the same scene. Where the two stories choreograph a chapter differently, the difference is a
 * row of data keyed by story, never a branch.
 */
import type { WorkerPoint } from '../sim/faults';
import type { SceneConfig } from '../sim/scene';
import { storyProfile, type StoryProfile } from '../stories';
import type { BreakId, CaptionRegister, ChapterId, StoryId } from '../trace/types';
import { bodyDigestWith, keyModeOf, paycoKeyWith, storeVariantOf } from './breakSwitches';
import { first, phone, scene } from './sceneParts';

/** A chapter's scene, and which switch names its opening and closing when several are on. */
export interface Recipe {
  /** The scene in `profile`'s story, every switch off. */
  scene(profile: StoryProfile): SceneConfig;
  /** The switches that get their own opening and closing, the first one on winning. */
  lead: BreakId[];
  /** Switches that, on beside the lead, change how the scene ends: the closing names them too (`outro.crash.no-provider-key.blind-takeover`). */
  closing?: BreakId[];
  /**
   * How its captions are told: the overview in plain words; `brief` once the first two chapters have
   * said the full sentences (the first attempt's key, a timeout's back-off). Absent: in full.
   */
  register?: CaptionRegister;
}

export type ScriptedChapter = Exclude<ChapterId, 'lab'>;

export { LOCK_MS } from './sceneParts';

/** The network loses the first answer to the first tap. */
const LOSE_FIRST_ANSWER = { direction: 'response', intent: 1, tap: 1, attempt: 1 } as const;

/**
 * The overview, in plain words. PayFlow: a double click reaches two workers; Worker 1 takes the lock
 * and crashes before it charges, while Worker 2 tells the second tap to come back later. That tap
 * comes back once the lock is stale, takes it over, charges once, and its answer is lost; the first
 * tap, still waiting, retries and gets the saved answer. Library: both presses arrive at once; Worker 1
 * dies inside the transaction (it rolls back whole) and Worker 2, right after, lends the book once, its
 * answer lost; both presses retry and get the replay. Once the app has its answer, it stops the other
 * tap's retries. (The crash after the charge, and PayCo's own key for it, wait for the crash chapter.)
 */
const ONE_KEY: Record<StoryId, { secondTapMs: number; timeoutMs: number; lostAttempt: number; crashAt: WorkerPoint }> = {
  // Long enough that the first tap waits out the takeover instead of meeting a second 409; the answer
  // lost is the second tap's retry after its 409.
  payflow: { secondTapMs: 0, timeoutMs: 6_000, lostAttempt: 2, crashAt: 'work' },
  // The presses meet: the second reaches Worker 2 in the instant Worker 1's transaction rolls back.
  library: { secondTapMs: 0, timeoutMs: 3_000, lostAttempt: 1, crashAt: 'in-transaction' },
};

/** The overview's scene (see `ONE_KEY`). */
function oneKey(profile: StoryProfile): SceneConfig {
  const data = ONE_KEY[profile.id];
  return scene({
    workers: workers(2),
    phones: [phone(profile, [first(profile, 0, { moreTaps: [data.secondTapMs] })], { oneAnswerPerIntent: true, timeoutMs: data.timeoutMs })],
    // The second tap's answer that says "paid".
    network: { latencyMs: 100, lose: [{ direction: 'response', tap: 2, attempt: data.lostAttempt }] },
    faults: [{ kind: 'crash', worker: 'worker-1', at: data.crashAt }],
  });
}

/**
 * PayFlow: a double click. Library: the lesson's five concurrent requests with one key, on a server
 * whose claim commits before the loan (as on several processes, with the lesson's "wait between
 * recording the key and doing the work"), so the primary key turns the other four away with 409.
 */
const DOUBLE_CLICK: Record<StoryId, { workers: number; moreTaps: number[]; claimCommitsFirst?: true }> = {
  payflow: { workers: 2, moreTaps: [0] },
  library: { workers: 3, moreTaps: [0, 0, 0, 0], claimCommitsFirst: true },
};

const workers = (n: number) => Array.from({ length: n }, (_, i) => `worker-${i + 1}`);

/**
 * The crash and fencing scenes of each story. PayFlow (crash): worker-1's PayCo call fails (PayCo
 * answers 503), so it gives the key back and the retry runs the work again on worker-2, which charges
 * with PayCo's key and dies before saving; 409 while the lock is fresh; worker-2 comes back as a new
 * process; after lockMs the retry and an impatient second tap race to take over, and compare-and-set lets one through; once the app has its
 * answer it drops the other tap's retry. PayFlow (fencing): worker-1's PayCo call hangs past lockMs and
 * then fails; worker-2 takes over and freezes in a GC pause before saving; worker-3 takes over from it
 * and answers; both late writes hit the fence. The library writes the loan in the key's transaction:
 * the crash rolls back whole (nothing is left to wait for), and a worker frozen before its transaction
 * wakes to find the answer saved (nothing to fence).
 */
const CRASH: Record<StoryId, (profile: StoryProfile) => SceneConfig> = {
  payflow: (profile) =>
    scene({
      workers: workers(2),
      phones: [phone(profile, [first(profile, 0, { moreTaps: [CRASH_SECOND_TAP_MS] })], { oneAnswerPerIntent: true })],
      payco: { latencyMs: 100, timeoutMs: 2_000, fail: [{ call: 1, status: 503 }] },
      faults: [
        { kind: 'crash', worker: 'worker-2', at: profile.afterWorkPoint },
        { kind: 'restart', worker: 'worker-2', atMs: 4_000 },
      ],
      paycoKey: true,
    }),
  library: (profile) =>
    scene({
      workers: workers(2),
      phones: [phone(profile, [first(profile)])],
      faults: [{ kind: 'crash', worker: 'worker-1', at: profile.afterWorkPoint }],
    }),
};

/** The impatient second tap of PayFlow's crash: it leaves as the first tap's retry does, once the lock is stale. */
const CRASH_SECOND_TAP_MS = 6_100;

const FENCING: Record<StoryId, (profile: StoryProfile) => SceneConfig> = {
  payflow: (profile) =>
    scene({
      workers: workers(3),
      phones: [phone(profile, [first(profile)], { timeoutMs: 6_000 })],
      payco: { latencyMs: 100, timeoutMs: 8_000, lose: [{ call: 1, direction: 'response' }] },
      faults: [{ kind: 'pause', worker: 'worker-2', at: 'save', forMs: 8_000 }],
      paycoKey: true,
    }),
  library: (profile) =>
    scene({
      workers: workers(2),
      phones: [phone(profile, [first(profile)])],
      faults: [{ kind: 'pause', worker: 'worker-1', at: 'receive', forMs: 8_000 }],
    }),
};

/**
 * The retention chapter. The library: the same request again inside the window (a replay) and after
 * it (a new loan). PayFlow also shows the rule that follows, with its read for it (`GET /orders/o2`):
 * inside the window, a second order whose answers are lost retries with its key and gets a replay,
 * lost too; the phone stops long before the key would expire and reconciles instead of sending it
 * again. Then the first order's key, pruned, is sent again: a new checkout.
 */
const RETENTION_SCENE: Record<StoryId, (profile: StoryProfile) => SceneConfig> = {
  payflow: (profile) => {
    const { windowMs, stepMs } = profile.retention;
    const unanswered = { at: stepMs, body: { ...profile.secondBody } };
    return scene({
      workers: workers(1),
      phones: [phone(profile, [first(profile), unanswered, first(profile, windowMs + 2 * stepMs, { reuseKey: 1 })], { maxAttempts: 2, reconcile: true })],
      network: { latencyMs: 100, lose: [{ direction: 'response', intent: 2, tap: 1, attempt: 1 }, { direction: 'response', intent: 2, tap: 1, attempt: 2 }] },
      jobs: [{ kind: 'prune', at: windowMs + stepMs, retentionMs: windowMs }],
      paycoKey: true,
    });
  },
  library: (profile) => {
    const { windowMs, stepMs } = profile.retention;
    return scene({
      workers: workers(1),
      phones: [phone(profile, [first(profile), first(profile, stepMs, { reuseKey: true }), first(profile, windowMs + 2 * stepMs, { reuseKey: true })])],
      jobs: [{ kind: 'prune', at: windowMs + stepMs, retentionMs: windowMs }],
      paycoKey: true,
    });
  },
};

/**
 * Every scripted chapter. Chapters before `crash` leave PayCo's own key off, as the lesson's lab does;
 * from `crash` on it is on, as the lesson teaches.
 */
export const RECIPES: Record<ScriptedChapter, Recipe> = {
  'one-key': { lead: [], register: 'overview', scene: oneKey },

  'lost-response': {
    lead: [],
    scene: (profile) =>
      scene({ workers: workers(1), phones: [phone(profile, [first(profile)], { keyMode: 'none' })], network: { latencyMs: 100, lose: [LOSE_FIRST_ANSWER] } }),
  },

  // The answer is lost and the app restarts before it times out: the pending action comes back from
  // storage with its key, and the retry is answered from the saved response.
  ticket: {
    lead: ['no-key', 'key-per-try'],
    register: 'brief',
    scene: (profile) =>
      scene({ workers: workers(2), phones: [phone(profile, [first(profile)], { restartsAtMs: [1_500] })], network: { latencyMs: 100, lose: [LOSE_FIRST_ANSWER] } }),
  },

  'key-per-try': {
    lead: [],
    register: 'brief',
    scene: (profile) =>
      scene({ workers: workers(2), phones: [phone(profile, [first(profile)], { keyMode: 'per-try' })], network: { latencyMs: 100, lose: [LOSE_FIRST_ANSWER] } }),
  },

  'double-click': {
    lead: ['no-key', 'key-per-try', 'select-then-insert'],
    register: 'brief',
    scene(profile) {
      const { workers: n, moreTaps, claimCommitsFirst } = DOUBLE_CLICK[profile.id];
      return scene({ workers: workers(n), phones: [phone(profile, [first(profile, 0, { moreTaps })], { maxAttempts: 3 })], ...(claimCommitsFirst ? { claimCommitsFirst } : {}) });
    },
  },

  // The same key with the same fields in another order (PayFlow: a replay; the library's raw-body
  // digest: another request, refused), then with another operation (refused).
  mismatch: {
    lead: ['no-body-digest'],
    register: 'brief',
    scene: (profile) =>
      scene({
        workers: workers(1),
        phones: [
          phone(profile, [
            { at: 0, body: { ...profile.mismatch.first } },
            { at: 2_000, body: { ...profile.mismatch.reordered }, reuseKey: true },
            { at: 4_000, body: { ...profile.mismatch.other }, reuseKey: true },
          ]),
        ],
      }),
  },

  crash: { lead: ['no-provider-key', 'blind-takeover'], closing: ['blind-takeover'], register: 'brief', scene: (profile) => CRASH[profile.id](profile) },

  fencing: { lead: ['no-provider-key', 'no-fencing'], closing: ['no-fencing'], register: 'brief', scene: (profile) => FENCING[profile.id](profile) },

  // Keys are pruned after the retention window; the same key sent after that is a new operation. PayCo's
  // own key is on, as the crash chapter taught: what the pruned shop key still costs is the work run again.
  retention: { lead: [], register: 'brief', scene: (profile) => RETENTION_SCENE[profile.id](profile) },

  // Seed 000's exercise: the overview's scene (a double click, a crash, a lost answer) on the lesson's
  // store, told as the scene "Watch your store" then plays on the learner's (src/yourturn).
  'your-turn': { lead: [], register: 'brief', scene: oneKey },

  // Not part of the lesson: one phone, two workers, nothing scheduled; the correct store, and PayCo's
  // own key where the story has PayCo. The learner adds what happens (src/sandbox).
  sandbox: {
    lead: [],
    scene: (profile) => scene({ workers: workers(2), phones: [phone(profile, [])], paycoKey: profile.provider }),
  },

  // Two clients send the same key string; the shop scopes keys by client, so each gets its own row.
  scope: {
    lead: [],
    register: 'brief',
    scene(profile) {
      const [a, b] = profile.scopeClients;
      const key = profile.sharedKey;
      return scene({
        workers: workers(2),
        phones: [
          phone(profile, [first(profile, 0, { key })], { id: a, client: a }),
          phone(profile, [{ at: 1_000, body: { ...profile.secondBody }, key }], { id: b, client: b }),
        ],
        network: { latencyMs: 100, lose: [{ direction: 'response', phone: a, attempt: 1 }] },
        paycoKey: true,
      });
    },
  },
};

/**
 * `scene` with the mistakes of `breaks` in it: the store's variant, the client's way of naming its
 * attempts (for phones that send one key per intent), and PayCo's own key. PayCo's key is only ever
 * sent in a story that has PayCo.
 */
export function withBreaks(story: StoryId, scene: SceneConfig, breaks: readonly BreakId[]): SceneConfig {
  return {
    ...scene,
    variant: { ...scene.variant, ...storeVariantOf(breaks) },
    paycoKey: scene.paycoKey && storyProfile(story).provider && paycoKeyWith(breaks),
    phones: scene.phones.map((p) => (p.keyMode === 'same-key' ? { ...p, keyMode: keyModeOf(breaks) } : p)),
    ...(bodyDigestWith(breaks) ? {} : { noBodyDigest: true }),
  };
}

/** The scene of `chapter` in `story` with `breaks` on. */
export function chapterScene(chapter: ScriptedChapter, story: StoryId, breaks: readonly BreakId[]): SceneConfig {
  return withBreaks(story, recipeScene(chapter, story), breaks);
}

/** The scene of `chapter` in `story` with every switch off, told in the chapter's register. */
export function recipeScene(chapter: ScriptedChapter, story: StoryId): SceneConfig {
  const { register } = RECIPES[chapter];
  return { ...RECIPES[chapter].scene(storyProfile(story)), ...(register ? { register } : {}) };
}
