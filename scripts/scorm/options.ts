/**
 * The package script's arguments: `--chapters a,b` (default: every chapter) and `--story payflow|library`
 * (default payflow). Pure; a bad value is an error that names it and what is accepted.
 */
import { CHAPTER_IDS, STORY_IDS, type ChapterId, type StoryId } from '../../src/core/trace';

export interface PackageOptions {
  chapters: ChapterId[];
  story: StoryId;
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
    } else if (flag === '--out') options.out = value();
    else throw new Error(`unknown option ${flag}; the options are --chapters a,b --story payflow|library --out dir`);
  }
  return options;
}

/** The zip's name, saying what it holds: `cloakroom-payflow-ticket-crash-scorm12.zip`, or `…-all-chapters-…`. */
export function packageName(options: Pick<PackageOptions, 'chapters' | 'story'>): string {
  const chapters = options.chapters.length === CHAPTER_IDS.length ? 'all-chapters' : options.chapters.join('-');
  return `cloakroom-${options.story}-${chapters}-scorm12`;
}
