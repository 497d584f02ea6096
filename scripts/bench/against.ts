/** `npm run bench -- --against <ref> [--keep]`: this build and `ref`'s side by side (index.ts parses the flags). */
import { execFileSync } from 'node:child_process';
import { launchChromium } from './browser';
import { buildRef, RefProblem, servePreview } from './refBuild';
import { sideBySide } from './sideBySide';

interface AgainstOptions {
  ref: string;
  /** Keep ref's worktree afterwards. */
  keep: boolean;
  /** This build's port; ref's is the next. */
  port: number;
  distDir: string;
  runs: number;
  /** Which parts to measure (BENCH_ONLY). */
  parts: { load: boolean; play: boolean; seek: boolean };
  /** The machine line, told the browser's version. */
  machine(browserVersion: string): string;
}

/** This build (dist/, served here) beside `ref`'s (its own worktree, build and server), in turn. */
export async function benchAgainst({ ref, keep, port, distDir, runs, parts, machine }: AgainstOptions): Promise<void> {
  let other;
  try {
    other = await buildRef(ref, port + 1, keep);
  } catch (error) {
    if (!(error instanceof RefProblem)) throw error;
    console.error(`bench: ${error.message}`);
    process.exit(2);
  }
  const ours = await servePreview(process.cwd(), distDir, port);
  const { browser, version } = await launchChromium();
  const here = execFileSync('git', ['describe', '--always', '--dirty=+changes'], { encoding: 'utf8' }).trim();
  const builds = [
    { label: `this worktree (${here})`, url: ours.url, distDir },
    { label: `${ref} (${other.commit.slice(0, 7)})`, url: other.url, distDir: other.distDir },
  ] as const;
  try {
    const { rows, notes } = await sideBySide(browser, builds, runs, parts);
    console.log(`Cloakroom benchmark, side by side — ${new Date().toISOString()}`);
    console.log(machine(version));
    console.log(`${builds[1].label}: ${other.howBuilt}. Each run measures both builds, in turn, the first of them alternating.`);
    for (const note of notes) console.log(note);
    console.table(rows.map((r) => ({ figure: r.figure, [builds[0].label]: r.values[0], [builds[1].label]: r.values[1], 'this ÷ that': r.ratio })));
  } finally {
    await browser.close();
    await ours.close();
    await other.close();
  }
}
