import type { Language } from '../catalog';
import { EN_BASICS } from './basics';
import { SHARED_CAPTIONS } from './captions/shared';
import { captionVars } from './captionVars';
import { chapters } from './chapters';
import { en } from './index';
import { lanes } from './lanes';
import { captionChunk } from '../storyCaptions';

/** English, whole: the model every other language follows. */
const english: Language = {
  id: 'en',
  basics: EN_BASICS,
  words: en,
  captions: {
    shared: SHARED_CAPTIONS,
    stories: {
      payflow: captionChunk('en/payflow', () => import('./captions/payflow'), (m) => m.PAYFLOW_CAPTIONS),
      library: captionChunk('en/library', () => import('./captions/library'), (m) => m.LIBRARY_CAPTIONS),
    },
  },
  captionVars,
  chapters,
  lanes,
};

export default english;
