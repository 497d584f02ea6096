/**
 * The Spanish catalog fills English's shape in full, in Spanish: the same ids, the same kinds of leaf,
 * messages with the same parameters, no word left in English but identifiers and names; and Spanish
 * counts agree with their nouns for every count a lesson can show.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../catalog';
import { en } from '../en';
import english from '../en/language';
import { formatCount, formatList, formatMoney, formatNumber, formatTime, ordinal, plural } from '../format';
import { setLanguage } from '../language';
import { text } from '../parts';
import { ES_BASICS, pluralOf } from './basics';
import { captionVars as spanishVars } from './captionVars';
import { es } from './index';
import { lanes as spanishLanes } from './lanes';

/** Every leaf of a catalog, by its path of ids (an array's items by their index). */
function leaves(value: unknown, path = ''): Map<string, unknown> {
  if (typeof value !== 'object' || value === null) return new Map([[path, value]]);
  return new Map(Object.entries(value).flatMap(([id, v]) => [...leaves(v, path ? `${path}.${id}` : id)]));
}

/**
 * Words Spanish writes as English does, and why: names, identifiers (headers, columns, status codes
 * and HTTP's reason phrases), keys as the keyboard names them, and symbols.
 */
const SAME_AS_ENGLISH = new Set([
  // Names.
  'player.brand.name',
  'sheets.embed.untitled',
  'stage.lanes.payflow.database',
  'stage.lanes.payflow.provider',
  'stage.lanes.library.database',
  // Identifiers: the panels named for what they show, lockMs, headers, status codes and their reason phrases, in_flight.
  'scene.viewNames.sql',
  'scene.viewNames.http',
  'scene.viewNames.run',
  'stage.clock.lockMs',
  'stage.clock.msUnit',
  'panels.http.replayed',
  'panels.cloakroom.legend.0.1',
  'panels.cloakroom.legend.3.1',
  // SQL: a side named by its claim, INSERT … ON CONFLICT.
  'compare.sideNames.off.select-then-insert',
  // Keys, as the keyboard names them, and symbols.
  'lab.percent',
]);

const englishLeaves = leaves(en);
const spanishLeaves = leaves(es);

describe('the Spanish catalog', () => {
  it('has every id English has, and no other', () => {
    expect([...spanishLeaves.keys()].sort()).toEqual([...englishLeaves.keys()].sort());
  });

  it('holds at each id the kind of leaf English holds: words, or a message of the same number of parameters', () => {
    for (const [path, word] of spanishLeaves) {
      const model = englishLeaves.get(path);
      expect(typeof word, path).toBe(typeof model);
      if (typeof word === 'string') expect(word.trim(), path).not.toBe('');
      if (typeof word === 'function' && typeof model === 'function') expect(word.length, path).toBe(model.length);
    }
  });

  it('leaves no word in English but names, identifiers and keys, each allowed by name', () => {
    const same = [...spanishLeaves].filter(([path, word]) => typeof word === 'string' && word === englishLeaves.get(path)).map(([path]) => path);
    expect(same.sort()).toEqual([...SAME_AS_ENGLISH].sort());
  });
});

/** Spanish, active: its basics and catalog over English's other parts, which these tests do not read. */
const spanishLanguage: Language = { ...english, id: 'es', basics: ES_BASICS, words: es };

describe('Spanish numbers and counts', () => {
  beforeAll(() => setLanguage(spanishLanguage));
  afterAll(() => setLanguage(english));

  /** A count as es-ES writes it: "12.433" (and "1000": Spanish groups only from five digits). */
  const written = (n: number) => n.toLocaleString('es-ES');

  it('agrees every count from 0 to 1,000,000 with its noun: singular for 1 only', () => {
    const counts = fc.oneof(fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom(0, 1, 2, 21, 1_000, 100_000, 1_000_000));
    fc.assert(
      fc.property(counts, (n) => {
        const one = n === 1;
        expect(formatCount(n, { one: '# intento', other: '# intentos' })).toBe(`${written(n)} ${one ? 'intento' : 'intentos'}`);
        expect(formatCount(n, 'petición')).toBe(`${written(n)} ${one ? 'petición' : 'peticiones'}`);
        expect(formatCount(n, 'vez')).toBe(`${written(n)} ${one ? 'vez' : 'veces'}`);
        expect(plural(n, { one: ' fila.', other: ' filas.' })).toBe(one ? ' fila.' : ' filas.');
        expect(formatMoney(n)).toBe(`${n} ${one ? 'céntimo' : 'céntimos'}`);
        // Before a masculine noun: primer, tercer and their compounds (1.er, 3.er, 21.er, 23.er), but undécimo (11.º).
        const apocopated = (n % 10 === 1 || n % 10 === 3) && n % 100 !== 11;
        expect(ordinal(n)).toBe(`${written(n)}.${apocopated ? 'er' : 'º'}`);
        expect(es.stage.badges.gaveUp(n)).toBe(`desistió tras ${written(n)} ${one ? 'intento' : 'intentos'}`);
        expect(text(es.panels.table.rows(n))).toBe(`${written(n)} ${one ? 'fila' : 'filas'}`);
      }),
    );
  });

  it('writes the ordinals a caption puts before its noun as Spanish does: el 1.er toque, el 2.º clic, el 3.er envío, el 11.º', () => {
    expect([1, 2, 3, 4, 11, 13, 21].map(ordinal)).toEqual(['1.er', '2.º', '3.er', '4.º', '11.º', '13.er', '21.er']);
  });

  it('writes a million with digits, so it takes the ordinary plural, not “de” (Intl’s `many`)', () => {
    expect(new Intl.PluralRules('es-ES').select(1_000_000)).toBe('many');
    expect(formatCount(1_000_000, 'cobro')).toBe('1.000.000 cobros');
  });

  it('writes times with a decimal comma and Spanish units', () => {
    expect(formatTime(5_300)).toBe('5,3 s');
    expect(formatTime(250)).toBe('0,25 s');
    expect(formatTime(3 * 60_000)).toBe('3 min');
    expect(formatTime(25 * 3_600_000)).toBe('25 h');
    expect(formatTime(7 * 24 * 3_600_000)).toBe('7 días');
    expect(formatTime(2.5 * 24 * 3_600_000)).toBe('2,5 días');
    expect(formatNumber(12_433)).toBe('12.433');
    expect(formatNumber(1_000)).toBe('1000');
  });

  it('lists with “y”, and “e” before the sound i', () => {
    expect(formatList(['1'])).toBe('1');
    expect(formatList(['1', '2', '3'])).toBe('1, 2 y 3');
    expect(formatList(['amount', 'isbn'])).toBe('amount e isbn');
    expect(formatList(['agua', 'hilo'])).toBe('agua e hilo');
    expect(formatList(['agua', 'hielo'])).toBe('agua y hielo');
  });

  it('writes its messages from the data it is given', () => {
    expect(es.player.chapterOf(3, 11)).toEqual(['Capítulo ', 3, ' de ', 11]);
    expect(text(es.race.stopped(1))).toBe('Detenido tras 1 planificación.');
    expect(text(es.race.stopped(2))).toBe('Detenido tras 2 planificaciones.');
    expect(text(es.panels.table.firstRows(6, 100))).toBe('Las primeras 6 de 100 filas.');
    expect(es.lab.orders.doubled.library(2)).toBe('dos préstamos');
    expect(es.lab.orders.doubled.library(3)).toBe('3 préstamos');
    expect(es.lab.chart.band(1, 'una vez', 'charge')).toBe('1 pedido cobrado una vez');
    const delay: Parameters<typeof es.sandbox.label>[0] = { do: 'delay', ms: 1_500, direction: 'request', phone: 'phone', intent: 1, tap: 1, attempt: 1 };
    expect(es.sandbox.label(delay, 'payflow', () => '')).toBe('Retrasar esta petición 1,5 s');
    // The help's table: keys as the keyboard names them, what they do in Spanish, the speeds written by Intl.
    const help = es.sheets.help.table(0.5, 2);
    expect(help.map((row) => row.keys)).toEqual(en.sheets.help.table(0.5, 2).map((row) => row.keys));
    expect(help.filter((row, i) => row.what === en.sheets.help.table(0.5, 2)[i]!.what)).toEqual([]);
    expect(help[4]!.what).toBe('Más lento o más rápido (de 0,5× a 2×)');
    // Who answered or ran it, by its name mid-sentence: "de" contracts with "el".
    expect(es.panels.http.who(spanishLanes.workerInSentence('1'))).toBe('del trabajador 1');
    expect(es.panels.http.who(spanishLanes.clients.library.phone!)).toBe('de la app del mostrador');
    expect(text(es.panels.sql.by(spanishLanes.workerInSentence('2')))).toBe('por el trabajador 2');
    // Whole words only: "hacía el" is not "a el" (it once became "hacíal").
    expect(spanishVars.contract('lo que hacía el anterior, de el móvil, a el trabajador, desde el inicio')).toBe('lo que hacía el anterior, del móvil, al trabajador, desde el inicio');
    expect(es.lab.cliSettings('payflow', 100, 0.2, 5, 1)).toContain('20\u00a0% de respuestas perdidas');
    expect(es.problems.say({ kind: 'workerNoStart', worker: 'lab', why: { kind: 'noScript', sandboxed: false } })).toBe('El proceso del laboratorio no ha podido arrancar: su script no se ha cargado');
    expect(es.problems.say({ kind: 'sceneAction', action: 2, why: { kind: 'sceneNoKeyYet' } })).toBe('acción 2: todavía no hay ninguna clave que reutilizar: haz primero un pedido');
    expect(es.sceneLink.why({ kind: 'notAction', word: 'jump', actions: ['order', 'tap'] })).toBe('«jump» no es una acción (opciones: order, tap)');
  });
});

describe('the plural of a Spanish noun', () => {
  it('follows the regular rules, the written accent moving with the stress', () => {
    const plurals = {
      cobro: 'cobros',
      clave: 'claves',
      petición: 'peticiones',
      vez: 'veces',
      reloj: 'relojes',
      papel: 'papeles',
      examen: 'exámenes',
      orden: 'órdenes',
      país: 'países',
      mes: 'meses',
      compás: 'compases',
      análisis: 'análisis',
      clic: 'clics',
      INSERT: 'INSERT',
    };
    expect(Object.fromEntries(Object.keys(plurals).map((word) => [word, pluralOf(word)]))).toEqual(plurals);
  });

  it('agrees a phrase’s noun and adjectives, up to a preposition or an identifier', () => {
    expect(ES_BASICS.noun('respuesta guardada').other).toBe('# respuestas guardadas');
    expect(ES_BASICS.noun('fila de préstamo').other).toBe('# filas de préstamo');
    expect(ES_BASICS.noun('sentencia INSERT').other).toBe('# sentencias INSERT');
    expect(ES_BASICS.noun('fila `done`').other).toBe('# filas `done`');
  });
});
