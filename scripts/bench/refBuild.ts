/**
 * Another commit's build, for `npm run bench -- --against <ref>`: the ref checked out in a temporary
 * git worktree, its dependencies installed (or this worktree's reused when the lockfiles match), built
 * with its own Vite config and served by its own `vite preview`, so it runs exactly as that commit
 * would. `--keep` leaves the worktree (and its build) for the next run to reuse.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, lstatSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface RefBuild {
  /** As given (`main`, `ed4bcc9`) and as resolved. */
  ref: string;
  commit: string;
  distDir: string;
  url: string;
  /** How its dependencies and its build came about, in a sentence for the report. */
  howBuilt: string;
  close(): Promise<void>;
}

/** A problem with the ref itself (unknown, fails to build): said in one line, exit status 2. */
export class RefProblem extends Error {}

const git = (args: string[], cwd = process.cwd()) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 26 }).trim();

/** Checks out, installs, builds and serves `ref` on 127.0.0.1:`port`. */
export async function buildRef(ref: string, port: number, keep: boolean): Promise<RefBuild> {
  let commit: string;
  try {
    commit = git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  } catch {
    throw new RefProblem(`--against ${ref}: no commit of that name in this repository`);
  }
  const dir = join(tmpdir(), `cloakroom-bench-${commit.slice(0, 12)}`);
  const marker = join(dir, '.bench-built');
  let howBuilt: string;
  if (existsSync(marker)) {
    howBuilt = `${readFileSync(marker, 'utf8').trim()}; kept by an earlier --keep in ${dir}`;
  } else {
    if (existsSync(dir)) removeWorktree(dir);
    git(['worktree', 'add', '--detach', '--force', dir, commit]);
    try {
      const deps = installDependencies(dir, commit);
      console.error(`bench: building ${ref} (${commit.slice(0, 12)}) in ${dir}`);
      run(process.execPath, [join(dir, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', 'dist', '--emptyOutDir', '--logLevel', 'error'], dir, `${ref} does not build`);
      howBuilt = `${deps}, built with its own vite.config.ts`;
      writeFileSync(marker, howBuilt);
    } catch (error) {
      removeWorktree(dir);
      throw error;
    }
  }
  const server = await servePreview(dir, join(dir, 'dist'), port);
  return {
    ref,
    commit,
    distDir: join(dir, 'dist'),
    url: `http://127.0.0.1:${port}/`,
    howBuilt,
    async close() {
      await server.close();
      if (!keep) removeWorktree(dir);
    },
  };
}

/**
 * The ref's node_modules: this worktree's, linked, when its package-lock.json is byte for byte this
 * one's (the same packages at the same versions); else its own `npm ci`.
 */
function installDependencies(dir: string, commit: string): string {
  const ours = readFileSync('package-lock.json', 'utf8');
  let theirs: string | undefined;
  try {
    theirs = git(['show', `${commit}:package-lock.json`]);
  } catch {
    theirs = undefined;
  }
  if (theirs !== undefined && theirs.trim() === ours.trim()) {
    symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
    return 'node_modules reused (its package-lock.json is this one)';
  }
  console.error(`bench: its package-lock.json differs from this one: npm ci in ${dir} (a few minutes)`);
  run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel', 'error'], dir, 'npm ci failed for it');
  return 'its own npm ci (its package-lock.json differs)';
}

function run(command: string, args: string[], cwd: string, problem: string): void {
  try {
    execFileSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr ?? '').trim().split('\n').slice(-5).join('\n');
    throw new RefProblem(`${problem}:\n${stderr}`);
  }
}

/**
 * `vite preview` of a build, in a process of its own started from the worktree `dir` (its config, its
 * headers), once it answers. Both builds of a side-by-side run are served so: a server inside the
 * bench's own process would answer more slowly while the bench is busy, and favour the other build.
 */
export async function servePreview(dir: string, outDir: string, port: number): Promise<{ url: string; close(): Promise<void> }> {
  const server = spawn(process.execPath, [join(dir, 'node_modules/vite/bin/vite.js'), 'preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  for (let tries = 0; tries < 100; tries++) {
    if (server.exitCode !== null) break;
    const answered = await fetch(`http://127.0.0.1:${port}/`).then((r) => r.ok, () => false);
    if (answered) return { url: `http://127.0.0.1:${port}/`, close: () => stop(server) };
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop(server);
  throw new RefProblem(`its vite preview did not answer on port ${port}:\n${stderr.trim()}`);
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill();
  await exited;
}

function removeWorktree(dir: string): void {
  // A linked node_modules is this worktree's own: unlink it, so nothing below can delete through it.
  const modules = join(dir, 'node_modules');
  if (lstatSync(modules, { throwIfNoEntry: false })?.isSymbolicLink()) unlinkSync(modules);
  try {
    git(['worktree', 'remove', '--force', dir]);
  } catch {
    rmSync(dir, { recursive: true, force: true });
    git(['worktree', 'prune']);
  }
}
