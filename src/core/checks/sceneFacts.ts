/**
 * The facts about a scene as a whole that a caption can assert (see captionAssertions.ts): what a
 * learner's scene kept and changed, which faults never came and why, who was up, what was never sent.
 */
import { paycoCallsIn } from '../trace/paycoCalls';
import { workerConditionAt } from '../trace/conditions';
import { keptPrefix } from '../trace/prefix';
import { partsOf } from '../trace/together';
import type { Beat, BreakId, Trace } from '../trace/types';
import type { CaptionAssertion } from './assertionVocabulary';
import type { VarReader } from './captionVars';

const SCENE_FACTS = ['prefix', 'scene-changes', 'never-reached', 'payco-calls-under', 'payco-answer-cut', 'none-up', 'cut-short', 'down-at', 'setting', 'never-sent'] as const;

/** A fact about the scene as a whole. */
export type SceneFact = Extract<CaptionAssertion, { fact: (typeof SCENE_FACTS)[number] }>;

export const isSceneFact = (a: CaptionAssertion): a is SceneFact => (SCENE_FACTS as readonly string[]).includes(a.fact);

/** What `a` gets wrong about `beat` of `trace`; undefined when it holds. `base`: the chapter a fork came from. */
export function sceneFactProblem(trace: Trace, beat: Beat, a: SceneFact, { one, need }: VarReader, context: { base?: Trace }): string | undefined {
  switch (a.fact) {
    case 'prefix': {
      const fork = trace.fork;
      if (!fork || !context.base) return 'the scene was not forked, or its chapter is not at hand';
      const kept = keptPrefix(context.base, trace, fork.beat);
      return kept === a.kept ? undefined : `the beats up to ${fork.beat} were ${kept ? 'kept' : 'rewritten'}`;
    }
    case 'scene-changes':
      for (const change of need(a.changes)) {
        const wrong = settingProblem(trace, change);
        if (wrong) return wrong;
      }
      return undefined;
    case 'never-reached': {
      const [worker, point, visit] = [one(a.worker), one(a.point), Number(one(a.visit))];
      const reached = trace.visits?.some((v) => v.worker === worker && v.point === point && v.visit === visit) ?? false;
      return reached ? `${worker} reached ${point} (visit ${visit})` : undefined;
    }
    case 'payco-calls-under': {
      const calls = paycoCallsIn(trace.beats);
      return calls < Number(one(a.call)) ? undefined : `the scene made ${calls} PayCo calls`;
    }
    case 'payco-answer-cut': {
      // The call was made, and a worker went down (a crash, a kill): its answer had no one to come back to.
      const calls = paycoCallsIn(trace.beats);
      if (calls < Number(one(a.call))) return `the scene made only ${calls} PayCo calls`;
      return trace.beats.some((b) => b.kind === 'crash') ? undefined : 'no worker went down while an answer travelled';
    }
    case 'none-up': {
      const up = trace.actors.filter((x) => x.role === 'worker' && workerConditionAt(trace, beat.index, x.id) !== 'down').map((x) => x.id);
      return up.length === 0 ? undefined : `${up.join(', ')} is up`;
    }
    case 'cut-short': {
      // The visit came, and the worker's process ended there: a crash at that visit listed first, a kill during
      // a pause, or a restart that replaced the running process.
      const [worker, point, visit] = [one(a.worker), one(a.point), Number(one(a.visit))];
      const v = trace.visits?.find((x) => x.worker === worker && x.point === point && x.visit === visit);
      if (!v) return `${worker} never reached ${point} (visit ${visit})`;
      const ended = (b: Beat) => b.actor === worker && (b.kind === 'crash' || b.caption.id === 'restart.replaced');
      return trace.beats.some((b) => b.index > v.after && ended(b)) ? undefined : `${worker}'s process did not end after reaching ${point} (visit ${visit})`;
    }
    case 'down-at': {
      const worker = one(a.worker);
      const time = Number(one(a.at));
      // Down as the moment came, or at one of its own beats: what else happens in that millisecond (a
      // restart after the kill) may come after the kill in the scheduler's order.
      const moment = [trace.beats.findLast((b) => b.time < time), ...trace.beats.filter((b) => b.time === time)];
      return moment.some((b) => b && workerConditionAt(trace, b.index, worker) === 'down') ? undefined : `${worker} was not down at ${time} ms`;
    }
    case 'setting': {
      if (a.lockMs && trace.lockMs !== Number(one(a.lockMs))) return `lockMs is ${trace.lockMs}, not ${one(a.lockMs)}`;
      const workers = trace.actors.filter((x) => x.role === 'worker').length;
      if (a.workers && workers !== Number(one(a.workers))) return `the scene has ${workers} workers, not ${one(a.workers)}`;
      if (a.paycoKey !== undefined && (trace.paycoKey ?? false) !== a.paycoKey) return `PayCo's own key was ${trace.paycoKey ? 'on' : 'off'}`;
      if (a.break && trace.breaks.includes(a.break) !== (a.on ?? true)) return `${a.break} was ${trace.breaks.includes(a.break) ? 'on' : 'off'}`;
      return undefined;
    }
    case 'never-sent': {
      const id = one(a.request);
      const sent = trace.beats.some((b) => partsOf(b).some(({ detail }) => detail.type === 'http' && detail.direction === a.direction && detail.message.requestId === id));
      return sent ? `a ${a.direction} of ${id} was sent` : undefined;
    }
  }
}

/** What is wrong with one of a learner's scene changes (`name=value`, as `scene-changes` reads them) against how `trace` ran. */
function settingProblem(trace: Trace, change: string): string | undefined {
  const [name, value = ''] = change.split('=');
  switch (name) {
    case 'lockMs':
      return trace.lockMs === Number(value) ? undefined : `lockMs is ${trace.lockMs}, not ${value}`;
    case 'paycoKey':
      return (trace.paycoKey ?? false) === (value === 'on') ? undefined : `PayCo's own key was ${trace.paycoKey ? 'on' : 'off'}`;
    case 'break+':
    case 'break-':
      return trace.breaks.includes(value as BreakId) === (name === 'break+') ? undefined : `${value} was ${name === 'break+' ? 'off' : 'on'}`;
    case 'workers': {
      const workers = trace.actors.filter((x) => x.role === 'worker').length;
      return workers === Number(value) ? undefined : `the scene has ${workers} workers, not ${value}`;
    }
    default:
      return `${change} is no change a scene can have`;
  }
}
