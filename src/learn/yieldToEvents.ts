/**
 * Lets a long loop in a worker breathe: resolves on the next turn of the event loop, so messages that
 * arrived meanwhile (a cancel) are handled first. A MessageChannel, not setTimeout, because nested
 * timeouts are clamped to 4 ms and the loop yields dozens of times a second.
 */
export function createYielder(): { yieldToEvents: () => Promise<void>; close: () => void } {
  const channel = new MessageChannel();
  const waiting: (() => void)[] = [];
  channel.port1.onmessage = () => waiting.shift()?.();
  return {
    yieldToEvents: () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        channel.port2.postMessage(null);
      }),
    close: () => {
      channel.port1.close();
      channel.port2.close();
    },
  };
}
