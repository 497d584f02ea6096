/**
 * Puts the stand-in LMS and a SCORM package into the served `dist/` (vite preview
 * serves files added after it started), under `lms-e2e/`. The package is built by the real
 * `package:scorm` script and unzipped from its zip, to an LMS-like sub-path.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SERVED = join(ROOT, 'dist', 'lms-e2e');
/** Where the LMS serves the package, as an LMS would: deep in a path of its own. */
export const SCO_PATH = 'courses/7/scorm/sco-1';

/** Writes through a temporary name, so a page loading meanwhile never reads half a file. */
function put(path: string, content: Uint8Array | string): void {
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, content);
  renameSync(temp, path);
}

export function deployPages(): void {
  for (const page of ['lms.html', 'lms.js']) put(join(SERVED, page), readFileSync(join(ROOT, 'e2e/lms', page)));
  put(join(SERVED, 'scorm12.min.js'), readFileSync(join(ROOT, 'node_modules/scorm-again/dist/scorm12.min.js')));
}

/** Builds the package of `chapters` with `npm run package:scorm`, unzips it under `scoPath`; returns the zip's file names. */
export function deployPackage(chapters: string, scoPath = SCO_PATH): string[] {
  const out = mkdtempSync(join(tmpdir(), 'cloakroom-scorm-'));
  execFileSync('npx', ['tsx', 'scripts/scorm/package.ts', '--chapters', chapters, '--out', out], { cwd: ROOT, stdio: 'pipe' });
  const zipName = readdirSync(out).find((f) => f.endsWith('.zip'))!;
  const files = unzipSync(readFileSync(join(out, zipName)));
  for (const [name, content] of Object.entries(files)) put(join(SERVED, scoPath, name), content);
  return Object.keys(files);
}
