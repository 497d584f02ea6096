/**
 * A chapter built with the learner's store (the reference solution, through the same harness the page
 * uses) against the same chapter on the lesson's store, in the same run, in Node.
 */
import { readFileSync } from 'node:fs';
import { buildScene } from '../../src/core/scenarios';
import { loadSqlJs } from '../../src/core/sqlite';
import { compileStore } from '../../src/yourturn/learnerModule';
import { buildYourScene, sceneRequestOf } from '../../src/yourturn/scenes/buildYourScene';
import { median } from './stats';

export async function yourTurnScenes(runs: number, chapters = ['double-click', 'crash', 'fencing'] as const) {
  const SQL = await loadSqlJs();
  const compiled = compileStore(readFileSync(new URL('../../src/yourturn/stores/reference.store.ts', import.meta.url), 'utf8'));
  if (!compiled.ok) throw new Error('the reference does not compile');
  const rows = [];
  for (const chapter of chapters) {
    const request = await sceneRequestOf(SQL, { kind: 'chapter', story: 'payflow', chapter, breaks: [] });
    const lesson: number[] = [];
    const yours: number[] = [];
    for (let i = 0; i < runs + 2; i++) {
      let t = performance.now();
      await buildScene(SQL, request);
      lesson.push(performance.now() - t);
      t = performance.now();
      await buildYourScene(SQL, compiled.compiled, request);
      yours.push(performance.now() - t);
    }
    // The first two runs warm the JIT; the medians are of the rest.
    rows.push({ chapter, lessonMs: median(lesson.slice(2)), yoursMs: median(yours.slice(2)) });
  }
  return rows;
}
