/**
 * Holds the embedding page's commands until the next frame and applies only what still matters: a
 * page that sends 10,000 seeks in a burst gets one seek (the latest), not 10,000 renders. Each kind of
 * setting has one slot; a later command replaces the earlier one in its slot and moves to the back,
 * so the latest of each kind is applied in the order they came (a seek after a chapter change still
 * lands in the new chapter). Pure: the frame scheduler is handed in.
 */
import type { InboundCommand } from './protocol';

/** Commands that set the same thing share a slot: play and pause both set whether it plays. */
function slotOf(command: InboundCommand): string {
  return command.type === 'cloakroom:play' || command.type === 'cloakroom:pause' ? 'playback' : command.type;
}

export interface CommandQueue {
  /** Queues a command; the queue is flushed on the next frame. */
  push(command: InboundCommand): void;
  /** Drops what is queued; nothing more is applied. */
  dispose(): void;
}

/**
 * A queue that calls `apply` with the latest command of each slot, once per frame that has any.
 * `nextFrame` schedules a flush (requestAnimationFrame in the page, a hand-driven frame in tests).
 */
export function createCommandQueue(apply: (command: InboundCommand) => void, nextFrame: (flush: () => void) => void): CommandQueue {
  const pending = new Map<string, InboundCommand>();
  let scheduled = false;
  let disposed = false;

  const flush = () => {
    scheduled = false;
    if (disposed) return;
    const commands = [...pending.values()];
    pending.clear();
    for (const command of commands) apply(command);
  };

  return {
    push(command) {
      if (disposed) return;
      const slot = slotOf(command);
      pending.delete(slot); // re-inserted at the back: a Map keeps insertion order
      pending.set(slot, command);
      if (!scheduled) {
        scheduled = true;
        nextFrame(flush);
      }
    },
    dispose() {
      disposed = true;
      pending.clear();
    },
  };
}
