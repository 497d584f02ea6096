import { describe, expect, it } from 'vitest';
import { Prng } from './prng';
import { Mailbox, Scheduler, type Chooser } from './scheduler';

async function trace(chooser?: Chooser, branching: number[] = []): Promise<string[]> {
  const s = new Scheduler(chooser);
  const log: string[] = [];
  for (const name of ['a', 'b']) {
    s.spawn(name, {}, async () => {
      log.push(`${name}1@${s.clock.now()}`);
      await s.point('claim');
      log.push(`${name}2@${s.clock.now()}`);
      await s.sleep(100, 'hop');
      log.push(`${name}3@${s.clock.now()}`);
    });
  }
  await s.run();
  branching.push(...s.branching);
  return log;
}

describe('Scheduler', () => {
  it('runs one task at a time and lets whoever waited longest go first at equal times', async () => {
    expect(await trace()).toEqual(['a1@0', 'b1@0', 'a2@0', 'b2@0', 'a3@100', 'b3@100']);
  });

  it('lets a chooser interleave differently at every decision, and counts the options it had', async () => {
    const branching: number[] = [];
    expect(await trace((ready) => ready.length - 1, branching)).toEqual(['b1@0', 'b2@0', 'a1@0', 'a2@0', 'a3@100', 'b3@100']);
    expect(branching).toEqual([2, 2, 2]);
  });

  it('moves the virtual clock to the next timer only when nobody is ready', async () => {
    const s = new Scheduler();
    const times: number[] = [];
    s.spawn('late', {}, async () => void times.push(s.clock.now()), 5_000);
    s.spawn('early', {}, async () => {
      await s.sleep(20, 'x');
      times.push(s.clock.now());
    });
    await s.run();
    expect(times).toEqual([20, 5_000]);
  });

  it('never resumes a killed task, as a crashed process never finishes its request', async () => {
    const s = new Scheduler();
    const log: string[] = [];
    const victim = s.spawn('victim', {}, async () => {
      log.push('before');
      await s.point('save');
      log.push('after');
    });
    s.spawn('killer', {}, async () => s.kill(victim));
    await s.run();
    expect(log).toEqual(['before']);
    expect(victim.status).toBe('dead');
  });

  it('wakes a waiter when its mailbox is filled, and refuses a value that comes after the timeout', async () => {
    const s = new Scheduler();
    const early = new Mailbox<string>();
    const late = new Mailbox<string>();
    const got: (string | undefined)[] = [];
    let refused = false;
    s.spawn('phone', {}, async () => {
      got.push(await s.receive(early, 1_000));
      got.push(await s.receive(late, 1_000));
    });
    s.spawn('server', {}, async () => {
      await s.sleep(300, 'work');
      early.put('201');
      await s.sleep(2_000, 'slow');
      refused = !late.put('201');
    });
    await s.run();
    expect(got).toEqual(['201', undefined]);
    expect(refused).toBe(true);
  });
});

describe('Prng', () => {
  it('gives the same numbers for the same seed and different ones for another', () => {
    const a = new Prng(1);
    const b = new Prng(1);
    const c = new Prng(2);
    const xs = [a.next(), a.next(), a.next()];
    expect([b.next(), b.next(), b.next()]).toEqual(xs);
    expect(c.next()).not.toBe(xs[0]);
  });

  it('forks independent streams, so drawing from one never shifts another', () => {
    const root = new Prng(9);
    const keys = root.fork('keys');
    keys.hex(32);
    expect(new Prng(9).fork('network').next()).toBe(root.fork('network').next());
  });

  it('draws integers in range, roughly uniformly', () => {
    const p = new Prng(3);
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 4_000; i++) counts[p.int(4)]!++;
    for (const n of counts) expect(n).toBeGreaterThan(900);
  });
});
