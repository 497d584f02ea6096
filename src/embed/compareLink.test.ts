import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breaksFor, isStoreMistake } from '../core/scenarios/breakSwitches';
import { clashesIn } from '../core/scenarios/exclusiveBreaks';
import { STORY_IDS } from '../core/trace';
import { words } from '../narration/words';
import type { CompareSpec } from '../player/compare/spec';
import { COMPARED_CHAPTERS, compareText, MAX_COMPARE_TEXT, parseCompareText } from './compareLink';
import { action, scene } from './sceneTextArbitraries';

const store = fc.constantFrom('lesson' as const, 'yours' as const);

/** A comparison of a chapter: each side any set of the chapter's switches that a side may have. */
const chapterSpec: fc.Arbitrary<CompareSpec> = fc
  .record({ story: fc.constantFrom(...STORY_IDS), chapter: fc.constantFrom(...COMPARED_CHAPTERS) })
  .chain(({ story, chapter }) => {
    const side = fc.record({ store, breaks: fc.subarray(breaksFor(chapter, story)) }).filter(({ store, breaks }) => clashesIn(breaks).length === 0 && !(store === 'yours' && breaks.some(isStoreMistake)));
    return fc.record({ version: fc.constant(1 as const), of: fc.constant('chapter' as const), story: fc.constant(story), chapter: fc.constant(chapter), a: side, b: side });
  });

/** A comparison of two branches of a scene: a shared start, a shared prefix, each side's own actions. */
const sceneSpec: fc.Arbitrary<CompareSpec> = fc
  .record({ start: scene, shared: fc.array(action, { maxLength: 20 }), a: fc.array(action, { maxLength: 20 }), b: fc.array(action, { maxLength: 20 }), storeA: store, storeB: store })
  .map(({ start, shared, a, b, storeA, storeB }) => ({
    version: 1 as const,
    of: 'scene' as const,
    story: start.story,
    from: start.from,
    a: { store: storeA, actions: [...shared, ...a] },
    b: { store: storeB, actions: [...shared, ...b] },
  }));

const error = (text: string) => {
  const parsed = parseCompareText(text);
  if (parsed.ok) throw new Error(`parsed: ${text}`);
  return { ...parsed.error, message: words.sceneLink.why(parsed.error.problem) };
};

describe('a comparison as text', () => {
  it('round-trips: parsing its text gives the same comparison, of a chapter or of two branches', () => {
    fc.assert(
      fc.property(fc.oneof(chapterSpec, sceneSpec), (spec) => {
        expect(parseCompareText(compareText(spec))).toEqual({ ok: true, spec });
      }),
      { numRuns: 300 },
    );
  });

  it('writes what both branches did once, before their sides', () => {
    const spec: CompareSpec = {
      version: 1,
      of: 'scene',
      story: 'payflow',
      from: { chapter: 'crash', beat: 9, breaks: [] },
      a: { store: 'lesson', actions: [{ do: 'payco-key', on: false }] },
      b: { store: 'lesson', actions: [{ do: 'payco-key', on: false }, { do: 'restart', worker: 'worker-1', at: 20_000 }] },
    };
    expect(compareText(spec)).toBe('v1; payflow from crash 9; paycoKey off; a; b; restart worker-1 @20s');
  });

  it('reads what an author writes by hand', () => {
    expect(parseCompareText('v1; payflow crash; a; b break no-provider-key')).toEqual({
      ok: true,
      spec: { version: 1, of: 'chapter', story: 'payflow', chapter: 'crash', a: { store: 'lesson', breaks: [] }, b: { store: 'lesson', breaks: ['no-provider-key'] } },
    });
    // Switches in any order, repeated, on new lines: one set, in the chapter's order.
    expect(parseCompareText('v1\npayflow double-click\na break select-then-insert break no-key break select-then-insert\nb yours')).toMatchObject({
      ok: true,
      spec: { a: { store: 'lesson', breaks: ['no-key', 'select-then-insert'] }, b: { store: 'yours', breaks: [] } },
    });
    expect(parseCompareText('v1; payflow sandbox; order @0; crash worker-1 save; a; b; wait @6s; tap 1 @6001')).toMatchObject({
      ok: true,
      spec: { of: 'scene', from: { chapter: 'sandbox' }, a: { actions: [{ do: 'order' }, { do: 'crash' }] }, b: { actions: [{ do: 'order' }, { do: 'crash' }, { do: 'wait' }, { do: 'tap' }] } },
    });
  });
});

describe('a comparison link that is wrong says where, and never throws', () => {
  it('names the statement and the character', () => {
    const text = 'v1; payflow crash; a; b break no-key';
    expect(error(text)).toMatchObject({ statement: 4, at: text.indexOf('no-key'), problem: { kind: 'notForChapter', word: 'no-key' } });
    expect(error(text).message).toBe('“no-key” does not change crash: its switches are no-provider-key, blind-takeover');
    const order = 'v1; payflow crash; b; a';
    expect(error(order)).toMatchObject({ statement: 3, at: order.indexOf('b;'), problem: { kind: 'sideOrder', side: 'b' } });
  });

  it('refuses a future version, garbage, a missing side, an action on a chapter, switches that clash, a store switch on your store', () => {
    expect(error('v2; payflow crash; a; b').message).toMatch(/version 2 of the format/);
    expect(error('%%%garbage').message).toMatch(/starts with its version/);
    expect(error('v1').message).toMatch(/the story and the scene/);
    expect(error('v1; payflow crash; a').message).toMatch(/side b is missing/);
    expect(error('v1; payflow crash; order @1').message).toMatch(/a side starts here/);
    expect(error('v1; payflow crash; a; crash worker-1 save; b').message).toMatch(/hold only their switches/);
    expect(error('v1; payflow double-click; a break no-key break key-per-try; b').message).toBe('no-key and key-per-try exclude each other: one side has one of them at most');
    expect(error('v1; payflow crash; a yours break blind-takeover; b').message).toMatch(/your store is your own code/);
    expect(error('v1; payflow sandbox; a break no-key; b').message).toMatch(/a scene’s switches are its actions/);
    expect(error('v1; payflow lab; a; b').message).toMatch(/not a chapter to compare, or a scene/);
    expect(error('v1; payflow crash; a mine; b').message).toMatch(/a side says “yours”/);
  });

  it('refuses one over the limits: too long, too many actions on a side', () => {
    expect(error('x'.repeat(MAX_COMPARE_TEXT + 1)).message).toMatch(/at most 12000 are read/);
    expect(error(`v1; payflow sandbox${'; order @0'.repeat(40)}; a; b${'; order @0'.repeat(25)}`).message).toMatch(/at most 64 actions/);
  });

  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.constantFrom('v1; payflow crash; ', 'v1; library sandbox; ', 'v1; '), (text, head) => {
        expect(typeof parseCompareText(`${head}${text}`).ok).toBe('boolean');
      }),
    );
  });
});
