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
    const player = { getState: () => ({ showSandbox: () => {} }) } as unknown as PlayerStore;
    const sandbox = sandboxFor(player);
    await sandbox.getState().fork('payflow', { chapter: 'sandbox' }, 0);
    const action = { do: 'order', at: 1_000 } as const;
    await sandbox.getState().act(action, 2, 'New order');
    expect(buildSandbox).toHaveBeenLastCalledWith(expect.objectContaining({ actions: [action] }), 2, action);
    expect(sandbox.getState().problem).toBeUndefined();
  });
});
