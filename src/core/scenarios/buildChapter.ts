import type { SqlJsStatic } from 'sql.js';
import { buildLabTrace } from '../lab/labTrace';
import { World } from '../sim/world';
import type { Actor, BreakId, ChapterId, StoryId, Trace } from '../trace/types';
import { captionBeat } from './captioner';
import { breaksFor } from './chapters';
import { SCRIPTS, type SceneConfig } from './scripts';

export interface ChapterRequest {
  chapter: ChapterId;
  story: StoryId;
  /** Break-it switches; those that do not apply to this chapter and story are ignored (see `trace.breaks`). */
  breaks?: readonly BreakId[];
  /** Seeds the keys and anything random in the scene. Default 1. */
  seed?: number;
}

/**
 * Runs one chapter's scene to its end on a fresh database, against the real store, and returns its
 * Trace. Same request ⇒ byte-identical Trace JSON.
 */
export async function buildChapter(SQL: SqlJsStatic, request: ChapterRequest): Promise<Trace> {
  const { chapter, story, seed = 1 } = request;
  const applicable = breaksFor(chapter, story);
  const breaks = applicable.filter((b) => request.breaks?.includes(b));
  if (chapter === 'lab') return buildLabTrace(SQL, { story, seed });

  const script = SCRIPTS[chapter](story, new Set(breaks));
  const world = new World(SQL, {
    ...script.scene,
    story,
    chapter,
    breaks,
    seed,
    record: { captioner: captionBeat, actors: actorsOf(story, script.scene) },
  });
  // The switch that changes the story most names the opening and the closing; others add a note each.
  const leading = script.outroPriority.find((b) => breaks.includes(b));
  const intro = { id: leading ? `intro.${chapter}.${leading}` : `intro.${chapter}`, vars: { ...faultedWorker(script.scene), lockMs: script.scene.lockMs, paycoTimeoutMs: script.scene.payco.timeoutMs } };
  world.ctx.beat('scene', 'note', { type: 'note' }, intro);
  for (const b of breaks) if (b !== leading) world.ctx.beat('scene', 'note', { type: 'note' }, { id: `break.${b}` });
  await world.run();
  // The ticket the opening names is the one the phone really drew.
  const ticket = world.phones[0]?.log[0]?.key;
  if (ticket) Object.assign(intro.vars, { ticket });

  const state = world.ctx.recorder!.snapshot();
  world.ctx.beat('scene', 'note', { type: 'note' }, {
    id: leading ? `outro.${chapter}.${leading}` : `outro.${chapter}`,
    vars: {
      charges: state.charges.length,
      loans: state.loans.length,
      rows: state.idempotencyKeys.length,
      done: state.idempotencyKeys.filter((r) => r.status === 'done').length,
      // The worker whose save stands: the last save that changed the row.
      saver: world.trace().beats.findLast((b) => b.detail.type === 'sql' && b.detail.step?.step === 'saved' && b.detail.changes === 1)?.actor ?? '',
    },
  });
  return world.trace();
}

/** The worker the scene will crash or freeze, for the opening to name. */
function faultedWorker(scene: SceneConfig): Record<string, string> {
  const fault = scene.faults?.find((f) => f.kind !== 'restart');
  return fault ? { worker: fault.worker } : {};
}

/** The lanes of the stage, in the order they are drawn. */
function actorsOf(story: StoryId, scene: SceneConfig): Actor[] {
  const actors: Actor[] = scene.phones.map((p) => ({ id: p.id, role: 'client', label: capitalize(p.label) }));
  actors.push({ id: 'network', role: 'network', label: 'Network' });
  for (const w of scene.workers) actors.push({ id: w, role: 'worker', label: capitalize(w.replace('-', ' ')) });
  actors.push({ id: 'db', role: 'database', label: 'SQLite' });
  if (story === 'payflow') actors.push({ id: 'payco', role: 'provider', label: 'PayCo' });
  if (scene.jobs?.length) for (const job of scene.jobs) actors.push({ id: job.actor, role: 'clock', label: 'Retention job' });
  return actors;
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
