import { execFileSync } from 'node:child_process';
import type { Plugin } from 'vite';

/**
 * Writes `chapters.json` into the build: each story's chapters with their titles, beats and length
 * at 1×, from the real scenes (scripts/chapterSummaries.ts runs them in its own Node process, so the
 * config stays free of the app's code). Course pages read it without starting the app: embed.js's
 * posters name the chapter and how long it plays.
 */
export function chaptersPlugin(): Plugin {
  return {
    name: 'cloakroom-chapters',
    apply: 'build',
    generateBundle() {
      const source = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/chapterSummaries.ts'], { encoding: 'utf8' });
      this.emitFile({ type: 'asset', fileName: 'chapters.json', source });
    },
  };
}
