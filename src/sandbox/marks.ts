/**
 * Where each of a learner's actions shows in the scene it built: the beat the Timeline marks. Read from
 * the Trace by each action's anchor; a switch (lockMs, PayCo's key, a break) changes the whole scene and
 * has no beat of its own.
 */
import { requestIdOf } from '../core/sim/attempts';
import type { Trace } from '../core/trace';
import type { Action } from './actions';

/** The beat where `action` takes effect in `trace`, or undefined (a switch, or an anchor that never came). */
export function markOf(trace: Trace, action: Action): number | undefined {
  const beats = trace.beats;
  const firstAt = (at: number) => beats.find((b) => b.time >= at)?.index;
  switch (action.do) {
    case 'order':
    case 'reuse':
    case 'tap':
    case 'kill':
    case 'restart':
      return firstAt(action.at);
    case 'wait':
      return beats.find((b) => b.caption.id === 'tick' && b.time === action.at)?.index;
    case 'lose':
    case 'delay': {
      const id = requestIdOf(action);
      return beats.find((b) => b.detail.type === 'http' && b.detail.direction === action.direction && b.detail.message.requestId === id)?.index;
    }
    case 'lose-payco':
      return beats.find((b) => b.detail.type === 'http' && b.kind === 'lose' && b.detail.message.requestId === `payco#${action.call}`)?.index;
    case 'crash':
    case 'pause': {
      const visit = trace.visits?.find((v) => v.worker === action.worker && v.point === action.point && v.visit === action.visit);
      if (!visit) return undefined;
      return beats.find((b) => b.index > visit.after && b.actor === action.worker && b.kind === action.do)?.index;
    }
    default:
      return undefined;
  }
}

/** The beats the Timeline marks: every action's, once each, in order. */
export function marksOf(trace: Trace, actions: readonly Action[]): number[] {
  const marks = actions.map((a) => markOf(trace, a)).filter((m): m is number => m !== undefined);
  return [...new Set(marks)].sort((a, b) => a - b);
}

/** The beat the learner stands on once a scene is on screen: where they acted (`at`), or the moment a wait (`moveTo`) stood on. */
export function landingBeat(trace: Trace, at: number, moveTo?: Action): number {
  const moved = moveTo?.do === 'wait' ? markOf(trace, moveTo) : undefined;
  return Math.min(moved ?? at, trace.beats.length - 1);
}
