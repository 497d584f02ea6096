import { buildChapter } from '../../src/core/scenarios';
import { loadSqlJs } from '../../src/core/sqlite';
import { CHAPTER_IDS, STORY_IDS } from '../../src/core/trace';
import { median } from './stats';

export interface TraceBuildFigures {
  traces: number;
  /** Building every chapter of both stories once, warm (after one untimed round). */
  totalMs: number;
  slowest: { chapter: string; ms: number };
  /** The very first build in a fresh engine: sql.js's and the JIT's cold start. */
  firstMs: number;
}

/** Builds every chapter's Trace in Node (the same code the scene worker runs), `runs` times. */
export async function traceBuild(runs: number): Promise<TraceBuildFigures> {
  const SQL = await loadSqlJs();
  const all = STORY_IDS.flatMap((story) => CHAPTER_IDS.map((chapter) => ({ story, chapter })));
  const started = performance.now();
  await buildChapter(SQL, { ...all[0]!, breaks: [], seed: 1 });
  const firstMs = performance.now() - started;
  const rounds: Map<string, number>[] = [];
  for (let round = 0; round <= runs; round++) {
    const times = new Map<string, number>();
    for (const { story, chapter } of all) {
      const t0 = performance.now();
      await buildChapter(SQL, { story, chapter, breaks: [], seed: 1 });
      times.set(`${story}/${chapter}`, performance.now() - t0);
    }
    if (round > 0) rounds.push(times); // round 0 warms the engine
  }
  const per = [...rounds[0]!.keys()].map((id) => ({ chapter: id, ms: median(rounds.map((r) => r.get(id)!)) }));
  return {
    traces: all.length,
    totalMs: median(rounds.map((r) => [...r.values()].reduce((a, b) => a + b, 0))),
    slowest: per.reduce((a, b) => (b.ms > a.ms ? b : a)),
    firstMs,
  };
}
