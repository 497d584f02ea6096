import type { SqlJsStatic } from 'sql.js';
import { replaySchedule } from '../explorer/explore';
import { LAB_VERSIONS } from '../lab/lab';
import { LabVersionRun } from '../lab/labVersion';
import { buildOrderTrace } from '../lab/orderTrace';
import type { Schedule } from '../explorer/schedule';
import { clashesIn } from '../scenarios/exclusiveBreaks';
import { CHAPTER_IDS, STORY_IDS, type Trace } from '../trace/types';
import { buildChapter } from '../scenarios/buildChapter';
import { breaksFor } from '../scenarios/chapters';

/** One Trace the app can build, named for the hash table that pins it. */
export interface TraceCase {
  name: string;
  build(SQL: SqlJsStatic): Promise<Trace>;
}

function subsets<T>(items: readonly T[]): T[][] {
  return items.reduce<T[][]>((all, item) => all.concat(all.map((s) => [...s, item])), [[]]);
}

/** Fixed explorer schedules: a double click, a crash at the save, a freeze past lockMs. */
const SCHEDULES: [string, Schedule][] = [
  ['double-click', { taps: [0, 0], workers: 2, lostResponses: [], paycoFailures: [], choices: [1, 0, 1] }],
  ['crash-save', { taps: [0, 6_000], workers: 2, crash: { worker: 0, at: 'save', occurrence: 1 }, lostResponses: [1], paycoFailures: [], choices: [] }],
  ['pause-work', { taps: [0, 5_500], workers: 3, pause: { worker: 0, at: 'work', occurrence: 1, forMs: 9_000 }, lostResponses: [2], paycoFailures: [1], choices: [2, 1] }],
];

/** Every chapter × story × allowed switch set, both labs, and explorer replays of every variant. */
export function traceCases(): TraceCase[] {
  const cases: TraceCase[] = [];
  for (const story of STORY_IDS) {
    for (const chapter of CHAPTER_IDS) {
      for (const breaks of subsets(breaksFor(chapter, story))) {
        if (clashesIn(breaks).length) continue;
        cases.push({ name: [story, chapter, ...breaks].join(' '), build: (SQL) => buildChapter(SQL, { chapter, story, breaks }) });
      }
    }
  }
  const variants = ['correct', 'select-then-insert', 'blind-takeover', 'no-fencing', 'no-provider-key', 'key-per-try'] as const;
  for (const [name, schedule] of SCHEDULES) {
    for (const variant of variants) cases.push({ name: `explorer ${name} ${variant}`, build: (SQL) => replaySchedule(SQL, variant, schedule) });
  }
  // A lab order opened as its own scene: the first 12 checkouts of each version, seed 3.
  for (const story of STORY_IDS) {
    for (const version of LAB_VERSIONS) {
      for (const order of [1, 5, 12]) {
        cases.push({
          name: `lab-order ${story} ${version} ${order}`,
          async build(SQL) {
            const settings = { story, checkouts: 12, loss: 0.4, attempts: 4, seed: 3 };
            const run = new LabVersionRun(SQL, version, settings);
            try {
              while (!run.finished) await run.checkout();
              return await buildOrderTrace(SQL, settings, run.order(order), run.ledgerCharges(order));
            } finally {
              run.close();
            }
          },
        });
      }
    }
  }
  return cases;
}
