/**
 * Where a seek's time goes, from a Chromium trace of one sweep in the player box: each seek is
 * bracketed by User Timing marks (`sweepTimeline`'s `marked`), and every event of the page's main
 * thread inside a bracket is counted by its own time (its length less its children's), by kind. The
 * sweep starts each seek in an animation frame's callback, so a seek's time holds that frame's style,
 * layout and paint as well as React's render and commit: the split says which of them to cut.
 */
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Frame, Page } from '@playwright/test';
import { openBox, readyToSweep, sweepTimeline } from './playback';

/** Milliseconds per seek, averaged over the sweep, by what the main thread was doing. */
export interface SeekSplit {
  seeks: number;
  script: number;
  style: number;
  layout: number;
  paint: number;
  composite: number;
  /** Looking fonts up (a family, a size, a weight drawn for the first time): the trace's `fonts` events. */
  fonts: number;
  other: number;
}

export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { type?: string } };
}

type Kind = Exclude<keyof SeekSplit, 'seeks'>;
/** Every kind, in the order the bench prints them. */
export const SPLIT_KINDS: readonly Kind[] = ['script', 'style', 'layout', 'paint', 'composite', 'fonts', 'other'];
/** Chromium's timeline event names (the DevTools Performance panel's), by kind. */
const KINDS: Record<string, Kind> = {
  FunctionCall: 'script',
  EventDispatch: 'script',
  EvaluateScript: 'script',
  FireAnimationFrame: 'script',
  TimerFire: 'script',
  HandlePostMessage: 'script',
  RunMicrotasks: 'script',
  'V8.GC_SCAVENGER': 'script',
  MinorGC: 'script',
  MajorGC: 'script',
  UpdateLayoutTree: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  PaintImage: 'paint',
  Layerize: 'composite',
  Commit: 'composite',
  UpdateLayer: 'composite',
};

/** One traced sweep of `chapters` in a `width` × `height` box: the seeks' time per kind. */
export async function measureSeekSplit(browser: Browser, baseUrl: string, chapters: readonly string[], width: number, height: number): Promise<SeekSplit> {
  return splitOf(await tracedBoxSweeps(browser, baseUrl, chapters, width, height, { sweep: (frame) => sweepTimeline(frame, false, true) }));
}

/**
 * Opens a `width` × `height` box on the first of `chapters`, runs `prepare` in it, then for each chapter
 * readies it and runs `sweep`, tracing from the first sweep to the last: the trace's events, for
 * `splitOf` (here) and `pairedSplits` (regionSplit.ts).
 */
export async function tracedBoxSweeps(
  browser: Browser,
  baseUrl: string,
  chapters: readonly string[],
  width: number,
  height: number,
  { prepare, sweep }: { prepare?: (frame: Frame) => Promise<void>; sweep: (frame: Frame) => Promise<unknown> },
): Promise<TraceEvent[]> {
  const { page: frame, close } = await openBox(browser, `${baseUrl}?chapter=${chapters[0]}`, width, height, false);
  const file = join(tmpdir(), `cloakroom-seek-split-${process.pid}.json`);
  const top: Page = frame.page();
  try {
    await prepare?.(frame);
    let tracing = false;
    for (const chapter of chapters) {
      await readyToSweep(frame, chapter);
      if (!tracing) {
        await browser.startTracing(top, { path: file, categories: ['devtools.timeline', 'blink.user_timing', 'fonts'] });
        tracing = true;
      }
      await sweep(frame);
    }
    await browser.stopTracing();
    return JSON.parse(readFileSync(file, 'utf8')).traceEvents as TraceEvent[];
  } finally {
    rmSync(file, { force: true });
    await close();
  }
}

/** The seeks' brackets and the split of the events inside them (exported for its test of the arithmetic). */
export function splitOf(events: readonly TraceEvent[]): SeekSplit {
  const marks = events.filter((e) => e.name === 'bench-seek-start' || e.name === 'bench-seek-end').sort((a, b) => a.ts - b.ts);
  const brackets: [number, number][] = [];
  for (let i = 0; i + 1 < marks.length; i++) if (marks[i]!.name === 'bench-seek-start' && marks[i + 1]!.name === 'bench-seek-end') brackets.push([marks[i]!.ts, marks[i + 1]!.ts]);
  // The main thread is the one the seeks' input events were dispatched on.
  const inputs = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'input' && brackets.some(([a, b]) => e.ts >= a && e.ts < b));
  const thread = inputs[0] ? `${inputs[0].pid}:${inputs[0].tid}` : '';
  const complete = events.filter((e) => e.ph === 'X' && e.dur !== undefined && `${e.pid}:${e.tid}` === thread).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  // Own time: an event's length less its children's (events on one thread nest).
  const own = new Map<TraceEvent, number>(complete.map((e) => [e, e.dur!]));
  const open: TraceEvent[] = [];
  for (const e of complete) {
    while (open.length > 0 && open.at(-1)!.ts + open.at(-1)!.dur! <= e.ts) open.pop();
    const parent = open.at(-1);
    if (parent) own.set(parent, own.get(parent)! - e.dur!);
    open.push(e);
  }
  const split: SeekSplit = { seeks: brackets.length, script: 0, style: 0, layout: 0, paint: 0, composite: 0, fonts: 0, other: 0 };
  let b = 0;
  for (const e of complete) {
    while (b < brackets.length && brackets[b]![1] <= e.ts) b++;
    if (b === brackets.length) break;
    if (e.ts < brackets[b]![0]) continue;
    // RunTask is the task around the rest: its own time is the scheduler's, not the page's.
    if (e.name === 'RunTask') continue;
    split[e.cat === 'fonts' ? 'fonts' : (KINDS[e.name] ?? 'other')] += own.get(e)! / 1000;
  }
  for (const kind of SPLIT_KINDS) split[kind] = split.seeks > 0 ? split[kind] / split.seeks : 0;
  return split;
}
