import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chromium 136+); other engines read it as a comment. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks every chunk of the page for eager compilation. V8 compiles a function lazily, on the main
 * thread, the first time it runs; the first big seek of a session (every panel filling for the first
 * time) spent about 5 ms of its frame compiling some 120 functions. Everything the page loads is code
 * that runs while a chapter plays, so V8 may compile it all as it streams in, off the main thread.
 * The hint must be the file's first line, so it is added after Vite has written its own preamble.
 */
export function compileHintsPlugin(): Plugin {
  return {
    name: 'cloakroom-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && !file.code.startsWith(COMPILE_HINT)) file.code = COMPILE_HINT + file.code;
        }
      },
    },
  };
}
