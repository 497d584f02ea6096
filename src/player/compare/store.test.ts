import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { Refusal } from '../../core/problem';
import { loadSqlJs } from '../../core/sqlite';
import { createPlayerStore } from '../playerStore';
import { comparePlayable, startCompareDriver } from './playback';
import { builtOf, createCompareStore } from './store';
import { sideRun, type CompareSpec } from './spec';
import { compareService } from './worker';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

const crashSpec: CompareSpec = { version: 1, of: 'chapter', story: 'payflow', chapter: 'crash', a: { store: 'lesson', breaks: [] }, b: { store: 'lesson', breaks: ['no-provider-key'] } };

/** A comparison store over the real comparison service, beside a player, recording what the address is told. */
function setUp(build?: (spec: CompareSpec) => Promise<never>) {
  const service = compareService(() => Promise.resolve(SQL));
  const player = createPlayerStore({ chapters: ['crash'], story: 'payflow', chapter: 'crash', playing: true, buildTrace: () => new Promise(() => {}) });
  const told: (CompareSpec | undefined)[] = [];
  const compare = createCompareStore({
    player,
    build: build ?? ((spec) => Promise.resolve(service.compareRuns({ a: sideRun(spec, 'a'), b: sideRun(spec, 'b') }, { progress: () => {}, signal: new AbortController().signal }))),
    onSpec: (spec) => told.push(spec),
  });
  return { player, compare, told };
}

const beatsShown = (compare: ReturnType<typeof setUp>['compare']) => {
  const { sides } = compare.getState();
  return { a: sides!.a.getState().cursor, b: sides!.b.getState().cursor };
};

describe('a comparison on screen', () => {
  it('opens paused over both runs, each side at the beat the step shows, and tells the address', async () => {
    const { player, compare, told } = setUp();
    const opening = compare.getState().open(crashSpec);
    expect(compare.getState().slot).toEqual({ status: 'loading' });
    expect(player.getState().playing).toBe(false);
    await opening;
    const { slot, step } = compare.getState();
    expect(slot!.status).toBe('ready');
    expect(step).toBe(0);
    expect(told).toEqual([crashSpec]);
    compare.getState().seek(10);
    const at = builtOf(compare.getState())!.comparison.steps[10]!;
    expect(beatsShown(compare)).toEqual({ a: at.a, b: at.b });
  });

  it('jumps to the next and previous difference, pausing; the first is B’s second charge', async () => {
    const { compare } = setUp();
    await compare.getState().open(crashSpec);
    compare.getState().play();
    compare.getState().nextDifference();
    const { step, playing } = compare.getState();
    const built = builtOf(compare.getState());
    expect(step).toBe(built!.comparison.differences[0]!.step);
    expect(playing).toBe(false);
    expect(built!.b.beats[beatsShown(compare).b]!.state.charges).toHaveLength(2);
    compare.getState().nextDifference();
    expect(compare.getState().step).toBe(built!.comparison.differences[1]!.step);
    compare.getState().previousDifference();
    compare.getState().previousDifference(); // none before the first: it stays
    expect(compare.getState().step).toBe(built!.comparison.differences[0]!.step);
  });

  it('a side’s own link (a check’s first broken beat) lands on the step that shows it; opening at a beat of A lands on its step', async () => {
    const { compare } = setUp();
    await compare.getState().open(crashSpec, { atBeat: 6 });
    expect(beatsShown(compare).a).toBe(6);
    compare.getState().sides!.b.getState().seek(12);
    expect(beatsShown(compare).b).toBe(12);
  });

  it('plays on step by step, each side travelling only when it moved one beat, and stops at the end', async () => {
    const { compare } = setUp();
    await compare.getState().open(crashSpec);
    compare.getState().stepForward();
    expect(compare.getState().moved).toBe('forward');
    expect(compare.getState().sides!.a.getState().moved).toBe('forward');
    compare.getState().seek(20);
    expect(compare.getState().sides!.a.getState().moved).toBe('jump');
    const last = builtOf(compare.getState())!.comparison.steps.length - 1;
    compare.getState().seek(last);
    compare.getState().play();
    expect(compare.getState().step).toBe(0); // play at the end plays it again
    compare.getState().seek(last);
    compare.getState().advance();
    expect(compare.getState()).toMatchObject({ step: last, playing: false });
  });

  it('shows the lesson as the player does: captions and speed follow it', async () => {
    const { player, compare } = setUp();
    await compare.getState().open(crashSpec);
    player.getState().setCaptions(false);
    player.getState().setSpeed(2);
    expect(compare.getState().sides!.b.getState()).toMatchObject({ captions: false, speed: 2 });
  });

  it('closes back to the single view and clears the address; a comparison closed while building stays closed', async () => {
    const { compare, told } = setUp();
    const opening = compare.getState().open(crashSpec);
    compare.getState().close();
    await opening;
    expect(compare.getState()).toMatchObject({ spec: undefined, slot: undefined, sides: undefined });
    expect(told).toEqual([crashSpec, undefined]);
  });

  it('says why a comparison could not be built', async () => {
    const { compare } = setUp(() => Promise.reject(new Refusal({ kind: 'noStoreOfYours' })));
    await compare.getState().open({ ...crashSpec, b: { store: 'yours', breaks: [] } });
    expect(compare.getState().slot).toEqual({ status: 'error', problem: { kind: 'noStoreOfYours' } });
  });

  it('plays a step as long as the longest beat that comes on screen at it, held while narration speaks', async () => {
    const { player, compare } = setUp();
    await compare.getState().open(crashSpec);
    const playable = comparePlayable(compare, player, (beat) => 100 + beat.index);
    const { steps } = builtOf(compare.getState())!.comparison;
    const both = steps.findIndex((s, i) => i > 0 && s.moves === 'both');
    compare.getState().seek(both);
    expect(playable.now().duration).toBeUndefined(); // paused: nothing is timed
    compare.setState({ playing: true });
    expect(playable.now().duration).toBe(100 + Math.max(steps[both]!.a, steps[both]!.b));
    compare.setState({ playing: false });
    player.setState({ narration: true, speaking: true });
    expect(playable.now().held).toBe(true);

    // The driver advances it on the frames' clock.
    player.setState({ narration: false, speaking: false });
    let frame: ((time: number) => void) | undefined;
    const stop = startCompareDriver(compare, player, () => 100, { requestFrame: (cb) => ((frame = cb), 1), cancelFrame: () => {} });
    compare.getState().seek(0);
    compare.getState().play();
    for (const time of [0, 60, 120]) frame!(time);
    expect(compare.getState().step).toBe(1);
    stop();
  });
});
