import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deadline, DEADLINE_TICK_MS } from './deadline';

describe('a test’s time limit (ticks of the page’s timer, each counting at most its own length)', () => {
  let now = 0;
  let passed = false;
  beforeEach(() => {
    vi.useFakeTimers();
    now = 0;
    passed = false;
  });
  afterEach(() => vi.useRealTimers());

  /** Lets `ms` pass, each timer firing `lateBy` ms after it was due (a loaded machine). */
  const pass = async (ms: number, lateBy = 0) => {
    for (let t = 0; t < ms; t += DEADLINE_TICK_MS) {
      now += DEADLINE_TICK_MS + lateBy;
      await vi.advanceTimersByTimeAsync(DEADLINE_TICK_MS);
    }
  };
  const start = (limitMs: number) => {
    const limit = deadline(limitMs, () => now);
    void limit.passed.then(() => (passed = true));
    return limit;
  };

  it('passes at its limit when the timers fire on time (an endless loop on an idle machine)', async () => {
    start(2_000);
    await pass(1_900);
    expect(passed).toBe(false);
    await pass(100);
    expect(passed).toBe(true);
  });

  it('does not run down while the machine is too loaded to fire the timers on time', async () => {
    start(2_000);
    // 19 ticks, each 300 ms late: 7.6 s of wall time, 1.9 s counted.
    await pass(1_900, 300);
    expect(now).toBe(7_600);
    expect(passed).toBe(false);
    // An endless loop is still ended: the ticks go on, and the limit passes.
    await pass(100, 300);
    expect(passed).toBe(true);
  });

  it('counts from zero again when restarted (a search’s next schedule)', async () => {
    const limit = start(2_000);
    await pass(1_500);
    limit.restart();
    await pass(1_900);
    expect(passed).toBe(false);
    await pass(100);
    expect(passed).toBe(true);
  });

  it('is cancelled when the test settles first', async () => {
    start(2_000).cancel();
    await pass(3_000);
    expect(passed).toBe(false);
  });
});
