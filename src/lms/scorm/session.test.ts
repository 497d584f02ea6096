import { Scorm12API } from 'scorm-again';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findApi, type ApiWindow, type Scorm12Api } from './api';
import { openScormSession, type ScormSessionOptions } from './session';

/** A real SCORM 1.2 runtime (scorm-again validates the data model) holding `cmi`, with every call recorded. */
function lms(cmi: Record<string, unknown> = {}, refuse: (element: string) => boolean = () => false) {
  const runtime = new Scorm12API({ logLevel: 5, autocommit: false });
  if (Object.keys(cmi).length) runtime.loadFromJSON(cmi);
  const calls: string[] = [];
  const api: Scorm12Api = {
    LMSInitialize: (a) => record('LMSInitialize', runtime.LMSInitialize(a)),
    LMSFinish: (a) => record('LMSFinish', runtime.LMSFinish(a)),
    LMSCommit: (a) => record('LMSCommit', runtime.LMSCommit(a)),
    LMSGetValue: (e) => runtime.LMSGetValue(e),
    LMSSetValue: (e, v) => record(`${e}=${v}`, refuse(e) ? 'false' : runtime.LMSSetValue(e, v)),
    LMSGetLastError: () => runtime.LMSGetLastError(),
    LMSGetErrorString: (c) => runtime.LMSGetErrorString(c),
    LMSGetDiagnostic: (c) => runtime.LMSGetDiagnostic(c),
  };
  function record(call: string, result: unknown) {
    calls.push(String(result) === 'true' ? call : `${call} ✗`);
    return result;
  }
  return { api, calls, runtime };
}

let clock = 0;
const notices: string[] = [];
function open(api: Scorm12Api | undefined, over: Partial<ScormSessionOptions> = {}) {
  return openScormSession({
    search: api ? { status: 'found', api } : { status: 'missing' },
    chapters: ['ticket', 'crash'],
    notify: (m) => notices.push(m),
    now: () => clock,
    ...over,
  });
}

beforeEach(() => {
  clock = 0;
  notices.length = 0;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('the SCORM 1.2 session, against a real runtime', () => {
  it('initializes, marks the lesson incomplete and commits; completes only when every chapter of the package has ended', () => {
    const { api, calls } = lms();
    const session = open(api);
    expect(calls).toEqual(['LMSInitialize', 'cmi.core.lesson_status=incomplete', 'LMSCommit']);
    session.onEvent({ type: 'cloakroom:ended', chapter: 'ticket' });
    expect(calls).not.toContain('cmi.core.lesson_status=completed');
    session.onEvent({ type: 'cloakroom:ended', chapter: 'lost-response' }); // not in the package
    session.onEvent({ type: 'cloakroom:ended', chapter: 'crash' });
    expect(calls.slice(3)).toEqual([
      'cmi.suspend_data={"v":1,"ended":["ticket"],"answers":{}}',
      'LMSCommit',
      'cmi.suspend_data={"v":1,"ended":["ticket","crash"],"answers":{}}',
      'cmi.core.lesson_status=completed',
      'LMSCommit',
    ]);
    expect(notices).toEqual([]);
  });

  it('writes the place as chapter:beat at most once per wait, the last one when the wait is over', () => {
    const { api, calls } = lms();
    const session = open(api);
    session.moved({ chapter: 'ticket', beat: 0 });
    session.moved({ chapter: 'ticket', beat: 1 });
    session.moved({ chapter: 'ticket', beat: 2 });
    expect(calls.filter((c) => c.startsWith('cmi.core.lesson_location'))).toEqual(['cmi.core.lesson_location=ticket:0']);
    vi.advanceTimersByTime(3000);
    session.moved({ chapter: 'crash', beat: 4 });
    session.finish();
    expect(calls.filter((c) => c.startsWith('cmi.core.lesson_location'))).toEqual([
      'cmi.core.lesson_location=ticket:0',
      'cmi.core.lesson_location=ticket:2',
      'cmi.core.lesson_location=crash:4',
    ]);
  });

  it('scores the predictions 0–100, the first answer to a question counting', () => {
    const { api, calls, runtime } = lms();
    const session = open(api);
    session.onAnswer('payflow/ticket/plain/4', true);
    session.onAnswer('payflow/crash/plain/3', false);
    session.onAnswer('payflow/crash/plain/3', true);
    expect(calls.filter((c) => c.startsWith('cmi.core.score'))).toEqual([
      'cmi.core.score.min=0', 'cmi.core.score.max=100', 'cmi.core.score.raw=100',
      'cmi.core.score.min=0', 'cmi.core.score.max=100', 'cmi.core.score.raw=50',
    ]);
    expect(runtime.LMSGetValue('cmi.core.score.raw')).toBe('50');
  });

  it('saves when the page is hidden: the waiting place and a commit, and the session goes on', () => {
    const { api, calls } = lms();
    const session = open(api);
    session.moved({ chapter: 'ticket', beat: 1 });
    session.moved({ chapter: 'ticket', beat: 2 });
    session.save();
    expect(calls.slice(-2)).toEqual(['cmi.core.lesson_location=ticket:2', 'LMSCommit']);
    session.moved({ chapter: 'crash', beat: 0 });
    vi.advanceTimersByTime(3000);
    expect(calls.at(-1)).toBe('cmi.core.lesson_location=crash:0');
  });

  it('finishes once: the place, the session time, exit = suspend while unfinished, a commit, LMSFinish', () => {
    const { api, calls } = lms();
    const session = open(api);
    session.moved({ chapter: 'ticket', beat: 3 });
    clock = 83_250;
    session.finish();
    session.finish();
    expect(calls.slice(-5)).toEqual(['cmi.core.lesson_location=ticket:3', 'cmi.core.session_time=0000:01:23.25', 'cmi.core.exit=suspend', 'LMSCommit', 'LMSFinish']);
    expect(calls.filter((c) => c === 'LMSFinish')).toHaveLength(1);
  });

  it('resumes at the saved place when the LMS says resume, with the saved progress and score', () => {
    const { api, calls } = lms({ core: { entry: 'resume', lesson_location: 'ticket:3', lesson_status: 'incomplete' }, suspend_data: '{"v":1,"ended":["ticket"],"answers":{"q1":true}}' });
    const session = open(api);
    expect(session.resume).toEqual({ chapter: 'ticket', beat: 3 });
    expect(session.resumeBeat(20)).toBe(3);
    expect(calls).toEqual(['LMSInitialize', 'LMSCommit']); // already incomplete: nothing to set
    session.onAnswer('q2', false);
    expect(calls).toContain('cmi.core.score.raw=50');
    session.onEvent({ type: 'cloakroom:ended', chapter: 'crash' });
    expect(calls).toContain('cmi.core.lesson_status=completed');
  });

  it('starts afresh when the LMS does not say resume', () => {
    const { api } = lms({ core: { entry: 'ab-initio', lesson_location: 'ticket:3' } });
    expect(open(api).resume).toBeUndefined();
  });
});

describe('what the LMS holds that makes no sense, and LMSs that misbehave', () => {
  it('a place naming no chapter of the package, or a beat past the chapter: a notice, and the beginning', () => {
    expect(open(lms({ core: { entry: 'resume', lesson_location: 'lab:2' } }).api).resume).toBeUndefined();
    expect(notices).toEqual(['The saved place “lab:2” names no chapter of this package; starting at the beginning.']);
    const session = open(lms({ core: { entry: 'resume', lesson_location: 'ticket:99' } }).api);
    expect(session.resumeBeat(20)).toBe(0);
    expect(notices[1]).toBe('The saved place ticket:99 is past the chapter’s last beat (19); starting the chapter at its beginning.');
  });

  it('corrupt progress: a notice, none used, and the LMS’s copy left alone until there is new progress', () => {
    const { api, calls, runtime } = lms({ core: { entry: 'resume', lesson_location: 'crash:1' }, suspend_data: '{"v":1,"ended":[' });
    const session = open(api);
    expect(notices).toEqual(['The progress saved in the LMS could not be read; starting without it (the LMS keeps its copy until there is new progress).']);
    expect(session.resume).toEqual({ chapter: 'crash', beat: 1 });
    session.moved({ chapter: 'crash', beat: 2 });
    expect(calls.some((c) => c.startsWith('cmi.suspend_data'))).toBe(false);
    expect(runtime.LMSGetValue('cmi.suspend_data')).toBe('{"v":1,"ended":[');
  });

  it('a lesson the LMS holds as completed stays completed', () => {
    const { api, calls } = lms({ core: { lesson_status: 'completed' } });
    const session = open(api);
    session.onEvent({ type: 'cloakroom:ended', chapter: 'ticket' });
    session.finish();
    expect(calls.filter((c) => c.startsWith('cmi.core.lesson_status'))).toEqual([]);
    expect(calls).toContain('cmi.core.exit=');
  });

  it('an LMSSetValue answered false: a notice naming what was refused, and the lesson goes on', () => {
    const { api, calls } = lms({}, (e) => e === 'cmi.core.lesson_location');
    const session = open(api);
    session.moved({ chapter: 'ticket', beat: 1 });
    vi.advanceTimersByTime(3000);
    session.moved({ chapter: 'ticket', beat: 2 });
    session.onEvent({ type: 'cloakroom:ended', chapter: 'ticket' });
    expect(notices).toEqual(['The course platform refused cmi.core.lesson_location = “ticket:1”; the lesson goes on.']);
    expect(calls).toContain('cmi.suspend_data={"v":1,"ended":["ticket"],"answers":{}}');
  });

  it('no API, an API missing functions, one that will not initialize, one that throws: a notice each, and nothing throws', () => {
    const missing = open(undefined);
    missing.moved({ chapter: 'ticket', beat: 1 });
    missing.finish();
    expect(missing.connected).toBe(false);
    expect(notices).toEqual(['No course platform (LMS) was found: the lesson plays, but your progress is not reported to a course.']);

    open(undefined, { search: { status: 'broken' } });
    expect(notices[1]).toMatch(/SCORM API is not usable/);

    const { api } = lms();
    api.LMSInitialize('');
    api.LMSFinish(''); // a finished runtime refuses to start again
    expect(open(api).connected).toBe(false);
    expect(notices[2]).toMatch(/did not start the session \(error 101: General Exception\)/);

    const thrower = { ...lms().api, LMSSetValue: () => { throw new Error('LMS gone'); }, LMSCommit: () => { throw new Error('LMS gone'); } };
    const session = open(thrower);
    expect(() => {
      session.onEvent({ type: 'cloakroom:ended', chapter: 'ticket' });
      session.finish();
    }).not.toThrow();
    expect(notices).toContain('The course platform refused cmi.core.lesson_status (LMS gone); the lesson goes on.');
  });
});

describe('finding the LMS API (the ADL search)', () => {
  const api = lms().api;
  const chain = (depth: number, top: Partial<ApiWindow>): ApiWindow => {
    let win: ApiWindow = { parent: null, ...top };
    win.parent = win;
    for (let i = 0; i < depth; i++) win = { parent: win };
    return win;
  };
  it('finds it on a parent up to 7 frames away, then on the opener’s parents', () => {
    expect(findApi(chain(7, { API: api }))).toEqual({ status: 'found', api });
    expect(findApi(chain(9, { API: api }))).toEqual({ status: 'missing' });
    const popup: ApiWindow = { parent: null, opener: chain(2, { API: api }) };
    popup.parent = popup;
    expect(findApi(popup)).toEqual({ status: 'found', api });
  });
  it('skips frames it may not read, and tells a broken API from none', () => {
    const foreign = { get API(): unknown { throw new DOMException('cross-origin', 'SecurityError'); }, parent: chain(0, { API: api }) } as ApiWindow;
    expect(findApi(foreign)).toEqual({ status: 'found', api });
    expect(findApi(chain(1, { API: { LMSInitialize() {} } }))).toEqual({ status: 'broken' });
  });
});
