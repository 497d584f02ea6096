/**
 * What the player's live region says (PhET's responses): a beat's caption (its context response),
 * followed, when the learner moved there by hand, by what changed since the beat they last heard (its
 * object responses: the description's lines that differ); and the Checks whose verdict a new scene
 * changed. Pure functions of Traces and beats, worded in the active language.
 */
import { verdictChanges } from '../../core/checks';
import type { Trace } from '../../core/trace';
import { captionOf } from '../captionOf';
import { words } from '../words';
import { sceneDescription, TIME_LINE, type DescriptionLine } from './sceneDescription';

/** A beat a learner was told: which scene, which beat. */
export interface ToldBeat {
  trace: Trace;
  index: number;
}

/**
 * Whether two Traces are one scene told twice (the same chapter and story, built again after a sandbox
 * action or a break switch), so their beats and Checks can be compared; a lab's tallies and a race's
 * replay are scenes of their own.
 */
export function sameScene(a: Trace, b: Trace): boolean {
  const plain = (t: Trace) => t.kind === 'scene' && t.explorer === undefined;
  return plain(a) && plain(b) && a.chapter === b.chapter && a.story === b.story;
}

/**
 * The lines of `after` that say something new against `before` (the clock aside), and the rows not
 * there any more: deleted, going on; not written yet, when the learner stepped `back` to an earlier beat.
 */
export function changedLines(before: readonly DescriptionLine[], after: readonly DescriptionLine[], back = false): string[] {
  const was = new Map(before.map((l) => [l.id, l.text]));
  const now = new Set(after.map((l) => l.id));
  const changed = after.filter((l) => l.id !== TIME_LINE && was.get(l.id) !== l.text).map((l) => l.text);
  const missing = back ? words.description.row.notYet : words.description.row.gone;
  const gone = before.filter((l) => l.id.startsWith('row:') && !now.has(l.id)).map((l) => missing(l.id.slice('row:'.length)));
  return [...gone, ...changed];
}

/** What changed at beat `index` of `trace` since `since`, in the same scene (none across scenes). */
export function changesSince(trace: Trace, index: number, since: ToldBeat | undefined): string[] {
  if (!since || !sameScene(since.trace, trace)) return [];
  // One scene's beats are in order (a rebuilt one keeps its prefix): an earlier beat is a step back.
  return changedLines(sceneDescription(since.trace, since.index), sceneDescription(trace, index), index < since.index);
}

/**
 * What is announced at beat `index` of `trace`: its caption; and, after `since` (the beat last told, when
 * the learner stepped or scrubbed here from it in the same scene), what changed since then.
 */
export function beatAnnouncement(trace: Trace, index: number, since?: ToldBeat): string {
  const beat = trace.beats[index];
  if (!beat) return '';
  return [captionOf(trace.story, beat), ...changesSince(trace, index, since)].join(' ');
}

/** The Checks whose verdict changed from `before` to `after`, in one sentence each; empty when none did. */
export function verdictAnnouncement(before: Trace, after: Trace): string {
  const t = words.sandbox.checks;
  return verdictChanges(before, after)
    .map((c) => words.description.verdict(t.name(c.id, after.story), c.holds, c.brokeAt === undefined ? undefined : c.brokeAt + 1))
    .join(' ');
}
