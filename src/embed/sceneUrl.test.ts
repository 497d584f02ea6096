import { describe, expect, it } from 'vitest';
import { PLAYER_PARAMS, readParams } from './params';
import { searchWithScene } from './sceneUrl';

describe('the address carries the scene', () => {
  it('keeps the other parameters, opens the sandbox chapter, and reads back the same scene', () => {
    const scene = { version: 1 as const, story: 'library' as const, from: { chapter: 'crash' as const, beat: 5, breaks: [] }, actions: [{ do: 'order' as const, at: 6_000 }] };
    const search = searchWithScene('?speed=1.5&chapter=crash', scene);
    const { values, problems } = readParams(search, PLAYER_PARAMS);
    expect(problems).toEqual([]);
    expect(values).toMatchObject({ speed: 1.5, chapter: 'sandbox', story: 'library', scene });
    expect(searchWithScene(search, undefined)).not.toContain('scene=');
  });
});
