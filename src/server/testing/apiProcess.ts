import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SCRIPT = fileURLToPath(new URL('../cli/apiMain.ts', import.meta.url));
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** `npm run api`'s process as a test starts it: one real Node process (no npm, no tsx wrapper, so a signal reaches it). */
export interface ApiProcess {
  readonly child: ChildProcess;
  /** Everything it printed so far. */
  stdout(): string;
  stderr(): string;
  /** Resolves when it exits, with its exit code (null after a signal). */
  readonly exited: Promise<number | null>;
}

export function spawnApiProcess(args: string[]): ApiProcess {
  const child = spawn(process.execPath, ['--import', TSX, SCRIPT, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** Starts the API on a free port and resolves with its URL once it listens. */
export async function startApiProcess(args: string[]): Promise<ApiProcess & { url: string }> {
  const api = spawnApiProcess(['--port', '0', ...args]);
  const url = await new Promise<string>((resolve, reject) => {
    const check = () => {
      const match = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(api.stdout());
      if (match) resolve(match[1]!);
    };
    api.child.stdout!.on('data', check);
    void api.exited.then((code) => reject(new Error(`the API exited (${code}) before listening: ${api.stderr()}`)));
  });
  return { ...api, url };
}
