import type { Language } from '../catalog';
import { EN_BASICS } from './basics';
import { LIBRARY_CAPTIONS } from './captions/library';
import { PAYFLOW_CAPTIONS } from './captions/payflow';
import { SHARED_CAPTIONS } from './captions/shared';
import { captionVars } from './captionVars';
import { chapters } from './chapters';
import { en } from './index';
import { lanes } from './lanes';

/** English, whole: the model every other language follows. */
const english: Language = {
  id: 'en',
  basics: EN_BASICS,
  words: en,
  captions: { shared: SHARED_CAPTIONS, payflow: PAYFLOW_CAPTIONS, library: LIBRARY_CAPTIONS },
  captionVars,
  chapters,
  lanes,
};

export default english;
