import { describe, expect, it, vi } from 'vitest';
import { CallFailed, openChannel, type Handlers } from './channel';
import type { Method, NoApi } from './messages';
import { portPair } from './port';

type Counter = {
  count: Method<{ to: number }, string, number>;
  fail: Method<void, never>;
  wait: Method<void, 'stopped'>;
};

/** A channel to an end that serves `handlers`. */
function serving(handlers: Handlers<Counter>) {
  const [caller, server] = portPair();
  openChannel<NoApi, Counter>(server, handlers);
  return openChannel<Counter>(caller);
}

const handlers: Handlers<Counter> = {
  count({ to }, { progress }) {
    for (let n = 1; n <= to; n++) progress(n);
    return `counted to ${to}`;
  },
  fail() {
    throw new Error('the wasm did not arrive');
  },
  wait: (_request, { signal }) => new Promise((resolve) => signal.addEventListener('abort', () => resolve('stopped'))),
};

describe('a channel', () => {
  it('answers a call with its reply, after every progress report, in order', async () => {
    const heard: number[] = [];
    const reply = await serving(handlers).call('count', { to: 3 }, { onProgress: (n) => heard.push(n) });
    expect(reply).toBe('counted to 3');
    expect(heard).toEqual([1, 2, 3]);
  });

  it('fails only the call whose handler threw, with its message', async () => {
    const channel = serving(handlers);
    const failing = channel.call('fail', undefined);
    const counting = channel.call('count', { to: 1 });
    await expect(failing).rejects.toEqual(new CallFailed('the wasm did not arrive'));
    await expect(counting).resolves.toBe('counted to 1');
  });

  it('asks a cancelled call to stop, and settles it with what the handler then answers', async () => {
    const cancel = new AbortController();
    const waiting = serving(handlers).call('wait', undefined, { signal: cancel.signal });
    await Promise.resolve();
    cancel.abort();
    await expect(waiting).resolves.toBe('stopped');
  });

  it('marks a failure that leaves the serving end spent, and tells the caller before the call fails', async () => {
    const [caller, server] = portPair();
    openChannel<NoApi, Counter>(server, handlers, { fatal: () => 'realm' });
    const order: string[] = [];
    const channel = openChannel<Counter>(caller, undefined, { onFatal: (failure) => order.push(`fatal ${failure.fatal}`) });
    await channel.call('fail', undefined).catch((error: CallFailed) => order.push(`failed ${error.fatal}`));
    expect(order).toEqual(['fatal realm', 'failed realm']);
  });

  it('fails every waiting call at once when the other end is gone, and ignores its late answers', async () => {
    const channel = serving(handlers);
    const onProgress = vi.fn();
    const calls = [channel.call('wait', undefined), channel.call('count', { to: 2 }, { onProgress })];
    channel.failAll(new Error('the worker died'));
    for (const call of calls) await expect(call).rejects.toThrow('the worker died');
    await new Promise((resolve) => setTimeout(resolve));
    expect(onProgress).not.toHaveBeenCalled();
  });

  it('carries calls both ways over one pair of ports, each direction with its own ids', async () => {
    type Pinger = { ping: Method<string, string> };
    const [a, b] = portPair();
    const left = openChannel<Pinger, Pinger>(a, { ping: (who) => `left answers ${who}` });
    const right = openChannel<Pinger, Pinger>(b, { ping: (who) => `right answers ${who}` });
    await expect(Promise.all([left.call('ping', 'left'), right.call('ping', 'right')])).resolves.toEqual(['right answers left', 'left answers right']);
  });

  it('fails a call to a method the other end does not serve', async () => {
    const [caller, server] = portPair();
    openChannel(server);
    await expect(openChannel<Counter>(caller).call('count', { to: 1 })).rejects.toThrow('no such method here: count');
  });
});
