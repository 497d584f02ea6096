/**
 * Learning events as xAPI 1.0.3 statements: the player's outbound events (the same ones the bridge
 * posts) and answered predictions go in, statements come out. Pure: the UUIDs and the clock are passed
 * in, so the same events give the same statements in a test.
 *
 * - `initialized`: the player is ready (object: the chapters this embed offers).
 * - `experienced`: a chapter started — its first play, step or seek, or arriving in it while playing.
 * - `completed`: a chapter ended (`result.duration` since it started), and once every offered chapter
 *   has ended, the whole playlist (`result.duration` since `initialized`).
 * - `answered`: a prediction, with `result.success` and `result.response` (the choice's id); a check
 *   of the recall cloze, with each blank's response and the score.
 * Every statement has an `id`, a `timestamp` and `context.contextActivities.parent` naming the lesson
 * (the story). The actor is left to the host: only the course page knows who is signed in.
 */
import { LESSON_CHAPTER_IDS } from '../../core/scenarios/chapters';
import type { ChapterId, StoryId } from '../../core/trace';
import type { OutboundEvent } from '../../embed/protocol';
import { chapterInfo } from '../../narration/chapters';
import type { LanguageMap } from '../../narration/everyLanguage';
import { words } from '../../narration/words';
import { isoDuration } from './duration';
import type { Activity, Result, StatementWithoutActor } from '../../embed/xapiStatement';
import { ACTIVITY_TYPES, VERBS } from './verbs';

/**
 * A prediction the learner answered, described for a statement. Its words are functions, read once in
 * each language of the record's language maps.
 */
export interface Answer {
  /** The score book's id of the question (`payflow/ticket/plain/4`). */
  question: string;
  chapter: ChapterId;
  prompt(): string;
  choices: { id: string; label(): string }[];
  correct: string;
  response: string;
  success: boolean;
}

/** A check of the recall cloze (the core of `run()` from memory), described for a statement. */
export interface RecallAnswer {
  story: StoryId;
  /** `label`, like `Answer`'s words, is read in each language. */
  blanks: { label(): string; answer: string; response: string; right: boolean }[];
}

export interface StatementOptions {
  /** Where the app is served, ending in `/`: every activity's IRI is under it. */
  publicUrl: string;
  /** The story playing now: the lesson the statements belong to. */
  story(): StoryId;
  /** `text()` in every language the records carry (narration's `inEvery`). */
  inEvery(text: () => string): LanguageMap;
  /** The learner's language now (`context.language`). */
  language(): string;
  /** How many chapters the lesson has: a playlist of them all is named "every chapter". */
  allChapters: number;
  /** The learner's own scene on screen, in its text form (`scene=`), if any: the sandbox chapter's IRI names it. */
  scene?(): string | undefined;
  /** A fresh UUID for each statement. */
  uuid(): string;
  /** Milliseconds since the epoch. */
  now(): number;
}

export interface StatementMaker {
  /** The statements an outbound event produces (often none). */
  onEvent(event: OutboundEvent): StatementWithoutActor[];
  onAnswer(answer: Answer): StatementWithoutActor[];
  onRecall(recall: RecallAnswer): StatementWithoutActor[];
  /** A run of Your turn's twelve tests: `answered` with its score, and `passed` at 12 of 12. */
  onTestRun(run: TestRun): StatementWithoutActor[];
}

/** A run of the twelve tests, as a statement needs it: which passed, of how many. */
export interface TestRun {
  passed: string[];
  total: number;
}

type Verb = keyof typeof VERBS;

export function createStatementMaker(options: StatementOptions): StatementMaker {
  const { publicUrl, inEvery } = options;
  const said = () => words.course.records;
  const lessonName = () => said().lesson[options.story()];
  let initializedAt: number | undefined;
  let offered: ChapterId[] = [];
  let playing = false;
  /** The chapter on screen: when it was opened, and when its current viewing started (undefined: not yet). */
  let visit: { chapter: ChapterId; startedAt: number | undefined } | undefined;
  const endedNow = new Set<ChapterId>();
  const endedBefore = new Set<ChapterId>();
  let playlistDone = false;

  const lesson = (): Activity => {
    const story = options.story();
    return activity(`${publicUrl}lessons/${story}`, inEvery(lessonName), ACTIVITY_TYPES.lesson);
  };
  const playlist = (): Activity => {
    const titles = () => (offered.length === options.allChapters ? said().everyChapter : offered.map((id) => chapterInfo(id).title).join(', '));
    return activity(`${lesson().id}?chapters=${offered.join(',')}`, inEvery(() => said().playlist(lessonName(), titles())), ACTIVITY_TYPES.module);
  };
  const chapter = (id: ChapterId): Activity => {
    // A learner's own scene is its own activity: its IRI carries the scene, so two scenes are two activities.
    const scene = id === 'sandbox' ? options.scene?.() : undefined;
    const iri = `${publicUrl}chapters/${id}${scene ? `?scene=${encodeURIComponent(scene)}` : ''}`;
    return activity(iri, inEvery(() => chapterInfo(id).title), ACTIVITY_TYPES.media);
  };

  const statement = (verb: Verb, object: Activity, result?: Result, parents: Activity[] = []): StatementWithoutActor => ({
    id: options.uuid(),
    verb: VERBS[verb],
    object,
    ...(result ? { result } : {}),
    context: { contextActivities: { parent: [...parents, lesson()] }, platform: 'Cloakroom', language: options.language() },
    timestamp: new Date(options.now()).toISOString(),
    version: '1.0.3',
  });

  /** The current chapter's viewing starts now, unless it already has. */
  const start = (): StatementWithoutActor[] => {
    if (!visit || visit.startedAt !== undefined) return [];
    visit.startedAt = options.now();
    return [statement('experienced', chapter(visit.chapter))];
  };

  const playlistEnded = (): StatementWithoutActor[] => {
    if (playlistDone || initializedAt === undefined || endedNow.size === 0) return [];
    if (!offered.every((id) => endedNow.has(id) || endedBefore.has(id))) return [];
    playlistDone = true;
    return [statement('completed', playlist(), { completion: true, duration: isoDuration(options.now() - initializedAt) })];
  };

  return {
    onEvent(event) {
      if (event.type === 'cloakroom:ready') {
        if (initializedAt !== undefined) return [];
        initializedAt = options.now();
        // The sandbox is offered but is no part of the lesson: the playlist is completed without it.
        offered = event.chapters.map((c) => c.id as ChapterId).filter((id) => LESSON_CHAPTER_IDS.includes(id));
        visit = { chapter: event.chapter as ChapterId, startedAt: undefined };
        return [statement('initialized', playlist())];
      }
      if (initializedAt === undefined) return [];
      switch (event.type) {
        case 'cloakroom:play':
          playing = true;
          return start();
        case 'cloakroom:pause':
          playing = false;
          return [];
        case 'cloakroom:seeked':
          return start();
        case 'cloakroom:chapterchange':
          visit = { chapter: event.chapter as ChapterId, startedAt: undefined };
          return playing ? start() : [];
        case 'cloakroom:ended': {
          const id = event.chapter as ChapterId;
          if (visit?.chapter !== id) visit = { chapter: id, startedAt: undefined };
          const started = start();
          const duration = isoDuration(options.now() - visit.startedAt!);
          visit.startedAt = undefined; // watching it again is a new viewing
          endedNow.add(id);
          return [...started, statement('completed', chapter(id), { completion: true, duration }), ...playlistEnded()];
        }
        case 'cloakroom:progress':
          for (const id of event.completed) endedBefore.add(id as ChapterId);
          return playlistEnded();
        default:
          return [];
      }
    },
    onAnswer(answer) {
      const question: Activity = {
        objectType: 'Activity',
        id: `${publicUrl}questions/${answer.question.split('/').map(encodeURIComponent).join('/')}`,
        definition: {
          name: inEvery(() => said().predict(chapterInfo(answer.chapter).title)),
          description: inEvery(answer.prompt),
          type: ACTIVITY_TYPES.interaction,
          interactionType: 'choice',
          correctResponsesPattern: [answer.correct],
          choices: answer.choices.map((c) => ({ id: c.id, description: inEvery(c.label) })),
        },
      };
      return [statement('answered', question, { success: answer.success, response: answer.response }, [chapter(answer.chapter)])];
    },
    onRecall({ story, blanks }) {
      // A fill-in with several blanks: xAPI joins their responses (and the correct ones) with "[,]".
      const right = blanks.filter((b) => b.right).length;
      const cloze: Activity = {
        objectType: 'Activity',
        id: `${publicUrl}recall/${story}`,
        definition: {
          name: inEvery(() => said().recall),
          description: inEvery(() => said().recallGaps(blanks.map((b) => b.label()))),
          type: ACTIVITY_TYPES.interaction,
          interactionType: 'fill-in',
          correctResponsesPattern: [blanks.map((b) => b.answer).join('[,]')],
        },
      };
      const score = { raw: right, min: 0, max: blanks.length, scaled: right / blanks.length };
      return [statement('answered', cloze, { success: right === blanks.length, response: blanks.map((b) => b.response).join('[,]'), score })];
    },
    onTestRun({ passed, total }) {
      const task: Activity = {
        objectType: 'Activity',
        id: `${publicUrl}your-turn`,
        definition: { name: inEvery(() => said().yourTurn), description: inEvery(() => said().yourTurnTask), type: ACTIVITY_TYPES.interaction, interactionType: 'performance' },
      };
      const all = passed.length === total;
      const score = { raw: passed.length, min: 0, max: total, scaled: passed.length / total };
      const answered = statement('answered', task, { success: all, response: passed.join('[,]'), score }, [chapter('your-turn')]);
      return all ? [answered, statement('passed', task, { success: true, score }, [chapter('your-turn')])] : [answered];
    },
  };
}

function activity(id: string, name: LanguageMap, type: string): Activity {
  return { objectType: 'Activity', id, definition: { name, type } };
}
