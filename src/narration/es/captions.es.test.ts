/**
 * Spanish follows English's shape where the compiler cannot see it: a caption table is a plain
 * string record, so the same ids, the same registers and the same placeholders (names and kinds) are
 * checked here; the chapters, lanes and shell words have English's keys, and their messages take as
 * many parameters.
 */
import type { SqlJsStatic } from 'sql.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSqlJs } from '../../core/sqlite';
import { traceCases } from '../../core/testing/traceCases';
import { inLanguage } from '../language';
import { captionsOf, spanishProblems } from '../testing/captionChecks';
import type { CaptionTable } from '../captionTable';
import { captionText } from '../captionText';
import { setLanguage } from '../language';
import { loadEveryStory } from '../storyCaptions';
import type { Language } from '../catalog';
import { LIBRARY_CAPTIONS as EN_LIBRARY } from '../en/captions/library';
import { PAYFLOW_CAPTIONS as EN_PAYFLOW } from '../en/captions/payflow';
import { SHARED_CAPTIONS as EN_SHARED } from '../en/captions/shared';
import { captionVars as enCaptionVars } from '../en/captionVars';
import { chapters as enChapters } from '../en/chapters';
import english from '../en/language';
import { lanes as enLanes } from '../en/lanes';
import { shell as enShell } from '../en/shell';
import { LIBRARY_CAPTIONS } from './captions/library';
import { PAYFLOW_CAPTIONS } from './captions/payflow';
import { SHARED_CAPTIONS } from './captions/shared';
import { captionVars } from './captionVars';
import { chapters } from './chapters';
import { lanes } from './lanes';
import { shell } from './shell';

const TABLES: [string, CaptionTable, CaptionTable][] = [
  ['shared', EN_SHARED, SHARED_CAPTIONS],
  ['payflow', EN_PAYFLOW, PAYFLOW_CAPTIONS],
  ['library', EN_LIBRARY, LIBRARY_CAPTIONS],
];

/** A template's placeholders as a sorted multiset, by name and kind: `worker`, `count|`, `tap#`; the counted noun itself is the language's. */
function placeholders(template: string): string[] {
  return [...template.matchAll(/\{(\w+)(?:(\|)[^}]*|(#))?\}/g)].map(([, name, count, nth]) => `${name}${count ?? nth ?? ''}`).sort();
}

/** Every leaf of a value by its path: a function as its parameter count, words as `string`. */
function shape(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'function') return [[path, `function/${value.length}`]];
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, v]) => shape(v, path ? `${path}.${key}` : key));
  return [[path, typeof value]];
}

/** Dummy values for every placeholder of a template: a worker id, a number, a list, a stop point. */
function varsFor(template: string): Record<string, string | number> {
  const vars: Record<string, string | number> = {};
  for (const [, name] of template.matchAll(/\{(\w+)/g)) {
    vars[name!] = name === 'worker' ? 'worker-1' : name === 'point' ? 'save' : name!.endsWith('List') ? 'a,b' : name!.endsWith('Attempts') ? '1,2' : 2;
  }
  return vars;
}

describe('the Spanish captions', () => {
  for (const [name, en, es] of TABLES) {
    it(`${name}: the same ids as English, registers included`, () => {
      expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    });

    it(`${name}: each template has English's placeholders, by name and kind`, () => {
      const differ = Object.keys(en).filter((id) => JSON.stringify(placeholders(es[id] ?? '')) !== JSON.stringify(placeholders(en[id]!)));
      expect(differ.map((id) => `${id}: ${placeholders(en[id]!).join(' ')} → ${placeholders(es[id] ?? '').join(' ')}`)).toEqual([]);
    });

    it(`${name}: no counted noun in English's shape (English words left), no straight apostrophe`, () => {
      for (const [id, template] of Object.entries(es)) {
        for (const [, noun] of template.matchAll(/\{\w+\|([^}]*)\}/g)) expect(Object.values(en).join(' '), `${id}: {…|${noun}}`).not.toContain(`|${noun}}`);
        expect(template, id).not.toMatch(/\p{L}'\p{L}/u);
      }
    });
  }

  it('fills every placeholder, counted nouns with Spanish letters too', async () => {
    const spanish: Language = {
      ...english,
      captions: { shared: SHARED_CAPTIONS, stories: { payflow: async () => PAYFLOW_CAPTIONS, library: async () => LIBRARY_CAPTIONS } },
      captionVars,
      chapters,
      lanes,
    };
    setLanguage(spanish);
    await loadEveryStory(spanish);
    const left = TABLES.flatMap(([story, , es]) =>
      Object.entries(es).flatMap(([id, template]) => {
        const text = captionText(story === 'shared' ? 'payflow' : (story as 'payflow' | 'library'), { id, vars: varsFor(template) });
        return /\{/.test(text) ? [`${id}: ${text}`] : [];
      }),
    );
    expect(left).toEqual([]);
    expect(captionText('payflow', { id: 'crash', vars: { worker: 'worker-2', point: 'save' } })).toBe(
      'El Trabajador 2 se cae justo antes de guardar la respuesta; su memoria se pierde.',
    );
  });

  afterAll(() => setLanguage(english));
});

describe('the Spanish chapters, lanes and shell words', () => {
  it('have English’s keys, and messages that take as many parameters', () => {
    expect(shape(chapters)).toEqual(shape(enChapters));
    expect(shape(lanes)).toEqual(shape(enLanes));
    expect(shape(shell)).toEqual(shape(enShell));
    expect(shape(captionVars)).toEqual(shape(enCaptionVars));
  });

  it('word the values captions are handed', () => {
    expect(captionVars.times(1)).toBe('una vez');
    expect(captionVars.times(2)).toBe('dos veces');
    expect(captionVars.attempts([2])).toBe('el intento 2');
    expect(lanes.worker('3')).toBe('Trabajador 3');
    expect(lanes.lane(lanes.clients.library['phone']!)).toBe('La app del mostrador');
  });
});

describe('the Spanish captions, read as an instructor would (issue 29)', () => {
  let SQL: SqlJsStatic;
  beforeAll(async () => {
    SQL = await loadSqlJs();
  });

  it('finds a worker without its article, 1.º for 1.er, a calque, a glossary word dropped', () => {
    expect(spanishProblems('Trabajador 1 y Trabajador 2 llaman a PayCo.', 'Worker 1 and Worker 2 call PayCo.')).toHaveLength(2);
    expect(spanishProblems('El 1.º toque: la misma intención.', 'The 1st tap: same intent.')).toHaveLength(2);
    expect(spanishProblems('El gancho está libre.', 'The hook is free, the ticket too.')).toHaveLength(1);
    expect(spanishProblems('El Trabajador 1 y el Trabajador 2 toman el gancho de la ficha: el 1.er toque.', 'Worker 1 and Worker 2 take the ticket’s hook: the 1st tap.')).toEqual([]);
  });

  it('in every scripted scene: articles before workers, 1.er and 3.er, one term for each thing, the glossary’s words', async () => {
    const spanish = (await import('./language')).default;
    await loadEveryStory(spanish);
    const problems: string[] = [];
    for (const c of traceCases()) {
      const trace = await c.build(SQL);
      const english = captionsOf(trace);
      inLanguage(spanish, () => captionsOf(trace)).forEach((es, i) => problems.push(...spanishProblems(es, english[i]!).map((p) => `${c.name} beat ${i}: ${p}`)));
    }
    expect(problems).toEqual([]);
  }, 60_000);
});
