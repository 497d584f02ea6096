/**
 * The SCORM 1.2 side of a packaged Cloakroom: what it tells the LMS and when. It opens the session,
 * marks the lesson `incomplete`, reads where the learner was (`cmi.core.entry` = `resume`), writes the
 * place as the learner moves (throttled), the progress, the score from the predictions, `completed`
 * once every chapter of the package has ended, and commits and finishes when the page goes.
 *
 * The LMS is not trusted to behave: no API, an API that throws, a refused `LMSSetValue`, a saved place
 * or progress that makes no sense each become one plain notice and the defaults. Nothing throws, and
 * nothing the LMS already holds is lowered or overwritten with less (a `completed` stays completed,
 * unreadable progress is left alone until there is new progress to save).
 */
import { LESSON_CHAPTER_IDS } from '../../core/scenarios/chapters';
import type { ChapterId } from '../../core/trace';
import type { OutboundEvent } from '../../embed/protocol';
import type { ApiSearch, Scorm12Api } from './api';
import { cmiTimespan, formatPlace, formatProgress, parsePlace, parseProgress, type Place, type Progress } from './progress';
import { words } from '../../narration/words';

export interface ScormSessionOptions {
  search: ApiSearch;
  /** The package's chapters, in order. */
  chapters: readonly ChapterId[];
  /** Shows a plain message to the learner. Each is said once: a refused element is named on its first refusal only. */
  notify(message: string): void;
  /** Milliseconds, for the session's time. */
  now(): number;
  /** Shortest time between two writes of the place (default 3 s). */
  throttleMs?: number;
  timers?: { set(run: () => void, ms: number): unknown; clear(handle: unknown): void };
}

export interface ScormSession {
  /** Whether the LMS is listening. */
  connected: boolean;
  /** Where to reopen when the LMS asks to resume; the beat is checked against the chapter with `resumeBeat`. */
  resume: Place | undefined;
  /** The beat to open `resume` at, given the chapter's length: the saved one, or 0 (with a notice) when out of range. */
  resumeBeat(beats: number): number;
  /** An event of the player (the bridge's): `ended` counts towards completion. */
  onEvent(event: OutboundEvent): void;
  /** The learner is at `place` now (a chapter outside the package is not written: it could not be reopened). */
  moved(place: Place): void;
  onAnswer(question: string, right: boolean): void;
  /** Writes the place now and commits, the session going on (the page is hidden: it may never come back). */
  save(): void;
  /** Saves everything, commits and ends the LMS session. Safe to call more than once. */
  finish(): void;
}

const DONE_STATUSES = ['completed', 'passed'];
const FRESH_STATUSES = ['', 'not attempted', 'browsed'];

export function openScormSession(options: ScormSessionOptions): ScormSession {
  const said = new Set<string>();
  const notify = (message: string, about = message) => {
    if (said.has(about)) return;
    said.add(about);
    options.notify(message);
  };
  const offline = (message: string): ScormSession => {
    notify(message);
    return { connected: false, resume: undefined, resumeBeat: () => 0, onEvent() {}, moved() {}, onAnswer() {}, save() {}, finish() {} };
  };
  const say = words.course;
  if (options.search.status === 'missing') return offline(say.noLms);
  if (options.search.status === 'broken') return offline(say.brokenApi);
  const lms = guard(options.search.api, notify);
  if (!lms.call('LMSInitialize', '')) return offline(say.notStarted(lms.lastError()));

  const startedAt = options.now();
  const { chapters } = options;
  const status = lms.get('cmi.core.lesson_status');
  let done = DONE_STATUSES.includes(status);
  if (FRESH_STATUSES.includes(status)) lms.set('cmi.core.lesson_status', 'incomplete');

  const saved = parseProgress(lms.get('cmi.suspend_data'));
  if (saved.problem) notify(say.progressDropped(saved.problem));
  const progress: Progress = { ended: [...saved.progress.ended], answers: { ...saved.progress.answers } };

  let resume: Place | undefined;
  if (lms.get('cmi.core.entry') === 'resume') {
    const text = lms.get('cmi.core.lesson_location');
    const read = parsePlace(text, chapters);
    if ('place' in read) resume = read.place;
    else if (text !== '') notify(say.placeDropped(read.problem));
  }
  lms.call('LMSCommit', '');

  const throttleMs = options.throttleMs ?? 3000;
  const timers = options.timers ?? { set: (run: () => void, ms: number) => setTimeout(run, ms), clear: (h: unknown) => clearTimeout(h as number) };
  let written = resume ? formatPlace(resume) : '';
  let pending: string | undefined;
  let timer: unknown;
  let finished = false;

  const writePlace = () => {
    if (pending !== undefined && pending !== written) {
      lms.set('cmi.core.lesson_location', pending);
      written = pending;
    }
    pending = undefined;
  };
  const saveProgress = () => lms.set('cmi.suspend_data', formatProgress(progress));
  const complete = () => {
    // The sandbox is no part of the lesson: the lesson is completed without it.
    if (done || !chapters.filter((id) => LESSON_CHAPTER_IDS.includes(id)).every((id) => progress.ended.includes(id))) return;
    done = true;
    lms.set('cmi.core.lesson_status', 'completed');
  };
  const score = () => {
    const values = Object.values(progress.answers);
    if (values.length === 0) return;
    // SCORM 1.2 scores are 0–100: the share of predictions answered right.
    lms.set('cmi.core.score.min', '0');
    lms.set('cmi.core.score.max', '100');
    lms.set('cmi.core.score.raw', String(Math.round((100 * values.filter(Boolean).length) / values.length)));
  };

  return {
    connected: true,
    resume,
    resumeBeat(beats) {
      if (!resume) return 0;
      if (resume.beat < beats) return resume.beat;
      notify(say.pastTheEnd(formatPlace(resume), beats - 1));
      return 0;
    },
    onEvent(event) {
      if (finished || event.type !== 'cloakroom:ended') return;
      const id = event.chapter as ChapterId;
      if (!chapters.includes(id) || progress.ended.includes(id)) return;
      progress.ended.push(id);
      saveProgress();
      complete();
      lms.call('LMSCommit', '');
    },
    moved(place) {
      if (finished || !chapters.includes(place.chapter)) return; // only places the package can reopen
      pending = formatPlace(place);
      if (timer !== undefined) return; // written when the wait is over
      writePlace();
      timer = timers.set(() => {
        timer = undefined;
        writePlace();
      }, throttleMs);
    },
    onAnswer(question, right) {
      if (finished || question in progress.answers) return;
      progress.answers[question] = right;
      saveProgress();
      score();
      lms.call('LMSCommit', '');
    },
    save() {
      if (finished) return;
      writePlace();
      lms.call('LMSCommit', '');
    },
    finish() {
      if (finished) return;
      finished = true;
      if (timer !== undefined) timers.clear(timer);
      writePlace();
      lms.set('cmi.core.session_time', cmiTimespan(options.now() - startedAt));
      // `suspend` makes the LMS offer `entry = resume` next time; a finished lesson starts afresh.
      lms.set('cmi.core.exit', done ? '' : 'suspend');
      lms.call('LMSCommit', '');
      lms.call('LMSFinish', '');
    },
  };
}

/** The API with every call caught: a throw or a refusal becomes a notice naming the LMS's error. */
function guard(api: Scorm12Api, notify: (message: string, about: string) => void) {
  const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
  const lastError = (): string => {
    try {
      const code = text(api.LMSGetLastError());
      if (code === '' || code === '0') return '';
      return words.course.lmsError(code, text(api.LMSGetErrorString(code)));
    } catch {
      return '';
    }
  };
  const failed = (about: string, what: string, thrown?: unknown) =>
    notify(words.course.refused(what, thrown === undefined ? lastError() : words.course.thrown(thrown instanceof Error ? thrown.message : String(thrown))), about);
  return {
    lastError,
    /** LMSInitialize, LMSCommit, LMSFinish: true when the LMS answered 'true'. */
    call(name: 'LMSInitialize' | 'LMSCommit' | 'LMSFinish', arg: ''): boolean {
      try {
        const ok = text(api[name](arg)) === 'true';
        if (!ok && name !== 'LMSInitialize') failed(name, name);
        return ok;
      } catch (error) {
        if (name !== 'LMSInitialize') failed(name, name, error);
        return false;
      }
    },
    get(element: string): string {
      try {
        return text(api.LMSGetValue(element));
      } catch {
        return '';
      }
    },
    set(element: string, value: string): void {
      try {
        if (text(api.LMSSetValue(element, value)) !== 'true') failed(element, words.course.setting(element, value.length > 40 ? `${value.slice(0, 40)}…` : value));
      } catch (error) {
        failed(element, element, error);
      }
    },
  };
}
