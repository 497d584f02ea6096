import { describe, expect, it } from 'vitest';
import { PLAYER_PARAMS, readParams } from './params';
import { parseSceneText } from './sceneLink';
import { sceneLinkProblem, searchWithScene } from './sceneUrl';

/** A `scene=` text as the page reads it: its scene, or the notice's problem. */
function readSceneLink(text: string) {
  const parsed = parseSceneText(text);
  return parsed.ok ? { scene: parsed.scene } : { problem: sceneLinkProblem(text, parsed.error) };
}

describe('the address carries the scene', () => {
  it('keeps the other parameters, opens the sandbox chapter, and reads back the same scene', () => {
    const scene = { version: 1 as const, story: 'library' as const, from: { chapter: 'crash' as const, beat: 5, breaks: [] }, actions: [{ do: 'order' as const, at: 6_000 }] };
    const search = searchWithScene('?speed=1.5&chapter=crash', scene);
    const { values, problems } = readParams(search, PLAYER_PARAMS);
    expect(problems).toEqual([]);
    expect(values).toMatchObject({ speed: 1.5, chapter: 'sandbox', story: 'library' });
    expect(readSceneLink(values.scene!)).toEqual({ scene });
    expect(searchWithScene(search, undefined)).not.toContain('scene=');
  });

  it('names what is wrong with a scene it cannot read, by statement and character', () => {
    expect(readSceneLink('v1; payflow sandbox; order @0')).toEqual({ scene: { version: 1, story: 'payflow', from: { chapter: 'sandbox' }, actions: [{ do: 'order', at: 0 }] } });
    expect(readSceneLink('v1; payflow sandbox; jump @0')).toEqual({
      problem: { name: 'scene', value: 'v1; payflow sandbox; jump @0', expected: 'a scene Cloakroom can read: statement 3, at character 22, “jump” is not an action: order, tap, reuse, wait, lose, delay, crash, pause, restart, lockMs, paycoKey, break, add-worker', used: 'the chapter’s own scene' },
    });
  });
});
