/**
 * Course platforms, wired to one player: the bridge's events (through `tap`) and answered predictions
 * become xAPI statements for the page at `?origin=` and, in a SCORM package, reports to the LMS; the
 * player's moves become the LMS's `lesson_location`, and a resumed package opens at the saved beat.
 */
import { LESSON_CHAPTER_IDS } from '../core/scenarios/chapters';
import type { ChapterId } from '../core/trace';
import type { EmbedHost } from '../embed/bridge';
import type { OutboundEvent } from '../embed/protocol';
import type { PlayerState, PlayerStore } from '../player/playerState';
import type { ScormSession } from './scorm/session';
import { tapHost } from './tapHost';
import type { StatementWithoutActor } from '../embed/xapiStatement';
import type { Language } from '../narration/catalog';
import { inEvery, loadEveryLanguage } from '../narration/everyLanguage';
import { language } from '../narration/language';
import type { Answer, RecallAnswer, StatementMaker, TestRun } from './xapi/statements';

export interface CourseOptions {
  player: PlayerStore;
  /** `?origin=`: statements go there and nowhere else; null ⇒ no statements at all (never `*`). */
  origin: string | null;
  /** The LMS session of a SCORM package. */
  scorm?: ScormSession;
  /** Where the app is served, ending in `/`: the activities' IRIs are under it. */
  publicUrl: string;
  uuid(): string;
  now(): number;
  /** The languages records are named in (default: every language of the menu, loaded). */
  languages?(): Promise<readonly Language[]>;
}

export interface Course {
  /** The bridge's host, tapped: every event it sends also reaches xAPI and SCORM. */
  tap(host: EmbedHost): EmbedHost;
  answer(answer: Answer): void;
  /** A check of the recall cloze: a statement only (the LMS's score is the predictions'). */
  recall(recall: RecallAnswer): void;
  /** A run of Your turn's twelve tests: statements only. */
  testRun(run: TestRun): void;
  /** Follows the player (the SCORM place, the resume beat); returns how to stop. */
  start(): () => void;
}

export function connectCourse(options: CourseOptions): Course {
  const { player, origin, scorm } = options;
  // A record names things in every language, and the code that writes records is a chunk of its own
  // (a page without `origin` never loads it): until both have arrived, what happens waits in order,
  // each with the time it happened, and is recorded then as it would have been.
  let statements: StatementMaker | undefined;
  let languages: readonly Language[] | undefined;
  let unrecordable = origin === null;
  const waiting: (() => void)[] = [];
  let clock: number | undefined;
  if (!unrecordable) {
    void Promise.all([(options.languages ?? loadEveryLanguage)(), import('./xapi/statements')]).then(
      ([loaded, { createStatementMaker }]) => {
        languages = loaded;
        statements = createStatementMaker({
          publicUrl: options.publicUrl,
          story: () => player.getState().story,
          inEvery: (text) => inEvery(languages!, text),
          language: () => language().id,
          allChapters: LESSON_CHAPTER_IDS.length,
          // The page's own address carries a learner's scene (src/embed/sceneUrl.ts).
          scene: () => new URLSearchParams(globalThis.location?.search ?? '').get('scene') ?? undefined,
          uuid: options.uuid,
          now: () => clock ?? options.now(),
        });
        for (const record of waiting.splice(0)) record();
      },
      () => {
        // The statements' chunk could not be had: nothing can be recorded, so nothing waits for it.
        unrecordable = true;
        waiting.length = 0;
      },
    );
  }
  /** Makes `make`'s statements (now, or once the languages are there, at this moment's time) and posts them. */
  const record = (make: (maker: StatementMaker) => StatementWithoutActor[]) => {
    if (unrecordable) return;
    const at = options.now();
    const run = () => {
      clock = at;
      try {
        send(make(statements!));
      } finally {
        clock = undefined;
      }
    };
    if (statements) run();
    else waiting.push(run);
  };
  let page: EmbedHost | undefined;
  const send = (list: StatementWithoutActor[]) => {
    if (!page?.embedded || origin === null) return;
    for (const statement of list) page.post({ type: 'cloakroom:xapi', statement }, origin);
  };
  const onEvent = (event: OutboundEvent) => {
    record((maker) => maker.onEvent(event));
    scorm?.onEvent(event);
  };

  return {
    tap(host) {
      page = host;
      if (origin === null && !scorm) return host;
      return tapHost(host, onEvent, { always: scorm !== undefined });
    },
    answer(answer) {
      record((maker) => maker.onAnswer(answer));
      scorm?.onAnswer(answer.question, answer.success);
    },
    recall(recall) {
      record((maker) => maker.onRecall(recall));
    },
    testRun(run) {
      record((maker) => maker.onTestRun(run));
    },
    start() {
      if (!scorm?.connected) return () => {};
      let resumed = scorm.resume === undefined;
      const follow = (s: PlayerState) => {
        if (s.scene) return; // a found race or a lab order is not a place in the package
        const slot = s.traces[s.chapter];
        if (slot?.status !== 'ready') return;
        if (!resumed) {
          resumed = true; // once: if the learner has already gone elsewhere, that is where they are
          const beat = s.chapter === scorm.resume!.chapter ? scorm.resumeBeat(slot.trace.beats.length) : s.cursor;
          if (beat !== s.cursor) return s.seek(beat); // the seek comes back here as a move
        }
        scorm.moved({ chapter: s.chapter as ChapterId, beat: s.cursor });
      };
      const stop = player.subscribe((s, prev) => {
        if (s.chapter !== prev.chapter || s.cursor !== prev.cursor || s.traces[s.chapter] !== prev.traces[prev.chapter] || s.scene !== prev.scene) follow(s);
      });
      follow(player.getState());
      return stop;
    },
  };
}
