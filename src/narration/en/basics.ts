import type { Basics } from '../catalog';

/** English as Cloakroom writes it: "5.3 s", "1500 cents", "3rd", "1, 2 and 3". */
export const EN_BASICS: Basics = {
  locale: 'en-US',
  time: { seconds: { other: '# s' }, minutes: { other: '# min' }, hours: { other: '# h' }, days: { one: '# day', other: '# days' } },
  cents: { one: '# cent', other: '# cents' },
  ordinal: { one: '#st', two: '#nd', few: '#rd', other: '#th' },
  list: (items) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`),
  noun: (noun) => ({ one: `# ${noun}`, other: `# ${pluralOf(noun)}` }),
};

/** The plural of an English noun, for the nouns captions count. */
function pluralOf(noun: string): string {
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(s|x|ch|sh)$/.test(noun)) return `${noun}es`;
  return `${noun}s`;
}
