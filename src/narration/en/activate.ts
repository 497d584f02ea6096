// Makes English the active language, for what reads words outside the app's entry: Vitest's setup,
// the Node scripts (SCORM packaging, the lab's table, the chapter timings) and e2e's own expectations.
import { setLanguage } from '../language';
import { loadEveryStory } from '../storyCaptions';
import english from './language';

setLanguage(english);
await loadEveryStory(english);
