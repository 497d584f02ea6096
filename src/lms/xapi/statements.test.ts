import { describe, expect, it } from 'vitest';
import { chapterList } from '../../narration/chapters';
import type { OutboundEvent } from '../../embed/protocol';
import { isoDuration } from './duration';
import english from '../../narration/en/language';
import spanish from '../../narration/es/language';
import { inEvery } from '../../narration/everyLanguage';
import { words } from '../../narration/words';
import { createStatementMaker, type Answer } from './statements';
import type { StatementWithoutActor } from '../../embed/xapiStatement';
import { statementProblems } from './validate';

const BASE = 'https://cloakroom.example/app/';
/** A host's actor, as EMBEDDING.md's recipe adds it. */
const ACTOR = { objectType: 'Agent' as const, name: 'Ada', account: { homePage: 'https://lms.example', name: 'ada-17' } };

function setup(story: 'payflow' | 'library' = 'payflow', scene?: () => string | undefined) {
  let clock = Date.UTC(2026, 10, 30, 9, 0, 0);
  let n = 0;
  const maker = createStatementMaker({
    publicUrl: BASE,
    story: () => story,
    inEvery: (text) => inEvery([english, spanish], text),
    language: () => 'en',
    allChapters: chapterList().filter((c) => c.lesson).length,
    uuid: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    now: () => clock,
    ...(scene ? { scene } : {}),
  });
  const sent: StatementWithoutActor[] = [];
  const emit = (event: OutboundEvent, afterMs = 0) => {
    clock += afterMs;
    const out = maker.onEvent(event);
    sent.push(...out);
    return out;
  };
  return { maker, sent, emit, tick: (ms: number) => (clock += ms) };
}

const ready = (ids: string[], chapter = ids[0]!): OutboundEvent => ({
  type: 'cloakroom:ready',
  chapters: ids.map((id) => ({ id, title: id, beats: 10, durationMs: 30_000 })),
  chapter,
  beat: 0,
});
const verbs = (statements: StatementWithoutActor[]) => statements.map((s) => `${s.verb.display.en} ${s.object.id.replace(BASE, '')}`);

describe('xAPI statements from the player’s events', () => {
  it('initializes on ready, experiences a chapter when it starts playing, completes it and then the playlist', () => {
    const { emit, sent } = setup();
    emit(ready(['ticket']));
    emit({ type: 'cloakroom:play', chapter: 'ticket', beat: 0 }, 1000);
    emit({ type: 'cloakroom:ended', chapter: 'ticket' }, 64_500);
    emit({ type: 'cloakroom:progress', chapter: 'ticket', completed: ['ticket'] });
    expect(verbs(sent)).toEqual([
      'initialized lessons/payflow?chapters=ticket',
      'experienced chapters/ticket',
      'completed chapters/ticket',
      'completed lessons/payflow?chapters=ticket',
    ]);
    expect(sent[2]!.result).toEqual({ completion: true, duration: 'PT1M4.5S' });
    expect(sent[3]!.result).toEqual({ completion: true, duration: 'PT1M5.5S' });
    expect(sent[0]!.object.definition.name).toEqual({
      en: 'Idempotency keys: the PayFlow lesson — A ticket for the coat',
      es: `Claves de idempotencia: la lección de PayFlow — ${spanish.chapters.ticket.title}`,
    });
  });

  it('names every activity, question and choice in every language the build has, the context in the learner’s', () => {
    const { maker } = setup();
    const [s] = maker.onAnswer(answer({ prompt: () => words.predict.choice('replay', 'payflow'), choices: [{ id: 'replay', label: () => words.predict.choice('replay', 'payflow') }] }));
    const definition = s!.object.definition!;
    expect(Object.keys(definition.name!)).toEqual(['en', 'es']);
    expect(definition.name!.es).toBe(`Predice el almacén: ${spanish.chapters['double-click'].title}`);
    expect(definition.description).toEqual({ en: english.words.predict.choice('replay', 'payflow'), es: spanish.words.predict.choice('replay', 'payflow') });
    expect(definition.choices![0]!.description.es).not.toBe(definition.choices![0]!.description.en);
    expect(s!.context!.language).toBe('en');
  });

  it('gives every statement a fresh UUID, a timestamp and the lesson as parent, and each is valid xAPI 1.0.3 once the host adds the actor', () => {
    const { emit, sent, maker } = setup('library');
    emit(ready(['ticket', 'crash']));
    emit({ type: 'cloakroom:play', chapter: 'ticket', beat: 0 });
    emit({ type: 'cloakroom:ended', chapter: 'ticket' }, 30_000);
    sent.push(...maker.onAnswer(answer()));
    expect(new Set(sent.map((s) => s.id)).size).toBe(sent.length);
    for (const s of sent) {
      expect(s.context.contextActivities.parent.at(-1)).toMatchObject({ id: `${BASE}lessons/library`, definition: { name: { en: 'Idempotency keys: the library lesson' } } });
      expect(s.timestamp).toMatch(/^2026-11-30T09:00:\d{2}\.\d{3}Z$/);
      expect(statementProblems({ ...s, actor: ACTOR })).toEqual([]);
      // Without the host's actor an LRS would refuse it, and the checker says why.
      expect(statementProblems(s)).toEqual(['actor: missing (required)']);
    }
    expect(sent.map((s) => s.verb.id)).toEqual([
      'http://adlnet.gov/expapi/verbs/initialized',
      'http://adlnet.gov/expapi/verbs/experienced',
      'http://adlnet.gov/expapi/verbs/completed',
      'http://adlnet.gov/expapi/verbs/answered',
    ]);
  });

  it('records an answered prediction with success, the response and the choices, under its chapter', () => {
    const { maker } = setup();
    const [s] = maker.onAnswer(answer({ response: 'conflict', success: false }));
    expect(s!.object).toMatchObject({
      id: `${BASE}questions/payflow/double-click/plain/4`,
      definition: { type: 'http://adlnet.gov/expapi/activities/cmi.interaction', interactionType: 'choice', correctResponsesPattern: ['replay'] },
    });
    expect(s!.object.definition.choices!.map((c) => c.id)).toEqual(['replay', 'conflict']);
    expect(s!.result).toEqual({ success: false, response: 'conflict' });
    expect(s!.context.contextActivities.parent.map((a) => a.id)).toEqual([`${BASE}chapters/double-click`, `${BASE}lessons/payflow`]);
  });

  it('records a check of the recall cloze as one fill-in answer: every blank’s response, the score, success only when all are right', () => {
    const { maker } = setup('library');
    const blanks = [
      { label: () => 'the conflict clause', answer: 'NOTHING', response: 'nothing', right: true },
      { label: () => 'the status for a reused key', answer: '409', response: '422', right: false },
    ];
    const [s] = maker.onRecall({ story: 'library', blanks });
    expect(statementProblems({ ...s!, actor: ACTOR })).toEqual([]);
    expect(s!.verb.display.en).toBe('answered');
    expect(s!.object).toMatchObject({ id: `${BASE}recall/library`, definition: { interactionType: 'fill-in', correctResponsesPattern: ['NOTHING[,]409'] } });
    expect(s!.result).toEqual({ success: false, response: 'nothing[,]422', score: { raw: 1, min: 0, max: 2, scaled: 0.5 } });
    expect(maker.onRecall({ story: 'library', blanks: blanks.map((b) => ({ ...b, right: true })) })[0]!.result!.success).toBe(true);
  });

  it('records each run of Your turn’s tests as answered with its score out of 12, and passed at 12 of 12', () => {
    const { maker } = setup();
    const [run] = maker.onTestRun({ passed: ['new-key', 'replay'], total: 12 });
    expect(maker.onTestRun({ passed: ['new-key', 'replay'], total: 12 })).toHaveLength(1);
    expect(statementProblems({ ...run!, actor: ACTOR })).toEqual([]);
    expect(run!.verb.display.en).toBe('answered');
    expect(run!.result).toEqual({ success: false, response: 'new-key[,]replay', score: { raw: 2, min: 0, max: 12, scaled: 2 / 12 } });
    const all = Array.from({ length: 12 }, (_, i) => `t${i}`);
    const [answered, passed] = maker.onTestRun({ passed: all, total: 12 });
    expect([answered!.verb.display.en, passed!.verb.display.en]).toEqual(['answered', 'passed']);
    expect(statementProblems({ ...passed!, actor: ACTOR })).toEqual([]);
    expect(passed!.result).toMatchObject({ success: true, score: { raw: 12, max: 12 } });
  });

  it('starts a chapter on a step or a seek too, and on arriving in it while playing; a second viewing is experienced again', () => {
    const { emit, sent } = setup();
    emit(ready(['ticket', 'crash']));
    emit({ type: 'cloakroom:seeked', chapter: 'ticket', beat: 1 });
    emit({ type: 'cloakroom:seeked', chapter: 'ticket', beat: 2 });
    emit({ type: 'cloakroom:play', chapter: 'ticket', beat: 2 });
    emit({ type: 'cloakroom:ended', chapter: 'ticket' });
    emit({ type: 'cloakroom:chapterchange', chapter: 'crash' });
    emit({ type: 'cloakroom:seeked', chapter: 'crash', beat: 0 });
    emit({ type: 'cloakroom:chapterchange', chapter: 'ticket' });
    expect(verbs(sent)).toEqual([
      'initialized lessons/payflow?chapters=ticket,crash',
      'experienced chapters/ticket',
      'completed chapters/ticket',
      'experienced chapters/crash',
      'experienced chapters/ticket',
    ]);
  });

  it('completes the playlist once, counting chapters ended on earlier visits, and never before one ends in this visit', () => {
    const { emit, sent } = setup();
    emit(ready(['ticket', 'crash']));
    emit({ type: 'cloakroom:progress', chapter: 'ticket', completed: ['ticket', 'crash'] });
    expect(verbs(sent)).toEqual(['initialized lessons/payflow?chapters=ticket,crash']);
    emit({ type: 'cloakroom:ended', chapter: 'ticket' });
    emit({ type: 'cloakroom:ended', chapter: 'ticket' });
    expect(verbs(sent).filter((v) => v.startsWith('completed lessons'))).toEqual(['completed lessons/payflow?chapters=ticket,crash']);
  });

  it('completes a playlist that offers the sandbox once its lesson chapters end: the sandbox is no part of the lesson', () => {
    const { emit, sent } = setup();
    emit(ready(['ticket', 'sandbox']));
    emit({ type: 'cloakroom:play', chapter: 'ticket', beat: 0 });
    emit({ type: 'cloakroom:ended', chapter: 'ticket' });
    expect(verbs(sent).filter((v) => v.startsWith('completed lessons'))).toHaveLength(1);
  });

  it('names a learner’s own scene in the sandbox chapter’s IRI', () => {
    const { emit, sent } = setup('payflow', () => 'v1; payflow sandbox; order @1');
    emit(ready(['sandbox']));
    emit({ type: 'cloakroom:play', chapter: 'sandbox', beat: 0 });
    const experienced = sent.find((s) => s.verb.id.endsWith('/experienced'))!;
    expect(experienced.object.id).toBe(`${experienced.object.id.split('?')[0]}?scene=${encodeURIComponent('v1; payflow sandbox; order @1')}`);
    expect(experienced.object.id).toContain('/chapters/sandbox?scene=');
  });

  it('says nothing before ready, and initializes only once', () => {
    const { emit, sent } = setup();
    emit({ type: 'cloakroom:play', chapter: 'ticket', beat: 0 });
    emit({ type: 'cloakroom:ended', chapter: 'ticket' });
    expect(sent).toEqual([]);
    emit(ready(chapterList().map((c) => c.id)));
    emit(ready(['ticket']));
    expect(verbs(sent)).toHaveLength(1);
    expect(sent[0]!.object.definition.name.en).toBe('Idempotency keys: the PayFlow lesson — every chapter');
  });
});

describe('the statement checker (xAPI 1.0.3)', () => {
  const valid = () => ({ ...setup().maker.onAnswer(answer())[0]!, actor: ACTOR });
  it.each([
    ['a missing verb', (s: Record<string, unknown>) => delete s.verb, 'verb: missing (required)'],
    ['an id that is no UUID', (s: Record<string, unknown>) => (s.id = 'statement-1'), 'id: not a UUID'],
    ['a relative object IRI', (s: Record<string, unknown>) => ((s.object as { id: string }).id = 'chapters/ticket'), 'object.id: not an absolute IRI'],
    ['a timestamp without a zone', (s: Record<string, unknown>) => (s.timestamp = '2026-11-30T09:00:00'), 'timestamp: not an ISO 8601 timestamp with a time zone'],
    ['a duration in seconds', (s: Record<string, unknown>) => ((s.result as { duration?: unknown }).duration = 64.5), 'result.duration: not an ISO 8601 duration'],
    ['success as a string', (s: Record<string, unknown>) => ((s.result as { success?: unknown }).success = 'true'), 'result.success: not a boolean'],
    ['a null', (s: Record<string, unknown>) => (s.context = null), 'statement.context: null'],
    ['a property xAPI lacks', (s: Record<string, unknown>) => (s.learner = 'ada'), 'statement.learner: not a property xAPI defines here'],
    ['an actor with two identifiers', (s: Record<string, unknown>) => (s.actor = { ...ACTOR, mbox: 'mailto:ada@lms.example' }), 'actor: needs exactly one inverse functional identifier, has 2'],
    ['a bad language tag', (s: Record<string, unknown>) => ((s.verb as { display: object }).display = { 'english!': 'answered' }), 'verb.display.english!: not an RFC 5646 language tag'],
    ['stored set by the sender', (s: Record<string, unknown>) => (s.stored = '2026-11-30T09:00:00Z'), 'stored: set by the LRS, not by the sender'],
  ])('names %s', (_, spoil, problem) => {
    const s = valid() as unknown as Record<string, unknown>;
    spoil(s);
    expect(statementProblems(s)).toContain(problem);
  });

  it('writes durations as ISO 8601', () => {
    expect([0, 4, 1500, 64_500, 3_600_000, 3_723_450].map(isoDuration)).toEqual(['PT0S', 'PT0S', 'PT1.5S', 'PT1M4.5S', 'PT1H', 'PT1H2M3.45S']);
  });
});

function answer(over: Partial<Answer> = {}): Answer {
  return {
    question: 'payflow/double-click/plain/4',
    chapter: 'double-click',
    prompt: () => 'The same checkout again reaches Worker 2. What will run() do?',
    choices: [
      { id: 'replay', label: () => 'Replay the saved answer' },
      { id: 'conflict', label: () => '409: someone holds the key, come back' },
    ],
    correct: 'replay',
    response: 'replay',
    success: true,
    ...over,
  };
}
