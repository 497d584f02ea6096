/**
 * The package script's arguments: `--chapters a,b` (default: every chapter), `--story payflow|library`
 * (default payflow) and `--lang en|es|en-XA` (default: the learner's browser). Pure; a bad value is an error that names it and what is accepted.
 */
import { CHAPTER_IDS, STORY_IDS, type ChapterId, type StoryId } from '../../src/core/trace';
import { LANGUAGE_IDS, type LanguageId } from '../../src/narration/languages';

export interface PackageOptions {
  chapters: ChapterId[];
  story: StoryId;
  /** `--lang es`: the package's language (default: the learner's browser chooses). */
  lang?: LanguageId;
  /** Where the zip goes (default `dist-scorm`). */
  out: string;
}

export function parsePackageArgs(args: readonly string[]): PackageOptions {
  const options: PackageOptions = { chapters: [...CHAPTER_IDS], story: 'payflow', out: 'dist-scorm' };
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--') continue; // `npm run package:scorm -- --chapters a -- --story library` passes the second `--` on
    const [flag, inline] = args[i]!.split(/=(.*)/s, 2) as [string, string | undefined];
    const value = () => {
      const v = inline ?? args[++i];
      if (v === undefined || v.startsWith('--')) throw new Error(`${flag} needs a value`);
      return v;
    };
    if (flag === '--chapters') {
      const ids = value().split(',').map((w) => w.trim()).filter(Boolean);
      const unknown = ids.filter((id) => !(CHAPTER_IDS as readonly string[]).includes(id));
      if (unknown.length || ids.length === 0) throw new Error(`--chapters: ${unknown.join(', ') || 'none given'} is not a chapter; the chapters are ${CHAPTER_IDS.join(', ')}`);
      options.chapters = CHAPTER_IDS.filter((id) => ids.includes(id)); // lesson order, each once
    } else if (flag === '--story') {
      const story = value();
      if (!(STORY_IDS as readonly string[]).includes(story)) throw new Error(`--story: ${story} is not a story; the stories are ${STORY_IDS.join(', ')}`);
      options.story = story as StoryId;
    } else if (flag === '--lang') {
      const lang = value();
      if (!(LANGUAGE_IDS as readonly string[]).includes(lang)) throw new Error(`--lang: ${lang} is not a language; the languages are ${LANGUAGE_IDS.join(', ')}`);
      options.lang = lang as LanguageId;
    } else if (flag === '--out') options.out = value();
    else throw new Error(`unknown option ${flag}; the options are --chapters a,b --story payflow|library --lang ${LANGUAGE_IDS.join('|')} --out dir`);
  }
  return options;
}

/** The zip's name, saying what it holds: `cloakroom-payflow-ticket-crash-scorm12.zip`, or `…-all-chapters-…`. */
export function packageName(options: Pick<PackageOptions, 'chapters' | 'story' | 'lang'>): string {
  const chapters = options.chapters.length === CHAPTER_IDS.length ? 'all-chapters' : options.chapters.join('-');
  return `cloakroom-${options.story}-${chapters}${options.lang ? `-${options.lang}` : ''}-scorm12`;
}
