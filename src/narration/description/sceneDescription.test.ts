/**
 * The scene description against the Trace (STYLE.md 17): at every beat of three chapters per story, the
 * facts read back from the English lines a screen reader gets — who holds which key, who is down or
 * paused, each row's status and locked_at, the charges or loans, what the client knows — equal the facts
 * computed here from the beat's recorded state, on their own (a worker's crash, pause and wake followed
 * beat by beat; the rows and ledger as SELECT read them; the claims as the store's steps recorded them).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { clientViews } from '../../core/checks';
import { buildChapter } from '../../core/scenarios';
import { loadSqlJs } from '../../core/sqlite';
import { STORY_IDS, ticketOf, type Beat, type ChapterId, type Trace } from '../../core/trace';
import spanish from '../es/language';
import english from '../en/language';
import { setLanguage } from '../language';
import { sceneDescription, type DescriptionLine } from './sceneDescription';

const CHAPTERS: ChapterId[] = ['crash', 'fencing', 'scope'];
const traces = new Map<string, Trace>();

beforeAll(async () => {
  const SQL = await loadSqlJs();
  for (const story of STORY_IDS) for (const chapter of CHAPTERS) traces.set(`${story}/${chapter}`, await buildChapter(SQL, { chapter, story }));
});

/** The facts a description states, or the facts a beat holds: one shape for both, so they compare. */
interface Facts {
  /** Worker id → the ticket it holds (a crashed one's claim that outlives it included). */
  holds: Record<string, string>;
  /** Every worker up (working or idle), and those down or paused. */
  up: string[];
  down: string[];
  paused: string[];
  /** `key status locked_at`, in the table's order. */
  rows: string[];
  /** `id order` for a charge, `id member` for a loan. */
  ledger: string[];
  /** `intent knows`, e.g. `1 outcome unknown`. */
  intents: string[];
}

const workerId = (n: string) => `worker-${n}`;

/** Reads the English description back into facts; a line it cannot read fails the test. */
function factsSaid(lines: readonly DescriptionLine[]): Facts {
  const facts: Facts = { holds: {}, up: [], down: [], paused: [], rows: [], ledger: [], intents: [] };
  for (const { id, text } of lines) {
    let m: RegExpMatchArray | null;
    if (id === 'time' || id === 'intents' || id === 'rows') continue;
    if ((m = text.match(/^Worker (\d+): up, holds (\S+?)(?:, its work started)?\.$/))) {
      facts.up.push(workerId(m[1]!));
      facts.holds[workerId(m[1]!)] = m[2]!;
    } else if ((m = text.match(/^Worker (\d+): up, holds no key\.$/))) facts.up.push(workerId(m[1]!));
    else if ((m = text.match(/^Worker (\d+): down, crashed(?:; its claim on (\S+) outlives it)?\.$/))) {
      facts.down.push(workerId(m[1]!));
      if (m[2]) facts.holds[workerId(m[1]!)] = m[2];
    } else if ((m = text.match(/^Worker (\d+): paused(?: until [\d.]+ s)?(?:, holds (\S+))?\.$/))) {
      facts.paused.push(workerId(m[1]!));
      if (m[2]) facts.holds[workerId(m[1]!)] = m[2];
    } else if ((m = text.match(/^Row (\S+): (in_flight|done), locked_at (\d+),/))) facts.rows.push(`${m[1]} ${m[2]} ${m[3]}`);
    else if ((m = text.match(/^(?:PayCo charges|Loan rows): (?:none|\d+, (.+))\.$/))) {
      for (const item of m[1]?.split('; ') ?? []) {
        const one = item.match(/^(ch_\d+) for order (\S+), \d+ cents$/) ?? item.match(/^loan (\d+) for member (\S+), book \S+$/);
        if (!one) throw new Error(`unread ledger item: ${item}`);
        facts.ledger.push(`${one[1]} ${one[2]}`);
      }
    } else if ((m = text.match(/^What (?:the phone|the desk app) knows: (?:order|loan) (\d+)(?: \(.+\))?, (.+)\.$/))) facts.intents.push(`${m[1]} ${m[2]}`);
    else throw new Error(`unread line ${id}: ${text}`);
  }
  return facts;
}

/** The words for what a client knows, as the English catalog says them in the description. */
const KNOWS = { waiting: 'waiting', unknown: 'outcome unknown', refused: 'refused', 'gave-up': 'gave up' } as const;

/** The facts of beat `index`, computed from the Trace alone. */
function factsHeld(trace: Trace, index: number): Facts {
  const beat = trace.beats[index]!;
  const down = new Set<string>();
  const paused = new Set<string>();
  for (const b of trace.beats.slice(0, index + 1)) {
    const worker = b.detail.type === 'worker' ? b.detail.worker : b.actor;
    if (b.kind === 'crash') down.add(worker);
    if (b.kind === 'restart') down.delete(worker);
    if (b.kind === 'pause') paused.add(worker);
    if (b.kind === 'wake') paused.delete(worker);
  }
  const holds: Record<string, string> = {};
  for (const c of beat.claims ?? []) {
    for (const w of c.holder === null ? [] : [c.holder, ...(c.sharedWith ?? [])]) holds[w] = ticketOf(c.key);
    if (c.deadHolder) holds[c.deadHolder] = ticketOf(c.key);
  }
  const done = trace.story === 'payflow' ? 'paid' : 'lent';
  const workers = trace.actors.filter((a) => a.role === 'worker').map((a) => a.id);
  return {
    holds,
    up: workers.filter((w) => !down.has(w) && !paused.has(w)).sort(),
    down: [...down].sort(),
    paused: [...paused].sort(),
    rows: beat.state.idempotencyKeys.map((r) => `${r.key} ${r.status} ${r.locked_at}`),
    ledger: trace.story === 'payflow' ? beat.state.charges.map((c) => `${c.id} ${c.order_id}`) : beat.state.loans.map((l) => `${l.id} ${l.member}`),
    intents: (clientViews(trace)[index] ?? []).map((v) => `${v.intent} ${v.knows === 'done' ? done : v.knows === 'not-done' ? `known not ${done}` : KNOWS[v.knows]}`),
  };
}

const sorted = (f: Facts): Facts => ({ ...f, up: [...f.up].sort(), down: [...f.down].sort(), paused: [...f.paused].sort() });

describe('the scene description', () => {
  for (const story of STORY_IDS) {
    for (const chapter of CHAPTERS) {
      it(`states the facts of every beat of ${story}'s ${chapter}, as the Trace recorded them`, () => {
        const trace = traces.get(`${story}/${chapter}`)!;
        for (const beat of trace.beats) {
          expect(sorted(factsSaid(sceneDescription(trace, beat.index))), `beat ${beat.index}`).toEqual(factsHeld(trace, beat.index));
        }
      });
    }
  }

  it('has a fact in every line: drop any one line of a busy beat and the facts no longer match', () => {
    const trace = traces.get('payflow/crash')!;
    const busy: Beat = trace.beats.find((b) => b.kind === 'crash')!; // a crashed holder, a row, a charge, an intent
    const lines = sceneDescription(trace, busy.index);
    const facts = factsHeld(trace, busy.index);
    let dropped = 0;
    for (const line of lines.filter((l) => l.id !== 'time')) {
      const without = lines.filter((l) => l !== line);
      expect(sorted(factsSaid(without)), `without ${line.id}`).not.toEqual(facts);
      dropped++;
    }
    expect(dropped).toBeGreaterThanOrEqual(5); // the intent, both workers, the row, the ledger
  });

  it('says the same things in Spanish, with none of the English lines left', () => {
    const trace = traces.get('payflow/crash')!;
    const crash = trace.beats.find((b) => b.kind === 'crash')!.index;
    const inEnglish = sceneDescription(trace, crash);
    setLanguage(spanish);
    try {
      const inSpanish = sceneDescription(trace, crash);
      expect(inSpanish.map((l) => l.id)).toEqual(inEnglish.map((l) => l.id));
      expect(inSpanish.map((l) => l.text)).toEqual([
        'Tiempo virtual 1,2 s; lockMs es 5 s.',
        'Lo que sabe el móvil: pedido 1, resultado desconocido.',
        'Trabajador 1: activo, sin ninguna clave.',
        'Trabajador 2: caído, su proceso murió; su reserva de k-e515 sigue en pie.',
        'Fila phone:k-e515: in_flight, locked_at 1000, quien la tenía, el Trabajador 2, está caído, reservada hace 0,2 s; caduca a los 5 s.',
        'Cobros de PayCo: 1, ch_1 del pedido o1, 1500 céntimos.',
      ]);
    } finally {
      setLanguage(english);
    }
  });
});

