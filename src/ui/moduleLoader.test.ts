import { describe, expect, it } from 'vitest';
import { moduleLoader, StuckImportError } from './moduleLoader';

describe('moduleLoader', () => {
  it('loads once, however often it is started, and tells its listeners', async () => {
    let loads = 0;
    const loader = moduleLoader(async () => ({ value: ++loads }), 'The test chunk');
    const seen: string[] = [];
    loader.subscribe(() => seen.push(loader.getState().status));
    expect(loader.getState().status).toBe('idle');
    const [a, b] = await Promise.all([loader.start(), loader.start()]);
    expect(a).toBe(b);
    expect(await loader.start()).toBe(a);
    expect(loads).toBe(1);
    expect(seen).toEqual(['loading', 'ready']);
    expect(loader.getState()).toEqual({ status: 'ready', module: { value: 1 } });
  });

  it('says what failed, and a second start really tries again', async () => {
    let attempt = 0;
    const loader = moduleLoader(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('Failed to fetch dynamically imported module');
      return { attempt };
    }, 'The scene’s views');
    await expect(loader.start()).rejects.toThrow('Failed to fetch');
    expect(loader.getState()).toEqual({
      status: 'error',
      message: 'The scene’s views could not be loaded (Failed to fetch dynamically imported module).',
    });
    expect(await loader.start()).toEqual({ attempt: 2 });
    expect(loader.getState().status).toBe('ready');
  });

  it('stops telling a listener that unsubscribed', async () => {
    const loader = moduleLoader(async () => 1, 'x');
    let calls = 0;
    const unsubscribe = loader.subscribe(() => (calls += 1));
    unsubscribe();
    await loader.start();
    expect(calls).toBe(0);
  });

  it('tells the load which attempt it is, so a retry can ask for the file under a new URL', async () => {
    const attempts: number[] = [];
    const loader = moduleLoader(async (attempt) => {
      attempts.push(attempt);
      if (attempt < 2) throw new Error('Failed to fetch dynamically imported module');
      return attempt;
    }, 'The scene’s views');
    await expect(loader.start()).rejects.toThrow();
    await expect(loader.start()).rejects.toThrow();
    expect(await loader.start()).toBe(2);
    expect(attempts).toEqual([0, 1, 2]);
  });

  it('marks a failure only a reload can mend as stuck', async () => {
    const loader = moduleLoader(async () => {
      throw new StuckImportError('https://app.example/assets/scene-1.js');
    }, 'The scene’s views');
    await expect(loader.start()).rejects.toThrow('this browser keeps that failure');
    expect(loader.getState()).toMatchObject({ status: 'error', stuck: true });
  });
});
