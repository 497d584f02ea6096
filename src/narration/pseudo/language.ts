import type { Basics, Language } from '../catalog';
import english from '../en/language';
import { pseudoWords } from './pseudolocalize';

const basics: Basics = {
  ...pseudoWords(english.basics),
  // Numbers are written as English writes them; only the words around them change.
  locale: english.basics.locale,
};

/** The pseudo-locale, `en-XA`: English with every catalog word accented, 40% longer and bracketed. */
const pseudoEnglish: Language = {
  id: 'en-XA',
  basics,
  words: pseudoWords(english.words),
  captions: {
    shared: pseudoWords(english.captions.shared),
    // English's own chunks (retries included), made pseudo as they arrive.
    stories: {
      payflow: (attempt) => english.captions.stories.payflow(attempt).then(pseudoWords),
      library: (attempt) => english.captions.stories.library(attempt).then(pseudoWords),
    },
  },
  captionVars: pseudoWords(english.captionVars),
  chapters: pseudoWords(english.chapters),
  lanes: {
    ...pseudoWords(english.lanes),
    // A lane writes its client's name as a sentence's start: the name is pseudo already.
    lane: (client) => client,
  },
};

export default pseudoEnglish;
