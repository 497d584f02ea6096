import type { Language } from '../catalog';
import { ES_BASICS } from './basics';
import { LIBRARY_CAPTIONS } from './captions/library';
import { PAYFLOW_CAPTIONS } from './captions/payflow';
import { SHARED_CAPTIONS } from './captions/shared';
import { captionVars } from './captionVars';
import { chapters } from './chapters';
import { es } from './index';
import { lanes } from './lanes';

/** Spanish, whole: every word of English's shape, as a Spanish-speaking instructor says it. */
const spanish: Language = {
  id: 'es',
  basics: ES_BASICS,
  words: es,
  captions: { shared: SHARED_CAPTIONS, payflow: PAYFLOW_CAPTIONS, library: LIBRARY_CAPTIONS },
  captionVars,
  chapters,
  lanes,
};

export default spanish;
