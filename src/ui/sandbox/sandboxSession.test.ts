import { describe, expect, it, vi } from 'vitest';
import type { PlayerStore } from '../../player/playerState';
import type { Trace } from '../../core/trace';

// The scenes' worker and the address stand apart: what is checked is what the session hands the worker.
const buildSandbox = vi.fn(async () => ({ trace: { beats: [{}, {}, {}] } as unknown as Trace, config: {} as never, ms: 1, how: 'grown' as const }));
vi.mock('../../player/buildTrace', () => ({ buildSandbox }));
vi.mock('../../embed/sceneUrl', () => ({ writeSceneToUrl: () => {}, sceneLinkProblem: () => ({}) }));
const { sandboxFor } = await import('./sandboxSession');

describe('the sandbox session', () => {
  it('tells the worker where the learner acted and what, so it can grow the scene it prepared there', async () => {
    const player = { getState: () => ({ chapter: 'sandbox', showSandbox: () => {} }) } as unknown as PlayerStore;
    const sandbox = sandboxFor(player);
    await sandbox.getState().fork('payflow', { chapter: 'sandbox' }, 0);
    const action = { do: 'order', at: 1_000 } as const;
    await sandbox.getState().act(action, 2, 'New order');
    expect(buildSandbox).toHaveBeenLastCalledWith(expect.objectContaining({ actions: [action] }), 2, action);
    expect(sandbox.getState().problem).toBeUndefined();
  });

  it('moves the player to the scene it built only if the learner is still on the chapter it was asked from', async () => {
    const state = { chapter: 'crash', showSandbox: vi.fn() };
    const sandbox = sandboxFor({ getState: () => state } as unknown as PlayerStore);
    // A fork asked from the crash chapter lands while the learner is still there: it takes them to it.
    await sandbox.getState().fork('payflow', { chapter: 'crash', beat: 5, breaks: [] }, 5);
    expect(state.showSandbox).toHaveBeenLastCalledWith(expect.anything(), expect.any(Number), true);
    // Asked from the crash chapter, landing after the learner went to another: they stay where they went.
    let done!: () => void;
    buildSandbox.mockImplementationOnce(async () => {
      await new Promise<void>((resolve) => (done = resolve));
      return { trace: { beats: [{}, {}, {}] } as unknown as Trace, config: {} as never, ms: 1, how: 'grown' as const };
    });
    const landed = sandbox.getState().act({ do: 'order', at: 1_000 }, 2, 'New order');
    state.chapter = 'ticket';
    done();
    await landed;
    expect(state.showSandbox).toHaveBeenLastCalledWith(expect.anything(), expect.any(Number), false);
  });
});
