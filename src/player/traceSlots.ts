/**
 * The player's Traces as slots: one per chapter of the current story and switches, built on demand,
 * and the extra scene that may play in place of the current chapter's. Pure rules over plain data;
 * the store keeps the slots and runs the builds.
 */
import type { ChapterId, Trace } from '../core/trace';
import { problemOf, type Problem } from '../core/problem';

/** A chapter's Trace: built on demand the first time the chapter is needed. */
/** A chapter's Trace: loading, built, or why it could not be (the view words the problem). */
export type TraceSlot = { status: 'loading' } | { status: 'ready'; trace: Trace } | { status: 'error'; problem: Problem };

/** The Traces of the current story (with the switches on), by chapter. */
export type TraceSlots = Partial<Record<ChapterId, TraceSlot>>;

/**
 * A scene played in place of the chapter's own (a race the explorer found, one order of the lab): its
 * Trace, and a title for the banner that says so. The slot is built once, so selectors stay stable.
 */
export interface ExtraScene {
  title: string;
  slot: { status: 'ready'; trace: Trace };
}

/** What decides which slot is on screen: the slots, the current chapter and the extra scene playing, if any. */
export interface SlotsOnScreen {
  traces: TraceSlots;
  chapter: ChapterId;
  scene: ExtraScene | undefined;
}

/** The slot that plays for chapter `id`: the extra scene's while one plays over the current chapter, else the chapter's own. */
export function slotOf({ traces, chapter, scene }: SlotsOnScreen, id: ChapterId): TraceSlot | undefined {
  return scene && id === chapter ? scene.slot : traces[id];
}

/** How many beats a slot's Trace has: 0 until it is built. */
export function beatsIn(slot: TraceSlot | undefined): number {
  return slot?.status === 'ready' ? slot.trace.beats.length : 0;
}

/** Whether a slot needs a build: none was asked for, or the last one failed (asking again retries). */
export function needsBuild(slot: TraceSlot | undefined): boolean {
  return !slot || slot.status === 'error';
}

/** Runs a build and settles it into a slot: its Trace, or why it failed, as the build's problem. */
export async function settle(build: () => Promise<Trace>): Promise<TraceSlot> {
  try {
    return { status: 'ready', trace: await build() };
  } catch (error) {
    return { status: 'error', problem: problemOf(error) };
  }
}
