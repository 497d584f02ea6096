import type { CaptionRef, StoryId } from '../core/trace';
import type { InvariantId } from '../core/explorer';
import { YOUR_STORE } from '../core/explorer/storeName';
import { readFaults } from '../core/explorer/scheduleFaults';
import { formatCount, formatList, formatMoney, formatPercent, formatTime, ordinal } from './format';
import { language } from './language';
import { clientName, workerName } from './lanes';
import { addedCaptions, storyCaptions } from './storyCaptions';

/**
 * The words for a caption id in a story (the story's own first, then the shared ones), unfilled. With
 * a register (`brief`, `overview`), its own words for the id where there are any. Told `also` (right
 * after a beat with the same id), the id's `.too` words, in the register's where it has them.
 */
export function captionTemplate(story: StoryId, id: string, register?: string, also?: boolean): string | undefined {
  const { shared } = language().captions;
  const stories = storyCaptions(story) ?? {};
  const own = (key: string) => stories[key] ?? shared[key] ?? addedCaptions()?.[key];
  const inRegister = (key: string) => (register === undefined ? undefined : own(`${key}.${register}`)) ?? own(key);
  return (also ? inRegister(`${id}.too`) : undefined) ?? inRegister(id);
}

/**
 * A value as a caption writes it, by the name core gave it: `…Ms` and `…At` are virtual milliseconds,
 * `amount` is cents, `…Times` how often ("twice"), `…Attempts` attempt numbers ("1,2": "attempts 1
 * and 2"), a worker's id is its lane's name, `…List` is comma-separated values of the name before it
 * ("Worker 1 and Worker 2"), `…Share` a fraction written as a percentage ("20%"), `…Faults` a race
 * schedule's faults (`faultsVar`), `…Invariants` the invariant ids it broke, `…Changes` a learner's changes
 * to the whole scene, a `variant` that is the learner's store their language's words for it; a list of workers is the language's list of people; anything else is written as it is.
 */
function formatVar(story: StoryId, name: string, value: string | number): string {
  const vars = language().captionVars;
  if (name.endsWith('List') && typeof value === 'string') {
    const items = value.split(',');
    // Workers are listed as the language lists people ("el Trabajador 1 y el Trabajador 2").
    if (items.every((item) => /^worker-\d+$/.test(item))) return vars.workers(items.map(workerName));
    return formatList(items.map((item) => formatVar(story, name.slice(0, -4), item)));
  }
  if (name.endsWith('Changes')) return vars.changes(String(value) === '' ? [] : String(value).split(','));
  if (name === 'point' && typeof value === 'string') return vars.points[value] ?? value;
  if (name === 'variant' && value === YOUR_STORE) return vars.yourStore;
  if (name === 'phone' && typeof value === 'string') return clientName(story, value);
  if (name.endsWith('Attempts')) return vars.attempts(String(value).split(',').map(Number));
  if (name.endsWith('Times')) return vars.times(Number(value));
  if (name.endsWith('Share')) return formatPercent(Number(value));
  if (name.endsWith('Faults')) return vars.faults(readFaults(String(value)));
  if (name.endsWith('Invariants')) return vars.invariants(String(value).split(',') as InvariantId[]);
  // A worker is named as its lane names it ("Worker 2"), in every sentence, whatever the var is called.
  if (typeof value === 'string') return workerName(value);
  if (/(Ms|At)$/.test(name)) return formatTime(value);
  if (name === 'amount') return formatMoney(value);
  return String(value);
}

/**
 * The typographic rule of every caption: one apostrophe (’) inside words, and a capital at each
 * sentence's start only for a plain lowercase word ("the phone" → "The phone"): an identifier
 * (`lockMs`, `in_flight`, `k-e515`, `charge:o1`) keeps its case wherever it stands.
 */
function typeset(text: string): string {
  const capital = (word: string) => (/^[a-z]+(?:’s)?$/.test(word) ? word.charAt(0).toUpperCase() + word.slice(1) : word);
  return text
    .replace(/(\p{L})'(\p{L})/gu, '$1’$2')
    .replace(/(^|[.!?] )([^\s.,;:!?)]+)/g, (_, before: string, word: string) => before + capital(word));
}

/**
 * The sentence a learner reads for a beat: the template for `ref.id` (in `ref.register` where it has
 * words of its own) with `{name}` filled from `ref.vars` (`{name}` a value, `{name|noun}` a count with
 * its noun, in any language's letters: `{n|petición}`; `{name#}` an ordinal), typeset. An unknown id
 * yields an empty string, so a gap shows in tests rather than as a wrong sentence.
 */
export function captionText(story: StoryId, ref: CaptionRef): string {
  const template = captionTemplate(story, ref.id, ref.register, ref.also);
  if (template === undefined) return '';
  const text = template.replace(/\{(\w+)(?:\|([\p{L}\w ]+)|(#))?\}/gu, (whole, name: string, noun?: string, nth?: string) => {
    const value = ref.vars?.[name];
    if (value === undefined) return whole;
    if (noun !== undefined) return formatCount(Number(value), noun);
    if (nth !== undefined) return ordinal(Number(value));
    return formatVar(story, name, value);
  });
  return typeset(language().captionVars.contract(text));
}
