import type { Basics } from '../catalog';

/** Spanish as Cloakroom writes it: "5,3 s", "1500 céntimos", "3.er", "2.º", "1, 2 y 3", "agua e hilo". */
export const ES_BASICS: Basics = {
  locale: 'es-ES',
  time: { seconds: { other: '# s' }, minutes: { other: '# min' }, hours: { other: '# h' }, days: { one: '# día', other: '# días' } },
  cents: { one: '# céntimo', other: '# céntimos' },
  // A caption's ordinal stands before a masculine noun ("el 1.er toque", "el 2.º clic", "el 3.er envío"):
  // primero and tercero lose their -o there (primer, tercer), and so do their compounds (13.er, 21.er);
  // undécimo does not (11.º). Intl.PluralRules gives Spanish ordinals no category but `other`, so the rule is here.
  ordinal: { one: '#.er', other: '#.º' },
  ordinalRule: (n) => ([1, 3].includes(n % 10) && n % 100 !== 11 ? 'one' : 'other'),
  list: (items) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and(items.at(-1)!)} ${items.at(-1)}`),
  noun: (noun) => ({ one: `# ${noun}`, other: `# ${pluralPhrase(noun)}` }),
  // The lesson's English terms of art, kept as Spanish-speaking engineers say them.
  borrowed: { lang: 'en', terms: ['compare-and-set', 'fencing', 'token'] },
};

/** "y", or "e" before a word that starts with the sound i ("Ana e Inés", "agua e hilo"; but "agua y hielo"). */
function and(next: string): string {
  return /^h?[ií](?![aeiouáéíóú])/i.test(next) ? 'e' : 'y';
}

/** Words that end a noun phrase's agreeing part: what follows them keeps its number ("claves de idempotencia"). */
const UNAGREEING = new Set(['a', 'al', 'con', 'de', 'del', 'en', 'para', 'por', 'sin', 'sobre', 'el', 'la', 'los', 'las', 'lo', 'que', 'y', 'e', 'o', 'u']);

/**
 * A counted noun phrase in the plural: the noun and the adjectives that follow it agree ("respuesta
 * guardada" → "respuestas guardadas"), up to a preposition or article ("fila de préstamo" → "filas de
 * préstamo") or a word that is not plain lowercase Spanish, which is an identifier and stays as it is
 * ("sentencia INSERT" → "sentencias INSERT", "fila `done`" → "filas `done`").
 */
function pluralPhrase(phrase: string): string {
  const words = phrase.split(' ');
  const end = words.findIndex((word, i) => i > 0 && (UNAGREEING.has(word) || !/^[a-zñáéíóúü]+$/.test(word)));
  return words.map((word, i) => (end === -1 || i < end ? pluralOf(word) : word)).join(' ');
}

const UNACCENTED: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u' };
const ACCENTING: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' };

/**
 * The plural of one Spanish word, by the regular rules: a vowel takes -s ("cobro" → "cobros"); -z
 * becomes -ces ("vez" → "veces"); -l, -r, -n, -d, -j, -s, -x, -y and -ch take -es, and the written
 * accent moves as the stress now needs ("camión" → "camiones", "examen" → "exámenes", "país" →
 * "países"); a word of more than one syllable ending in an unstressed -s or -x does not change
 * ("análisis", "lunes"); another consonant, as loanwords end, takes -s ("clic" → "clics").
 * Identifiers (anything but lowercase letters) stay as they are.
 */
export function pluralOf(word: string): string {
  if (!/^[a-zñáéíóúü]+$/.test(word)) return word;
  if (/[aeiouáéíóú]$/.test(word)) return `${word}s`;
  if (word.endsWith('z')) return `${word.slice(0, -1)}ces`;
  if (!/([lrndjsxy]|ch)$/.test(word)) return `${word}s`;
  const syllables = nuclei(word);
  const last = syllables.at(-1)!;
  const accent = word.search(/[áéíóú]/);
  if (accent >= last.index && accent < last.index + last.text.length) {
    // The added syllable puts the stress where it falls anyway, so its accent goes ("camiones"); an í or ú
    // beside another vowel keeps it, or the two would merge into one syllable ("países", "baúles").
    const hiatus = /[íú]/.test(word[accent]!) && /[aeiouü]/.test(`${word[accent - 1] ?? ''}${word[accent + 1] ?? ''}`);
    return hiatus ? `${word}es` : `${word.slice(0, accent)}${UNACCENTED[word[accent]!]}${word.slice(accent + 1)}es`;
  }
  if (/[sx]$/.test(word)) return syllables.length > 1 ? word : `${word}es`;
  // A word ending in -n with no written accent is stressed on its second-last syllable, which the plural's
  // extra syllable makes third-last: it takes the accent ("examen" → "exámenes", "orden" → "órdenes").
  if (word.endsWith('n') && accent === -1 && syllables.length > 1) return `${accentOn(word, syllables.at(-2)!)}es`;
  return `${word}es`;
}

/** A word's syllable nuclei, where each starts: a run of vowels is one ("ue", "io"), unless two strong ones meet ("le-er", "dí-a"). */
function nuclei(word: string): { index: number; text: string }[] {
  const found: { index: number; text: string }[] = [];
  for (const run of word.matchAll(/[aeiouáéíóúü]+/g)) {
    let start = 0;
    for (let i = 1; i < run[0].length; i++) {
      if (STRONG.test(run[0][i - 1]!) && STRONG.test(run[0][i]!)) {
        found.push({ index: run.index + start, text: run[0].slice(start, i) });
        start = i;
      }
    }
    found.push({ index: run.index + start, text: run[0].slice(start) });
  }
  return found;
}

/** Vowels that stay a syllable of their own beside another: a, e, o, and a stressed í or ú. */
const STRONG = /[aeoáéóíú]/;

/** The word with a written accent on the strong vowel of `nucleus`, or on its last vowel when it has none ("ui" → "uí"). */
function accentOn(word: string, nucleus: { index: number; text: string }): string {
  const strong = nucleus.text.search(/[aeo]/);
  const at = nucleus.index + (strong === -1 ? nucleus.text.length - 1 : strong);
  return `${word.slice(0, at)}${ACCENTING[word[at]!] ?? word[at]}${word.slice(at + 1)}`;
}
