/**
 * Every caption's facts, checked against what the store did at that beat (DESIGN.md: "a caption's
 * facts are computed from the beat's recorded state, never typed in beside it"). Walks every beat of
 * every chapter, in both stories, with no switch and with each switch, reads the sentence a learner
 * reads, and checks each number, code, time and name it states against the beat: counts against the
 * ledger and key rows, status codes and Retry-After against the HTTP message, holders against the key
 * row's token, times against locked_at, charges against PayCo's ledger, the lab's "charged twice" and
 * "three times" against the ledger's rows per order.
 */
import type { SqlJsStatic } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { breaksFor, buildChapter } from '../core/scenarios';
import { loadSqlJs } from '../core/sqlite';
import { partsOf, STORY_IDS, ticketOf, type Beat, type BreakId, type HttpMessage, type StoryId, type Trace } from '../core/trace';
import { attemptOf } from '../core/sim/attempts';
import { captionOf } from './captionOf';
import { chapterList } from './chapters';
import { formatTime } from './format';
import { language, setLanguage } from './language';
import { loadStoryCaptions } from './storyCaptions';
import { factsOf } from './testing/captionChecks';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

const all = (text: string, pattern: RegExp) => [...text.matchAll(pattern)];
const workerId = (name: string) => name.replace(/^Worker (\d+)$/, 'worker-$1');
const responses = (trace: Trace, upTo: number): HttpMessage[] =>
  trace.beats.slice(0, upTo + 1).flatMap((b) => (b.detail.type === 'http' && b.detail.direction === 'response' ? [b.detail.message] : []));

/** The facts a sentence states that contradict its beat; empty when the caption tells the truth. */
export function contradictions(story: StoryId, trace: Trace, beat: Beat): string[] {
  const text = captionOf(story, beat);
  const wrong: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) wrong.push(`${what} — “${text}”`);
  };
  const { state, detail } = beat;
  const before = beat.index > 0 ? trace.beats[beat.index - 1]!.state : { idempotencyKeys: [], charges: [], loans: [] };
  const http = detail.type === 'http' ? detail.message : undefined;

  // Names: a worker is named as its lane is, and only workers of this scene are named.
  check(!/worker-\d/.test(text), 'a worker named by its id');
  for (const [, n] of all(text, /Worker (\d+)/g)) check(trace.actors.some((a) => a.id === `worker-${n}`), `Worker ${n} is not in this scene`);

  if (trace.chapter === 'lab') {
    // The lab's numbers come from its tally rows, counted from the ledgers.
    const rows = trace.beats.slice(0, beat.index + 1).flatMap((b) => (b.detail.type === 'lab' ? [b.detail.row] : []));
    const row = detail.type === 'lab' ? detail.row : undefined;
    for (const [, n] of all(text, /(\d+) (?:charges|loan rows)\b/g)) {
      check(row ? row.charges === Number(n) : rows.some((r) => r.charges === Number(n)), `${n} charges is no tally's count`);
    }
    for (const [, n] of all(text, /(\d+) calls/g)) check(row ? row.calls === Number(n) : rows.some((r) => r.calls === Number(n)), `${n} calls is no tally's count`);
    // The honest limit's takeover run: its crashes and takeovers, as the store's steps counted them.
    const faults = detail.type === 'lab' ? detail.faults : undefined;
    for (const [, n] of all(text, /(\d+) (?:processes died|crashes)\b/g)) check(faults?.crashes === Number(n), `${n} crashes, the run had ${faults?.crashes ?? 'none'}`);
    for (const [, n] of all(text, /(\d+) (?:blind )?takeovers?\b/g)) check(faults?.takeovers === Number(n), `${n} takeovers, the run had ${faults?.takeovers ?? 'none'}`);
    // How many orders (members) the ledger holds twice, three times, more than once: its rows per owner.
    const perOrder = detail.type === 'lab' ? detail.chargesPerOrder : undefined;
    const owners = (times: number) => perOrder?.[times] ?? 0;
    const ownerWord = String.raw`(?:orders|members)(?: were charged| paid| got the book| with the book)?`;
    for (const [, n] of all(text, new RegExp(String.raw`(\d+) ${ownerWord} twice`, 'g'))) check(owners(2) === Number(n), `${n} twice, the ledger holds ${owners(2)} owners twice`);
    for (const [, n] of all(text, /(\d+) three times/g)) check(owners(3) === Number(n), `${n} three times, the ledger holds ${owners(3)} owners three times`);
    const doubled = Object.entries(perOrder ?? {}).reduce((sum, [times, n]) => (Number(times) > 1 ? sum + n : sum), 0);
    for (const [, n] of all(text, new RegExp(String.raw`(\d+) ${ownerWord} more than once`, 'g'))) check(doubled === Number(n), `${n} more than once, the ledger holds ${doubled}`);
    if (/none twice|no member twice/.test(text)) check(perOrder !== undefined && doubled === 0, `none twice, the ledger holds ${doubled} owners more than once`);
    return wrong;
  }

  // Counts against the rows the beat's state holds.
  const done = state.idempotencyKeys.filter((r) => r.status === 'done').length;
  for (const [, n] of all(text, /\b(\d+) charges?\b/g)) check(Number(n) === state.charges.length, `${n} charge(s), the ledger holds ${state.charges.length}`);
  for (const [, n] of all(text, /charged (\d+) times?/g)) check(Number(n) === state.charges.length, `charged ${n} times, the ledger holds ${state.charges.length}`);
  for (const [, n] of all(text, /\b(\d+) loans?(?: rows?)?\b/g)) check(Number(n) === state.loans.length, `${n} loan(s), the table holds ${state.loans.length}`);
  for (const [, n] of all(text, /\b(\d+) done rows?\b/g)) check(Number(n) === done, `${n} done row(s), the table holds ${done}`);
  for (const [, a, b] of all(text, /\b(\d+) rows? for one\b|\band (\d+) rows?\b/g)) {
    const count = Number(a ?? b);
    check(count === state.idempotencyKeys.length || count === state.loans.length, `${count} rows, the tables hold ${state.idempotencyKeys.length} keys and ${state.loans.length} loans`);
  }
  if (/paid once|charged once/.test(text)) check(state.charges.length === 1, 'paid once, but the ledger holds more');
  // What one statement changed; for a beat that tells several at once, what each of theirs changed.
  const changedBy = (d: Beat['detail']) => (d.type === 'sql' ? d.changes : d.type === 'store' ? d.reads?.find((r) => r.changes !== undefined)?.changes : undefined);
  const changed = changedBy(detail);
  for (const [, n] of all(text, /(\d+) rows? changed|changes (\d+) rows?/g)) {
    const count = Number(n ?? text.match(/changes (\d+) rows?/)![1]);
    check(changed === count, `${count} row(s) changed, the statement changed ${changed}`);
  }
  const parts = partsOf(beat);
  for (const [, a, b] of all(text, /\bchange (\d+) rows\b|(\d+) row each\b/g)) {
    check(parts.every((p) => changedBy(p.detail) === Number(a ?? b)), `each changes ${a ?? b} row(s), the statements say otherwise`);
  }
  for (const [, a, b] of all(text, /^(\d+) (?:claims|answers|requests|presses|copies)\b|\b(\d+) copies of\b/g)) {
    check(parts.length === Number(a ?? b), `${a ?? b} told at once, the beat tells ${parts.length}`);
  }
  // The HTTP exchange: a status a worker answers is the message's status, Retry-After its header.
  for (const [, code] of all(text, /answers (\d{3})/g)) check(http?.status === Number(code), `answers ${code}, the message says ${http?.status}`);
  for (const [, s] of all(text, /Retry-After: (\d+)/g)) check(http?.headers['retry-after'] === s, `Retry-After: ${s}, the header says ${http?.headers['retry-after']}`);
  for (const [, s] of all(text, /^(\S+ s) later, as Retry-After asked/g)) {
    const told = responses(trace, beat.index).filter((m) => m.headers['retry-after'] !== undefined).at(-1);
    check(told !== undefined && formatTime(Number(told.headers['retry-after']) * 1000) === s, `waited ${s}, Retry-After said ${told?.headers['retry-after']}`);
  }
  for (const [, code] of all(text, /got (\d{3})/g)) check(responses(trace, beat.index).some((m) => m.status === Number(code)), `got ${code}, no answer said it`);
  // Which tap and attempt a send names: the first request the beat tells.
  // (A client's beat with no message, a timeout, names its request.)
  const sent =
    parts.flatMap((p) => (p.detail.type === 'http' && p.detail.direction === 'request' ? [attemptOf(p.detail.message.requestId)] : []))[0] ??
    (beat.detail.type === 'client' ? attemptOf(beat.detail.requestId) : undefined);
  for (const [, tap] of all(text, /\bThe (\d+)(?:st|nd|rd|th) (?:tap|press)\b/g)) check(sent?.tap === Number(tap), `the tap numbered ${tap}, the request is tap ${sent?.tap}`);
  for (const [, attempt] of all(text, /(?:tap|press)’s attempt (\d+)/g)) check(sent?.attempt === Number(attempt), `attempt ${attempt}, the request is attempt ${sent?.attempt}`);
  for (const [, tap, attempt] of all(text, /\b(?:Tap|Press) (\d+), attempt (\d+)\b/g)) {
    check(sent?.tap === Number(tap) && sent.attempt === Number(attempt), `tap ${tap}, attempt ${attempt}, the request is tap ${sent?.tap}, attempt ${sent?.attempt}`);
  }
  // "The 2nd tap: …", "The 2nd tap and a retry …": a new tap, so its first attempt.
  if (/\bThe \d+(?:st|nd|rd|th) (?:tap|press)(?::| and)/.test(text)) check(sent?.attempt === 1, `a new tap, but the request is attempt ${sent?.attempt}`);
  // Who holds a key: the worker whose token is the row's locked_at (two, when a blind takeover tied).
  // A ticket a sentence names is the row's bare ticket, or its scoped key when another client's row shares it.
  const isRow = (key: string, name: string) => key === name || ticketOf(key) === name;
  const holders = (ticket: string) => beat.claims?.filter((c) => isRow(c.key, ticket)).flatMap((c) => [c.holder, ...(c.sharedWith ?? [])]) ?? [];
  for (const [, name, ticket] of all(text, /(Worker \d+) holds (\S+?)[.,;]?(?:\s|$)/g)) {
    check(holders(ticket!).includes(workerId(name!)), `${name} holds ${ticket}, the row says otherwise`);
  }
  for (const [, a, b, ticket] of all(text, /(Worker \d+) and (Worker \d+) both hold (\S+?)[.,]?(?:\s|$)/g)) {
    check(JSON.stringify(holders(ticket!).sort()) === JSON.stringify([workerId(a!), workerId(b!)].sort()), `${a} and ${b} both hold ${ticket}, the row names ${holders(ticket!).join(', ')}`);
  }
  for (const [, name] of all(text, /(Worker \d+)’s claim survives/g)) {
    check(beat.claims?.some((c) => c.holder === workerId(name!)) ?? false, `${name}’s claim survives, but no row names it`);
  }
  for (const [, name, ticket] of all(text, /(Worker \d+) claims (\S+?):\s/g)) {
    check(beat.claims?.some((c) => c.holder === workerId(name!) && isRow(c.key, ticket!)) ?? false, `${name} claims ${ticket}, the row says otherwise`);
  }
  // Times against locked_at: the age of a claim, a takeover's old and new token.
  const row = (ticket: string) => before.idempotencyKeys.find((r) => isRow(r.key, ticket));
  for (const [, ticket, age] of all(text, /(\S+) in_flight,? (?:claimed |for )?([\d.]+ s)\b/g)) {
    const r = row(ticket!);
    check(r !== undefined && formatTime(beat.time - r.locked_at) === age, `${ticket} in_flight ${age}, locked_at says ${r ? formatTime(beat.time - r.locked_at) : 'no row'}`);
  }
  // Tokens are written as the row holds them, in ms: "SET locked_at = 6200 WHERE locked_at = 1000".
  for (const [, set] of all(text, /SET locked_at = (\d+)\b/g)) {
    check(state.idempotencyKeys.some((r) => r.locked_at === Number(set)), `locked_at set to ${set}, no row holds it`);
  }
  for (const [, old] of all(text, /WHERE locked_at = (\d+)\b/g)) {
    check(before.idempotencyKeys.some((r) => r.locked_at === Number(old)), `the old locked_at was ${old}, no row held it`);
  }
  for (const [, token] of all(text, /asks for its (?:own |old )?token, locked_at = (\d+)\b/g)) {
    // A fenced write names its own, older token: the row must no longer carry it (else something else stopped the write).
    check(!state.idempotencyKeys.some((r) => r.locked_at === Number(token)), `the fence on ${token} stopped nothing, the row still carries it`);
  }
  for (const [, token, ticket] of all(text, /token (\d+) still matches, but (\S+) is done/g)) {
    // The tie: the late save carries the row's own token; only status = done stops it.
    check(state.idempotencyKeys.some((r) => isRow(r.key, ticket!) && r.status === 'done' && r.locked_at === Number(token)), `${ticket} done with token ${token}, the row says otherwise`);
  }
  check(!/locked_at = [\d.,]+ s\b/.test(text), 'a token written as a time');
  // The scene's lock, as the Trace recorded it.
  for (const [, lock] of all(text, /lock lasts (\S+ s)/g)) check(formatTime(trace.lockMs) === lock, `the lock lasts ${lock}, lockMs is ${trace.lockMs}`);
  // PayCo's ledger: a charge named exists, and its amount is the one stated.
  for (const [, id] of all(text, /\b(ch_\d+)\b/g)) check(state.charges.some((c) => c.id === id), `${id} is not in the ledger`);
  for (const [, cents] of all(text, /(\d+) cents/g)) check(state.charges.some((c) => c.amount === Number(cents)), `${cents} cents is no charge's amount`);
  // The library's transaction: a rollback that says the loan went with it removed it.
  if (/ROLLBACK/.test(text) && /loan with it/.test(text)) check(state.loans.length < before.loans.length, 'ROLLBACK undid the loan, but the loan table kept it');
  for (const [, ticket] of all(text, /same transaction as (\S+)’s row/g)) {
    check(before.idempotencyKeys.some((r) => isRow(r.key, ticket!) && r.status === 'in_flight'), `a transaction with ${ticket}’s row, but there is none`);
  }
  return wrong;
}

describe('every caption tells what the store did', () => {
  for (const story of STORY_IDS) {
    for (const chapter of chapterList()) {
      const applicable = breaksFor(chapter.id, story);
      for (const breaks of [[], ...applicable.map((b) => [b]), ...(applicable.length > 1 ? [applicable] : [])] as BreakId[][]) {
        const name = `${story} / ${chapter.id}${breaks.length ? ` + ${breaks.join(' + ')}` : ''}`;
        it(`${name}: no caption contradicts its beat`, async () => {
          const trace = await buildChapter(SQL, { chapter: chapter.id, story, breaks });
          expect(trace.beats.flatMap((beat) => contradictions(story, trace, beat).map((w) => `beat ${beat.index}: ${w}`))).toEqual([]);
        });
      }
    }
  }
});

describe('every caption states the same facts in every language', () => {
  const spanish = () => import('./es/language').then((m) => m.default);
  for (const story of STORY_IDS) {
    for (const chapter of chapterList()) {
      const applicable = breaksFor(chapter.id, story);
      for (const breaks of [[], ...applicable.map((b) => [b])] as BreakId[][]) {
        const name = `${story} / ${chapter.id}${breaks.length ? ` + ${breaks.join(' + ')}` : ''}`;
        it(`${name}: Spanish names the counts, codes, times and holders English names`, async () => {
          const trace = await buildChapter(SQL, { chapter: chapter.id, story, breaks });
          const english = trace.beats.map((beat) => captionOf(story, beat));
          const es = await spanish();
          await loadStoryCaptions(story, es);
          const previous = language();
          setLanguage(es);
          try {
            const differ = trace.beats.flatMap((beat, i) => {
              const text = captionOf(story, beat);
              return JSON.stringify(factsOf(text)) === JSON.stringify(factsOf(english[i]!)) ? [] : [`beat ${i}: “${english[i]}” ≠ “${text}”`];
            });
            expect(differ).toEqual([]);
          } finally {
            setLanguage(previous);
          }
        });
      }
    }
  }
});
