/**
 * `npm run package:scorm [-- --chapters a,b] [-- --story library] [-- --lang es]`: builds the app as a SCORM 1.2
 * package and writes `dist-scorm/<name>.zip` (and the unzipped folder beside it).
 *
 * The app is built again into its own folder (the normal `dist/` is untouched) with the package's
 * chapters and story fixed at build time (`__CLOAKROOM_PACKAGE__`), which switches on the LMS launch:
 * find the API, LMSInitialize, resume. Every URL in the build is relative (`base: './'`), so the LMS
 * may serve it from any sub-path. The files for host pages (embed.js, the posters' chapters.json, the
 * example course page) have no place in a SCO and are left out. fflate writes the zip: small, no
 * dependencies, and kept up to date; the zip is built in memory (a package is a few MB).
 */
import '../../src/narration/en/activate';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { zipSync } from 'fflate';
import { build } from 'vite';
import { chapterInfo } from '../../src/narration/chapters';
import { setLanguage } from '../../src/narration/language';
import { LANGUAGE_MODULES } from '../../src/narration/languages';
import { words } from '../../src/narration/words';
import type { PackageConfig } from '../../src/lms/scorm/launch';
import { manifestXml } from './manifest';
import { packageName, parsePackageArgs } from './options';

// For host pages (embed.js, its posters' chapters.json, the example course page, oEmbed), not for a SCO.
const HOST_PAGE_FILES = ['embed.js', 'chapters.json', 'example', 'oembed.json'];

async function main(): Promise<void> {
  let options;
  try {
    options = parsePackageArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`package:scorm: ${(error as Error).message}`);
    process.exit(2);
  }
  const name = packageName(options);
  const folder = join(options.out, name);
  const config: PackageConfig = { chapters: options.chapters, story: options.story, ...(options.lang ? { lang: options.lang } : {}) };
  process.env.CLOAKROOM_PACKAGE = JSON.stringify(config);
  await build({ configFile: 'vite.config.ts', logLevel: 'warn', build: { outDir: folder, emptyOutDir: true } });
  for (const file of HOST_PAGE_FILES) rmSync(join(folder, file), { recursive: true, force: true });
  // The oEmbed discovery link names a file that is not in the package (and a URL a SCO has no use for).
  const index = join(folder, 'index.html');
  writeFileSync(index, readFileSync(index, 'utf8').replace(/\s*<link rel="alternate" type="application\/json\+oembed"[^>]*>/, ''));

  const files = listFiles(folder);
  // The LMS lists the package by its title, in the package's language (English when the browser chooses).
  setLanguage((await LANGUAGE_MODULES[options.lang ?? 'en']()).default);
  const chapters = options.chapters.map((id) => chapterInfo(id).title).join(', ');
  const title = `Cloakroom: ${words.course.records.playlist(words.course.records.lesson[options.story], chapters)}`;
  writeFileSync(join(folder, 'imsmanifest.xml'), manifestXml({ identifier: name, title, launch: 'index.html', files }));

  const entries = Object.fromEntries(['imsmanifest.xml', ...files].map((f) => [f, readFileSync(join(folder, f))]));
  // Already compressed files (the wasm is not; images none) gain little from a second pass, but level 9 costs only a second.
  const zip = zipSync(entries, { level: 9 });
  const zipPath = join(options.out, `${name}.zip`);
  mkdirSync(options.out, { recursive: true });
  writeFileSync(zipPath, zip);
  console.log(`${zipPath}: ${(zip.length / 1024).toFixed(0)} KB, ${files.length + 1} files, chapters ${options.chapters.join(', ')}, story ${options.story}${options.lang ? `, language ${options.lang}` : ''}`);
}

/** Every file under `root`, as relative paths with `/`. */
function listFiles(root: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((entry) => {
      const path = join(dir, entry);
      return statSync(path).isDirectory() ? walk(path) : [relative(root, path).split(sep).join('/')];
    });
  return walk(root).filter((f) => f !== 'imsmanifest.xml');
}

await main();
