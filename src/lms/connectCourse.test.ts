import { describe, expect, it } from 'vitest';
import { chapterList } from '../narration/chapters';
import type { ChapterId, Trace } from '../core/trace';
import type { EmbedHost } from '../embed/bridge';
import type { OutboundEvent } from '../embed/protocol';
import { createPlayerStore } from '../player/playerStore';
import english from '../narration/en/language';
import spanish from '../narration/es/language';
import { connectCourse } from './connectCourse';
import type { ScormSession } from './scorm/session';

/** A Trace of `beats` beats: only its length matters to the course's rules. */
const traceOf = (chapter: ChapterId, beats: number) => ({ chapter, story: 'payflow', breaks: [], beats: Array.from({ length: beats }, () => ({})) }) as unknown as Trace;

function page(embedded: boolean) {
  const posted: { event: OutboundEvent; to: string }[] = [];
  const host: EmbedHost = { embedded, post: (event, to) => void posted.push({ event, to }), listen: () => () => {}, nextFrame: (run) => run() };
  return { host, posted };
}

function scormSpy(resume?: { chapter: ChapterId; beat: number }) {
  const seen: string[] = [];
  const session: ScormSession = {
    connected: true,
    resume,
    resumeBeat: (beats) => (resume && resume.beat < beats ? resume.beat : 0),
    onEvent: (e) => void seen.push(e.type),
    moved: (p) => void seen.push(`${p.chapter}:${p.beat}`),
    onAnswer: (q, right) => void seen.push(`${q}=${right}`),
    save: () => void seen.push('save'),
    finish: () => void seen.push('finish'),
  };
  return { session, seen };
}

const options = { publicUrl: 'https://cloakroom.example/', uuid: () => '00000000-0000-4000-8000-000000000001', now: () => 0, languages: async () => [english, spanish] };
/** Lets the languages' promise and the statements' chunk settle: a course records once both are there. */
const languagesArrived = async () => {
  await import('./xapi/statements');
  await new Promise((resolve) => setTimeout(resolve, 0));
};
const player = () => createPlayerStore({ chapters: chapterList().map((c) => c.id), story: 'payflow', chapter: 'ticket', buildTrace: async (c) => traceOf(c, 20) });
const ready: OutboundEvent = { type: 'cloakroom:ready', chapters: [{ id: 'ticket', title: 'A ticket for the coat', beats: 20, durationMs: 60_000 }], chapter: 'ticket', beat: 0 };

describe('the course tap on the bridge', () => {
  it('posts each event on to the page, and statements only to the configured origin', async () => {
    const { host, posted } = page(true);
    const tapped = connectCourse({ ...options, player: player(), origin: 'https://course.example' }).tap(host);
    await languagesArrived();
    tapped.post(ready, 'https://course.example');
    expect(posted.map((p) => [p.event.type, p.to])).toEqual([
      ['cloakroom:xapi', 'https://course.example'],
      ['cloakroom:ready', 'https://course.example'],
    ]);
  });

  it('sends no statement without an origin: learner data never goes to *', () => {
    const { host, posted } = page(true);
    const tapped = connectCourse({ ...options, player: player(), origin: null }).tap(host);
    expect(tapped).toBe(host);
    tapped.post(ready, '*');
    expect(posted.map((p) => p.event.type)).toEqual(['cloakroom:ready']);
  });

  it('in a SCORM package with no page around it, the bridge still runs for the LMS and posts nowhere', () => {
    const { host, posted } = page(false);
    const { session, seen } = scormSpy();
    const tapped = connectCourse({ ...options, player: player(), origin: null, scorm: session }).tap(host);
    expect(tapped.embedded).toBe(true);
    tapped.post({ type: 'cloakroom:ended', chapter: 'ticket' }, '*');
    expect(seen).toEqual(['cloakroom:ended']);
    expect(posted).toEqual([]);
  });
});

describe('following the player for the LMS', () => {
  it('opens the resumed chapter at the saved beat once it is built, then reports each place', async () => {
    const store = player();
    const { session, seen } = scormSpy({ chapter: 'ticket', beat: 3 });
    const stop = connectCourse({ ...options, player: store, origin: null, scorm: session }).start();
    await store.getState().loadTrace('ticket');
    expect(store.getState().cursor).toBe(3);
    store.getState().stepForward();
    stop();
    store.getState().stepForward();
    expect(seen).toEqual(['ticket:3', 'ticket:4']);
  });

  it('passes prediction answers to the LMS and to statements, the cloze’s checks to statements only', async () => {
    const { host, posted } = page(true);
    const { session, seen } = scormSpy();
    const course = connectCourse({ ...options, player: player(), origin: 'https://course.example', scorm: session });
    course.tap(host);
    course.answer({ question: 'payflow/ticket/plain/4', chapter: 'ticket', prompt: () => 'What will run() do?', choices: [{ id: 'replay', label: () => 'Replay' }], correct: 'replay', response: 'replay', success: true });
    course.recall({ story: 'payflow', blanks: [{ label: () => 'the conflict clause', answer: 'NOTHING', response: 'nothing', right: true }] });
    await languagesArrived();
    expect(seen).toEqual(['payflow/ticket/plain/4=true']); // the cloze is not part of the LMS's score
    expect(posted.map((p) => p.event.type === 'cloakroom:xapi' && p.event.statement.object.id)).toEqual([
      'https://cloakroom.example/questions/payflow/ticket/plain/4',
      'https://cloakroom.example/recall/payflow',
    ]);
  });

  it('records what happened before the languages arrived, in order and at the time it happened, named in every language', async () => {
    const { host, posted } = page(true);
    let now = 1_000;
    const course = connectCourse({ ...options, now: () => now, player: player(), origin: 'https://course.example' });
    const tapped = course.tap(host);
    tapped.post(ready, 'https://course.example');
    now = 5_000;
    tapped.post({ type: 'cloakroom:play', chapter: 'ticket', beat: 0 } as OutboundEvent, 'https://course.example');
    expect(posted.filter((p) => p.event.type === 'cloakroom:xapi')).toEqual([]);
    now = 9_000;
    await languagesArrived();
    const records = posted.flatMap((p) => (p.event.type === 'cloakroom:xapi' ? [p.event.statement] : []));
    expect(records.map((s) => [s.verb.display.en, s.timestamp])).toEqual([
      ['initialized', new Date(1_000).toISOString()],
      ['experienced', new Date(5_000).toISOString()],
    ]);
    expect(records[1]!.object.definition?.name).toEqual({ en: 'A ticket for the coat', es: spanish.chapters.ticket.title });
  });
});
