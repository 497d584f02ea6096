import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The small interface the cross-engine specs are written against, once, for every engine: find by
 * role and accessible name, click, press keys, read what is on screen, run a script. Each engine
 * supplies only its primitives (an `EngineSession`); how elements are found is the same everywhere:
 * Testing Library's `queryAllByRole`, run in the page, so "the button named Retry" means one thing in
 * Chromium, Firefox and WebKit alike (implicit roles, names from labels and captions, hidden elements left out).
 */
export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** A role and, optionally, an accessible name (a string matches the whole name; a RegExp, part of it), and the element it is inside. */
export interface Query {
  role: string;
  name?: string | RegExp;
  /** Found inside the first element this finds (one side of a comparison: each has a table of the same name). */
  within?: Query;
}

/** A key as Playwright and Puppeteer spell it ('End', 'ArrowLeft', ' ', 'k'), chords with '+' ('Shift+ArrowRight'). */
export type KeyName = string;

export interface Driver {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  /** Clicks the element, as a person would (the engine's own pointer input), once it exists. */
  click(query: Query): Promise<void>;
  focus(query: Query): Promise<void>;
  /** Presses a key (or chord) where the focus is. */
  press(key: KeyName): Promise<void>;
  /** The element's rendered text (innerText), once it exists. */
  text(query: Query): Promise<string>;
  /** A form control's value, once it exists. */
  value(query: Query): Promise<string>;
  attribute(query: Query, name: string): Promise<string | null>;
  /** How many elements match now (waiting only while the page is between documents). */
  count(query: Query): Promise<number>;
  /** A table's body rows as objects keyed by its column headers, read from the screen. */
  rows(query: Query): Promise<Record<string, string>[]>;
  /** Runs `expression` (one JavaScript expression; a promise is awaited) in the page; returns its JSON value. */
  run<T>(expression: string): Promise<T>;
  /** The same interface inside the iframe with this title. */
  frame(title: string): Driver;
  close(): Promise<void>;
}

/** What an engine provides. `frame` is an iframe's title, or undefined for the top document. */
export interface EngineSession<E> {
  goto(url: string): Promise<void>;
  /** Evaluates one expression in the frame and returns its JSON value (promises awaited). */
  evaluate(frame: string | undefined, expression: string): Promise<unknown>;
  /** Evaluates an expression that yields an Element (or null) and returns the engine's handle to it. */
  element(frame: string | undefined, expression: string): Promise<E | null>;
  click(element: E): Promise<void>;
  /** Presses the keys together (modifiers first), then releases them. */
  press(chord: string[]): Promise<void>;
  close(): Promise<void>;
}

const WAIT_MS = 20_000;
const POLL_MS = 100;

const require = createRequire(import.meta.url);
/** Testing Library's browser build (it sets globalThis.TestingLibraryDom), without its source-map comment. */
const TESTING_LIBRARY = readFileSync(require.resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'), 'utf8').replace(
  /\n\/\/# sourceMappingURL=.*$/,
  '',
);

/** The in-page helpers every query goes through; `q` is a serialised Query. */
const HELPERS = `
globalThis.__engines = {
  all(q) {
    const name = q.name === undefined ? undefined : typeof q.name === 'string' ? q.name : new RegExp(q.name.source, q.name.flags);
    const root = q.within ? this.one(q.within) : document.body;
    return root ? globalThis.TestingLibraryDom.queryAllByRole(root, q.role, name === undefined ? {} : { name }) : [];
  },
  one(q) { return this.all(q)[0] || null; },
  rows(table) {
    const headers = Array.from(table.querySelectorAll('thead th'), (th) => th.innerText.trim());
    return Array.from(table.querySelectorAll('tbody tr'), (tr) => {
      const cells = Array.from(tr.querySelectorAll('th, td'), (c) => c.innerText.trim());
      return Object.fromEntries(headers.map((h, i) => [h, cells[i] === undefined ? '' : cells[i]]));
    });
  },
};`;

type Serialised = { role: string; name?: string | { source: string; flags: string }; within?: Serialised };

function plain(query: Query): Serialised {
  const name = query.name instanceof RegExp ? { source: query.name.source, flags: query.name.flags } : query.name;
  return { role: query.role, name, ...(query.within ? { within: plain(query.within) } : {}) };
}

function serialise(query: Query): string {
  return JSON.stringify(plain(query));
}

function describe(query: Query): string {
  const what = query.name === undefined ? `a ${query.role}` : `the ${query.role} named ${String(query.name)}`;
  return query.within ? `${what} in ${describe(query.within)}` : what;
}

/** An immediately invoked function, so every engine evaluates it the same way (as one expression). */
function iife(body: string): string {
  return `(function () { ${body} })()`;
}

export function roleDriver<E>(engine: EngineName, session: EngineSession<E>, frame?: string): Driver {
  /** Makes sure the helpers are in this frame's current document (a navigation or reload drops them). */
  const ready = async () => {
    const present = await session.evaluate(frame, iife('return !!(globalThis.__engines && globalThis.TestingLibraryDom);'));
    if (!present) await session.evaluate(frame, iife(`${TESTING_LIBRARY};\n${HELPERS}\nreturn true;`));
  };

  /** Polls until `read` gives a value other than undefined, or fails naming what was missing. */
  const waitFor = async <T>(what: string, read: () => Promise<T | undefined>): Promise<T> => {
    const deadline = Date.now() + WAIT_MS;
    let lastError: unknown;
    for (;;) {
      try {
        await ready();
        const value = await read();
        if (value !== undefined) return value;
      } catch (error) {
        lastError = error; // a page between documents (navigation, reload): ask again
      }
      if (Date.now() > deadline) {
        throw new Error(`${engine}: no ${what}${frame ? ` in the frame “${frame}”` : ''} after ${WAIT_MS / 1000} s${lastError ? ` (${String(lastError)})` : ''}`);
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };

  /** Evaluates `body` with `el` bound to the first match, once there is one. */
  const withElement = <T>(query: Query, body: string) =>
    waitFor(describe(query), async () => {
      const result = (await session.evaluate(
        frame,
        iife(`const el = globalThis.__engines.one(${serialise(query)}); if (!el) return { found: false }; return { found: true, value: (function (el) { ${body} })(el) };`),
      )) as { found: boolean; value: T };
      return result.found ? result.value : undefined;
    });

  return {
    engine,
    goto: (url) => session.goto(url),
    async click(query) {
      const element = await waitFor(describe(query), async () => (await session.element(frame, `globalThis.__engines.one(${serialise(query)})`)) ?? undefined);
      await session.click(element);
    },
    focus: (query) => withElement(query, 'el.focus(); return null;').then(() => undefined),
    press: (key) => session.press(key === '+' ? ['+'] : key.split('+')),
    text: (query) => withElement(query, 'return el.innerText;'),
    value: (query) => withElement(query, 'return String(el.value);'),
    attribute: (query, name) => withElement(query, `return el.getAttribute(${JSON.stringify(name)});`),
    count: (query) => waitFor('count', async () => (await session.evaluate(frame, iife(`return globalThis.__engines.all(${serialise(query)}).length;`))) as number),
    rows: (query) => withElement(query, 'return globalThis.__engines.rows(el);'),
    run: async <T>(expression: string) => (await session.evaluate(frame, expression)) as T,
    frame: (title) => roleDriver(engine, session, title),
    close: () => session.close(),
  };
}
