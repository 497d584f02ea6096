import type { Actor, Beat, Trace } from '../../core/trace';
import { oneLine } from '../../core/trace/folding';
import { captionText } from '../captionText';
import { laneName } from '../lanes';

/** How a Trace reads to a learner: each lane's name and each beat's caption, in words. */
export interface Reading {
  lane(trace: Trace, actor: Actor): string;
  caption(trace: Trace, beat: Beat): string;
}

/**
 * Fields (paths: `field`, `field.inner`, through arrays) the Trace gained after its behaviour was pinned: facts recorded once in core that views used
 * to work out themselves. They add to a beat without changing anything it already said, so the pinned
 * behaviour leaves them out.
 */
const ADDED_BEAT_FIELDS: readonly string[] = ['claims.deadHolder', 'detail.requestId', 'detail.readBy', 'detail.late', 'request', 'together.request'];
const ADDED_TRACE_FIELDS: readonly string[] = ['kind', 'explorer.breaks', 'visits', 'marks', 'paycoKey', 'fork'];

/** Deletes `path` from `value`, through arrays on the way. */
function drop(value: unknown, [field, ...rest]: string[]): void {
  if (Array.isArray(value)) return value.forEach((item) => drop(item, [field!, ...rest]));
  if (typeof value !== 'object' || value === null || field === undefined) return;
  const record = value as Record<string, unknown>;
  if (rest.length === 0) delete record[field];
  else drop(record[field], rest);
}

/**
 * What a Trace does, as plain data: every beat's time, actor, kind, detail and state, each lane's name
 * and each caption as the learner reads it — but not where the words were kept (a caption's id and
 * vars, a lane's label in core or in narration), so moving words between layers keeps it, and any
 * change to what ran or what a learner reads does not.
 */
export function behaviourOf(trace: Trace, reading: Reading): unknown {
  const rest = JSON.parse(JSON.stringify({ ...trace, beats: [] })) as Record<string, unknown>;
  for (const path of ADDED_TRACE_FIELDS) drop(rest, path.split('.'));
  return {
    ...rest,
    actors: trace.actors.map((a) => ({ id: a.id, role: a.role, lane: reading.lane(trace, a) })),
    beats: trace.beats.map((beat) => {
      const copy = JSON.parse(JSON.stringify(beat)) as Record<string, unknown> & { detail: { reads?: { sql: string }[] } };
      for (const path of ADDED_BEAT_FIELDS) drop(copy, path.split('.'));
      // Reads were once recorded as the store wrote them; the pin reads them on one line, as beats show SQL.
      for (const read of copy.detail.reads ?? []) read.sql = oneLine(read.sql);
      delete copy.caption;
      return { ...copy, caption: reading.caption(trace, beat) };
    }),
  };
}

/** How the app reads a Trace today: lane names and captions from narration. */
export const APP_READING: Reading = {
  lane: (trace, actor) => laneName(trace.story, actor),
  caption: (trace, beat) => captionText(trace.story, beat.caption),
};
