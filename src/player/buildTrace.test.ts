import { describe, expect, it } from 'vitest';
import { buildTrace, startBuilding } from './buildTrace';

// In Node there is no Worker, so these builds run the real scene on the main thread.
describe('buildTrace head start', () => {
  it('hands a build started early to the first request with the same arguments, once', async () => {
    const early = startBuilding('ticket', 'payflow', []);
    expect(buildTrace('ticket', 'payflow', ['no-key'])).not.toBe(early); // other switches: its own build
    const taken = buildTrace('ticket', 'payflow', []);
    expect(taken).toBe(early);
    const again = buildTrace('ticket', 'payflow', []);
    expect(again).not.toBe(early);
    const [first, second] = await Promise.all([taken, again]);
    expect(first.chapter).toBe('ticket');
    expect(JSON.stringify(second)).toBe(JSON.stringify(first)); // same seed, same scene
  });
});
