import type { SqlJsStatic } from 'sql.js';
import { buildLabTrace } from '../lab/labTrace';
import type { SceneConfig } from '../sim/scene';
import { World } from '../sim/world';
import { answersRead } from '../checks/clientView';
import { ledgerCounts } from '../checks/checks';
import { ledgerEntries } from '../trace/ledger';
import { extraRowsBy } from '../checks/extraRows';
import { takeoversIn } from '../trace/takeovers';
import { tellInTurn, tellTogether } from '../trace/together';
import type { BreakId, CaptionRef, ChapterId, StateSnapshot, StoryId, Trace } from '../trace/types';
import { breaksFor } from './breakSwitches';
import { captionBeat } from '../trace/captioner';
import { lanesOf } from '../sim/lanes';
import { chapterScene, RECIPES, type ScriptedChapter } from './recipes';
import type { StoreFactory } from '../sim/workerStore';
import type { Captioner } from '../trace/recorder';

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
  if (request.chapter === 'lab') return buildLabTrace(SQL, { story: request.story, seed: request.seed ?? 1 });
  return buildScene(SQL, chapterSceneRequest({ ...request, chapter: request.chapter }));
}

/** A scripted chapter's scene as a `SceneRequest`: its recipe with the switches that apply, its opening and closing. */
export function chapterSceneRequest(request: ChapterRequest & { chapter: ScriptedChapter }): SceneRequest {
  const { chapter, story, seed = 1 } = request;
  const breaks = breaksFor(chapter, story).filter((b) => request.breaks?.includes(b));
  const scene = chapterScene(chapter, story, breaks);
  return { story, chapter, breaks, seed, scene, ...chapterFraming(chapter, breaks) };
}

/**
 * How a chapter with `breaks` on opens and closes: the switch that changes the story most names the
 * opening and the closing, others add a note each, and those the recipe says change the ending too
 * name the closing with it.
 */
export function chapterFraming(chapter: ScriptedChapter, breaks: readonly BreakId[]): Pick<SceneRequest, 'intro' | 'outro' | 'lead'> {
  const lead = RECIPES[chapter].lead.find((b) => breaks.includes(b));
  const framing = lead ? `${chapter}.${lead}` : chapter;
  const closing = [framing, ...(RECIPES[chapter].closing ?? []).filter((b) => b !== lead && breaks.includes(b))].join('.');
  return { intro: `intro.${framing}`, outro: `outro.${closing}`, ...(lead ? { lead } : {}) };
}

/** A scene to run and record, and the caption ids that open and close it. */
export interface SceneRequest {
  story: StoryId;
  chapter: ChapterId;
  breaks: BreakId[];
  seed: number;
  scene: SceneConfig;
  intro: string;
  outro: string;
  /** The switch the opening and closing are about; every other switch on gets a note of its own. */
  lead?: BreakId;
  /** The notes after the opening, instead of one per switch that does not lead (a learner's scene names its own changes). */
  notes?: CaptionRef[];
  /** More vars for the opening's caption (what a learner changed for the whole scene). */
  introVars?: Record<string, string | number>;
  /**
   * The closing counts the ledger as it stands, whoever wrote it (a learner's scene): with `.doubled`
   * when an order (a member) has more than one row.
   */
  tally?: boolean;
  /** With `tally`: a doubled closing also says whose taps made the extra rows (`.first-tap`, `.later-taps`; see `extraRowsBy`). */
  tellExtra?: boolean;
  /** The store the workers run (default: the lesson's) and who captions the beats the actors do not (default: `captionBeat`). */
  makeStore?: StoreFactory;
  captioner?: Captioner;
}

/**
 * Runs `scene` to its end on a fresh database against the real store and records it: an opening note,
 * a note per switch that does not lead, every beat of the scene, and a closing note with the counts
 * the closing caption states, read from the store's final rows. Alike beats of one moment are told
 * once (core/trace/together), each caption in the chapter's register.
 */
export async function buildScene(SQL: SqlJsStatic, request: SceneRequest): Promise<Trace> {
  const run = openScene(SQL, request);
  try {
    await run.world.run();
    return closeScene(run, request);
  } finally {
    // The Trace is data read back from the rows: the database can go (sql.js holds it in wasm memory until closed).
    run.world.ctx.db.close();
  }
}

/** A scene's recording World with its opening notes written: run it (at once, or in slices and grown), then `closeScene`. */
export interface SceneRun {
  world: World;
  /** The opening note's caption: its numbers are the scene's as it ended (a running scene may grow). */
  intro: CaptionRef;
}

/** The World of `request`'s scene, recording, with the opening note and a note per switch that does not lead. */
export function openScene(SQL: SqlJsStatic, { story, chapter, breaks, seed, scene, intro: introId, lead, notes, makeStore, captioner = captionBeat }: SceneRequest): SceneRun {
  const world = new World(SQL, { ...scene, story, chapter, breaks, seed, makeStore, record: { captioner, actors: lanesOf(story, scene) } });
  const intro: CaptionRef = { id: introId, vars: {} };
  world.ctx.beat('scene', 'note', { type: 'note' }, intro);
  for (const note of notes ?? breaks.filter((b) => b !== lead).map((b) => ({ id: `break.${b}` }))) world.ctx.beat('scene', 'note', { type: 'note' }, note);
  return { world, intro };
}

/**
 * The Trace of a run that has ended, over `request.scene` (what it ran, grown or not): the opening's
 * numbers, the closing note, alike beats told together, the first PayCo call marked, the register.
 */
export function closeScene({ world, intro }: SceneRun, { story, scene, outro, tally, tellExtra, introVars }: SceneRequest): Trace {
  const recorder = world.ctx.recorder!;
  intro.vars = { ...faultedWorker(scene), lockMs: scene.lockMs, paycoTimeoutMs: scene.payco.timeoutMs, workers: scene.workers.length, ...introVars };
  // The ticket the opening names is the one the phone really drew.
  const ticket = world.phones[0]?.log[0]?.key;
  if (ticket) intro.vars.ticket = ticket;
  // A lane a grown scene needs (the retention job's) comes last, as lanesOf orders them.
  for (const lane of lanesOf(story, scene)) recorder.actor(lane);
  // What the script asked for and never happened is said, before the closing.
  for (const note of world.unfired()) world.ctx.beat('scene', 'note', { type: 'note' }, note);

  const vars = closingVars(world.trace(), recorder.snapshot());
  const doubled = tally && Number(vars.doubled) > 0;
  const by = doubled && tellExtra ? extraRowsBy(world.trace(), recorder.snapshot()) : undefined;
  world.ctx.beat('scene', 'note', { type: 'note' }, { id: doubled ? `${outro}.doubled${by ? `.${by}` : ''}` : outro, vars });
  const trace = tellTogether(world.trace());
  if (scene.phones.some((p) => p.keyMode !== 'none')) {
    // The scene's first PayCo call is where the phone's key and the shop's own key are first both in sight.
    const call = trace.beats.find((b) => FIRST_CALL.test(b.caption.id));
    if (call) call.caption = { ...call.caption, id: `${call.caption.id}.first` };
  }
  const { register } = scene;
  if (register) for (const beat of trace.beats) beat.caption.register = register;
  return tellInTurn(trace);
}

/**
 * The numbers and names a closing states, read from the scene as it ended: the store's rows and the
 * ledger's, owners with more than one ledger row, where each row came from (a fresh claim, a takeover),
 * the takeovers and who made them, the answer the row saved and the one the client accepted last.
 */
function closingVars(trace: Trace, state: StateSnapshot): Record<string, string | number> {
  const doubled = [...ledgerCounts(trace, state)].filter(([, n]) => n > 1);
  const kept = new Set([...state.charges.map((c) => c.id), ...state.loans.map((l) => String(l.id))]);
  const entries = ledgerEntries(trace).filter((e) => kept.has(e.id));
  const ids = (...causes: string[]) => entries.filter((e) => causes.includes(e.cause)).map((e) => e.id).join(',');
  const takeovers = takeoversIn(trace);
  const done = state.idempotencyKeys.filter((r) => r.status === 'done');
  const client = trace.actors.find((a) => a.role === 'client')?.id ?? '';
  const accepted = answersRead(trace).filter((a) => a.client === client && a.status >= 200 && a.status < 300).at(-1);
  return {
    charges: state.charges.length,
    loans: state.loans.length,
    rows: state.idempotencyKeys.length,
    done: done.length,
    // The worker whose save stands: the last save that changed the row.
    saver: trace.beats.findLast((b) => b.detail.type === 'sql' && b.detail.step?.step === 'saved' && b.detail.changes === 1)?.actor ?? '',
    doubled: doubled.length,
    ownerList: doubled.map(([owner]) => owner).join(','),
    most: Math.max(0, ...doubled.map(([, n]) => n)),
    fromClaimList: ids('claim'),
    fromTakeoverList: ids('takeover', 'blind-takeover'),
    takeovers: takeovers.length,
    takerList: [...new Set(takeovers.map((t) => t.worker))].join(','),
    saved: done.length === 1 ? answerOf(done[0]!.response) : '',
    held: accepted?.chargeId ?? (accepted?.loanId === undefined ? '' : String(accepted.loanId)),
  };
}

/** The charge or loan a saved response names. */
function answerOf(response: string | null): string {
  const body = ((response ? (JSON.parse(response) as { body?: Record<string, unknown> }).body : undefined) ?? {}) as Record<string, unknown>;
  return String(body.chargeId ?? body.id ?? '');
}

/** The captions of a PayCo call (one worker's, or several told together), whose `.first` form tells the two keys apart. */
const FIRST_CALL = /^(together\.)?payco\.(send|charged|failed)(\.nokey)?$/;

/** The worker the scene will crash or freeze, for the opening to name. */
function faultedWorker(scene: SceneConfig): Record<string, string> {
  const fault = scene.faults?.find((f) => f.kind !== 'restart');
  return fault ? { worker: fault.worker } : {};
}
