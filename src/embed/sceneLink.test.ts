import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { words } from '../narration/words';
import { MAX_SCENE_TEXT, parseSceneText, sceneText } from './sceneLink';
import { action, scene } from './sceneTextArbitraries';

describe('a scene as text', () => {
  it('round-trips: parsing its text gives the same scene', () => {
    fc.assert(
      fc.property(scene, (s) => {
        expect(parseSceneText(sceneText(s))).toEqual({ ok: true, scene: s });
      }),
    );
  });

  it('30 actions fit in 2,000 characters', () => {
    fc.assert(fc.property(fc.array(action, { minLength: 30, maxLength: 30 }), (actions) => {
      expect(sceneText({ version: 1, story: 'library', from: { chapter: 'crash', beat: 40, breaks: ['blind-takeover'] }, actions }).length).toBeLessThan(2_000);
    }));
  });

  it('reads what an author writes by hand, units and all', () => {
    expect(parseSceneText('v1; payflow sandbox; order @0; crash worker-1 save; wait @6s; tap 1 @6.1s')).toEqual({
      ok: true,
      scene: {
        version: 1,
        story: 'payflow',
        from: { chapter: 'sandbox' },
        actions: [
          { do: 'order', at: 0 },
          { do: 'crash', worker: 'worker-1', point: 'save', visit: 1 },
          { do: 'wait', at: 6_000 },
          { do: 'tap', intent: 1, at: 6_100 },
        ],
      },
    });
    expect(parseSceneText('v1\nlibrary from crash 5 break blind-takeover\nlose response 1.1.1')).toMatchObject({ ok: true, scene: { from: { chapter: 'crash', beat: 5, breaks: ['blind-takeover'] } } });
  });
});

describe('a scene link that is wrong says where, and never throws', () => {
  const error = (text: string) => {
    const parsed = parseSceneText(text);
    if (parsed.ok) throw new Error(`parsed: ${text}`);
    return { ...parsed.error, message: words.sceneLink.why(parsed.error.problem) };
  };

  it('names the statement and the character', () => {
    const text = 'v1; payflow sandbox; order @0; crsh worker-1 save';
    expect(error(text)).toEqual({ statement: 4, at: text.indexOf('crsh'), problem: expect.objectContaining({ kind: 'notAction', word: 'crsh' }), message: expect.stringContaining('“crsh” is not an action') });
    const bad = 'v1; payflow sandbox; crash worker-9 save';
    expect(error(bad)).toMatchObject({ statement: 3, at: bad.indexOf('worker-9') });
  });

  it('refuses a future version, garbage, a truncated link, a time past the scene, too many actions', () => {
    expect(error('v2; payflow sandbox').message).toMatch(/version 2 of the format/);
    expect(error('%%%garbage').message).toMatch(/starts with its version/);
    expect(error('v1; payflow from crash').message).toMatch(/beat it starts from/);
    expect(error('v1; payflow sandbox; wait @3d').message).toMatch(/past the end of a scene/);
    expect(error(`v1; payflow sandbox${'; order @0'.repeat(65)}`).message).toMatch(/at most 64 actions/);
    expect(error('x'.repeat(MAX_SCENE_TEXT + 1)).message).toMatch(/at most 8000 are read/);
  });

  it('takes SQL or HTML as words it does not know, nothing more', () => {
    expect(error("v1; payflow sandbox; order @0'; DROP TABLE idempotency_keys; --").message).toMatch(/not a time|not an action/);
    expect(error('v1; payflow sandbox; <img src=x onerror=alert(1)>').message).toMatch(/not an action/);
  });

  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        expect(typeof parseSceneText(`v1; payflow sandbox; ${text}`).ok).toBe('boolean');
      }),
    );
  });
});
