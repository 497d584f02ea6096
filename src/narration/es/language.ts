import type { Language } from '../catalog';
import { ES_BASICS } from './basics';
import { SHARED_CAPTIONS } from './captions/shared';
import { captionVars } from './captionVars';
import { chapters } from './chapters';
import { es } from './index';
import { lanes } from './lanes';
import { captionChunk } from '../storyCaptions';

/** Spanish, whole: every word of English's shape, as a Spanish-speaking instructor says it. */
const spanish: Language = {
  id: 'es',
  basics: ES_BASICS,
  words: es,
  captions: {
    shared: SHARED_CAPTIONS,
    stories: {
      payflow: captionChunk('es/payflow', () => import('./captions/payflow'), (m) => m.PAYFLOW_CAPTIONS),
      library: captionChunk('es/library', () => import('./captions/library'), (m) => m.LIBRARY_CAPTIONS),
    },
  },
  captionVars,
  chapters,
  lanes,
};

export default spanish;
