import { describe, expect, it } from 'vitest';
import type { ChapterId, StoryId } from '../../core/trace';
import { panelsByBeat } from './beatHistory';
import { knownByBeat } from './clientKnows';
import { hooksOf } from './cloakroomHooks';
import { realTrace } from './realTraces';
import { stageFrames } from './stageFrames';
import { rowsByBeat } from './tableRows';

/**
 * What a view is given at each beat is one object per distinct value: the same object at any two
 * beats where it reads the same, however far apart (a seek then draws nothing of it), and another
 * wherever it differs (a seek draws what changed). Names the beats that break it.
 */
function expectOneObjectPerValue(values: readonly unknown[], what: string): void {
  const objectOf = new Map<string, { value: unknown; beat: number }>();
  const valueOf = new Map<unknown, { json: string; beat: number }>();
  const broken: string[] = [];
  values.forEach((value, beat) => {
    const json = JSON.stringify(value) ?? 'undefined';
    const same = objectOf.get(json);
    if (same && same.value !== value) broken.push(`beats ${same.beat} and ${beat} read the same, in two objects`);
    const seen = valueOf.get(value);
    if (seen && seen.json !== json) broken.push(`beats ${seen.beat} and ${beat} read differently, in one object`);
    if (!same) objectOf.set(json, { value, beat });
    if (!seen) valueOf.set(value, { json, beat });
  });
  expect(broken, what).toEqual([]);
}

const SCENES: [ChapterId, StoryId][] = [
  ['one-key', 'payflow'],
  ['crash', 'payflow'],
  ['fencing', 'payflow'],
  ['double-click', 'library'],
];

describe('each beat’s view models, one object per value (a seek redraws only what changed)', () => {
  it.each(SCENES)('%s (%s): the stage’s lanes and figures, the tables, the cloakroom, the SQL and HTTP panels, what the client knows', async (chapter, story) => {
    const trace = await realTrace(chapter, story);
    const frames = stageFrames(trace);
    for (const role of new Set(trace.actors.map((a) => a.role))) {
      expectOneObjectPerValue(
        frames.map((f) => f.lanes[role]),
        `the ${role} lane`,
      );
    }
    expectOneObjectPerValue(
      frames.flatMap((f) => Object.values(f.lanes).flat()),
      'a figure',
    );
    for (const table of ['idempotencyKeys', 'charges', 'loans'] as const) expectOneObjectPerValue(rowsByBeat(trace, table), table);
    expectOneObjectPerValue(hooksOf(trace), 'the hooks');
    const panels = panelsByBeat(trace);
    expectOneObjectPerValue(panels.statements, 'the SQL panel');
    expectOneObjectPerValue(
      panels.statements.flatMap((s) => s?.statements ?? []),
      'a statement',
    );
    expectOneObjectPerValue(panels.http, 'the HTTP panel');
    expectOneObjectPerValue(knownByBeat(trace), 'what the client knows');
  });

  it('still shows what each beat recorded: the rows, the statements and the exchange are the beat’s own', async () => {
    const trace = await realTrace('crash');
    const panels = panelsByBeat(trace);
    trace.beats.forEach((beat, i) => {
      expect(rowsByBeat(trace, 'idempotencyKeys')[i]).toEqual(beat.state.idempotencyKeys);
      expect(rowsByBeat(trace, 'charges')[i]).toEqual(beat.state.charges);
      expect(hooksOf(trace)[i]!.map((h) => h.row)).toEqual(beat.state.idempotencyKeys);
      const frame = stageFrames(trace)[i]!;
      const figures = Object.values(frame.lanes).flat();
      expect(figures.map((f) => f.actor.id).sort()).toEqual(trace.actors.map((a) => a.id).sort());
      for (const f of figures) {
        expect(f.condition).toEqual(frame.conditions[f.actor.id]);
        expect(f.holding).toBe(frame.holding[f.actor.id]);
        expect(f.badge).toEqual(frame.badge?.actor === f.actor.id ? frame.badge : undefined);
        expect(f.active).toBe(f.actor.id === beat.actor);
      }
      expect(panels.http[i]!.exchange === undefined).toBe(i < trace.beats.findIndex((b) => b.detail.type === 'http'));
    });
  });
});
