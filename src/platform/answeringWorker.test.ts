import { describe, expect, it } from 'vitest';
import { answeringWorker } from './answeringWorker';

type Request = { type: 'run'; id: number };
type Event = { type: 'done' | 'error'; id: number; message?: string };

/** A stand-in for a Worker: it records what it was sent, and the test fires its events. */
class FakeWorker {
  sent: Request[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<Event>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  postMessage(request: Request) {
    this.sent.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  /** The script did not load: what the browser fires at the Worker. */
  failToLoad() {
    this.onerror?.({ message: '', preventDefault: () => {} } as ErrorEvent);
  }
}

function setUp(spawn: () => FakeWorker) {
  const heard: Event[] = [];
  const port = answeringWorker<Request, Event>(() => spawn() as unknown as Worker, (id, message) => ({ type: 'error', id, message }), 'lab worker');
  port.onmessage = (event) => heard.push(event.data);
  return { port, heard };
}

describe('a worker port that always answers', () => {
  it('passes requests and events through while the worker works', async () => {
    const worker = new FakeWorker();
    const { port, heard } = setUp(() => worker);
    port.postMessage({ type: 'run', id: 1 });
    expect(worker.sent).toEqual([{ type: 'run', id: 1 }]);
    worker.onmessage?.({ data: { type: 'done', id: 1 } } as MessageEvent<Event>);
    expect(heard).toEqual([{ type: 'done', id: 1 }]);
  });

  it('answers a request with an error when no worker can be made here', async () => {
    const { port, heard } = setUp(() => {
      throw new DOMException('Workers are forbidden by the page’s policy', 'SecurityError');
    });
    port.postMessage({ type: 'run', id: 7 });
    await Promise.resolve();
    expect(heard).toEqual([{ type: 'error', id: 7, message: 'The lab worker cannot run in this page: Workers are forbidden by the page’s policy' }]);
  });

  it('answers what the worker was sent when its script does not load, and starts a new one for the next request', async () => {
    const workers: FakeWorker[] = [];
    const { port, heard } = setUp(() => {
      workers.push(new FakeWorker());
      return workers.at(-1)!;
    });
    port.postMessage({ type: 'run', id: 1 });
    port.postMessage({ type: 'run', id: 2 });
    workers[0]!.failToLoad();
    await Promise.resolve();
    expect(heard.map((e) => [e.type, e.id])).toEqual([['error', 1], ['error', 2]]);
    expect(heard[0]!.message).toMatch(/^The lab worker could not start: its script did not load/);
    expect(workers[0]!.terminated).toBe(true);

    port.postMessage({ type: 'run', id: 3 }); // Retry
    expect(workers).toHaveLength(2);
    expect(workers[1]!.sent).toEqual([{ type: 'run', id: 3 }]);
  });
});
