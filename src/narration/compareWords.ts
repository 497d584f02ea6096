/**
 * A comparison in the words of the moment: each side's name (from what makes it other: "with PayCo’s
 * key" against "No PayCo key"), and what is said at a step — the difference where the two runs come to
 * differ, else the caption of the side that moved (both, where both moved and they say other things).
 * Computed from the spec and the two Traces; the views and the narrator read these, never their own.
 */
import type { ComparisonSummary } from '../compare';
import { breaksFor } from '../core/scenarios/breakSwitches';
import type { BreakId } from '../core/trace';
import type { BuiltComparison } from '../player/compare/messages';
import type { CompareSpec, SceneSide, SideId } from '../player/compare/spec';
import { breaksAfter } from '../sandbox/actions';
import { captionOf } from './captionOf';
import { words } from './words';

/** The side other than `side`. */
const otherSide = (side: SideId): SideId => (side === 'a' ? 'b' : 'a');

/** What names side `side` of `spec`: the opener's name for it (a branch's), else what makes it other than the other side. */
export function sideName(spec: CompareSpec, side: SideId, names: Partial<Record<SideId, string>> = {}): string {
  const given = names[side];
  if (given !== undefined) return given;
  const t = words.compare.sideNames;
  const store = spec[side].store === 'yours' ? t.yourStore : t.lessonStore;
  if (spec.of === 'scene') {
    if (spec.a.store !== spec.b.store) return store;
    // Two branches: named for the switches one turned that the other did not (PayCo's key off, say).
    const [mine, other] = [switchesTurned(spec[side]), switchesTurned(spec[otherSide(side)])];
    const differing = [...new Set([...mine, ...other])].filter((id) => mine.includes(id) !== other.includes(id));
    return differing.length ? differing.map((id) => (mine.includes(id) ? words.breaks.switches[id].label : t.off[id])).join(', ') : t.scene(side.toUpperCase());
  }
  const mine = spec[side];
  const other = spec[otherSide(side)];
  const named = (id: BreakId) => (mine.breaks.includes(id) ? words.breaks.switches[id].label : t.off[id]);
  const differing = breaksFor(spec.chapter, spec.story).filter((id) => mine.breaks.includes(id) !== other.breaks.includes(id));
  const parts = differing.map(named);
  if (mine.store !== other.store) parts.push(store);
  // Two sides alike but for nothing: each named for what it is.
  if (parts.length === 0) parts.push(...(mine.breaks.length > 0 ? mine.breaks.map(named) : [mine.store === 'yours' ? store : t.asItIs]));
  return parts.join(', ');
}

/** The switches a branch's own actions leave on (PayCo's key turned off counts as `no-provider-key`). */
function switchesTurned(side: SceneSide): BreakId[] {
  const on = breaksAfter([], side.actions);
  const key = side.actions.filter((a) => a.do === 'payco-key').at(-1);
  return key?.do === 'payco-key' && !key.on ? [...on, 'no-provider-key'] : on;
}

/** The rows one side has beyond the other that appear at `step`, as `said` names them. */
function rowsAt(summary: ComparisonSummary, step: number): string[] {
  return summary.extra.filter((row) => row.step === step).map((row) => words.compare.saidRow(row, summary.unit));
}

/** What is said where the two runs come to differ at `step` (undefined: no difference begins there). */
export function differenceSaid(built: BuiltComparison, step: number): string | undefined {
  const difference = built.comparison.differences.find((d) => d.step === step);
  if (!difference) return undefined;
  return words.compare.said(built.comparison.steps[step]!.time, difference.facets, built.a.story, rowsAt(built.summary, step));
}

/** What narration says at `step`: the difference, else the caption of the side that moved (both, if both moved and differ). */
export function spokenAt(built: BuiltComparison, step: number): string {
  const said = differenceSaid(built, step);
  if (said) return said;
  const at = built.comparison.steps[step]!;
  const caption = (side: SideId) => captionOf(built[side].story, built[side].beats[Math.max(0, at[side])]!);
  if (at.moves !== 'both') return caption(at.moves);
  const [a, b] = [caption('a'), caption('b')];
  return a === b ? a : words.compare.bothSaid(a, b);
}
