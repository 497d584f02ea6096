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
  /**
   * Clicks the element, as a person would (the engine's own pointer input), once it exists and has
   * settled where a click lands; fails at once if the click landed elsewhere all the same.
   */
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
  // Whether the first match is where a click lands, as a person looks before clicking (Playwright's
  // "stable" and "receives events"): in view, its box the same two frames running, and the topmost
  // element at its centre is it or inside it. Also arms \`landed\` for the click that follows.
  settled(q) {
    const el = this.one(q);
    if (!el) return false;
    // Centred, as Playwright scrolls: WebKit does not hit-test an element that 'nearest' leaves flush
    // with the bottom edge of a scrolling box inside a frame (the player's Try it panel in an LMS frame).
    el.scrollIntoView({ block: 'center', inline: 'nearest' });
    const box = () => { const r = el.getBoundingClientRect(); return [r.x, r.y, r.width, r.height].join(); };
    const before = box();
    return new Promise((resolve) => {
      let answered = false;
      const answer = (yes) => { if (!answered) { answered = true; resolve(yes); } };
      setTimeout(() => answer(false), 1000); // a frame that draws nothing (scrolled away) is looked at again
      requestAnimationFrame(() => requestAnimationFrame(() => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        if (answered || box() !== before || !hit || !el.contains(hit)) return answer(false);
        this.landed = null;
        if (this.onClick) document.removeEventListener('click', this.onClick, true);
        this.onClick = (event) => { this.landed = el.contains(event.target) ? 'on target' : event.target.outerHTML.slice(0, 120); };
        document.addEventListener('click', this.onClick, { capture: true, once: true });
        answer(true);
      }));
    });
  },
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

/** What `childFrame` needs of an engine's frame: to run one expression in it. */
interface EvaluatingFrame {
  evaluate(expression: string): Promise<unknown>;
}

/**
 * The frame, among the top document's `children`, of the iframe titled `title`. Found by what the
 * pages themselves say, not by the driver's frame-to-element lookup: Puppeteer's `frameElement()`
 * asks WebDriver BiDi for a `context` locator, which Firefox ESR 140 refuses ("Expected locator.type
 * to be one of accessibility,css,innerText,xpath"). The top document names the iframe's index in
 * `window.frames`; each child says which index it is (`parent[i] === window` holds across origins).
 */
export async function childFrame<F extends EvaluatingFrame>(top: F, children: readonly F[], title: string): Promise<F> {
  const index = (await top.evaluate(
    iife(
      `const el = Array.from(document.querySelectorAll('iframe')).find((f) => f.getAttribute('title') === ${JSON.stringify(title)}); if (!el) return -1; for (let i = 0; i < window.length; i++) if (window[i] === el.contentWindow) return i; return -1;`,
    ),
  )) as number;
  if (index >= 0) {
    for (const child of children) {
      const at = await child.evaluate(iife('for (let i = 0; i < parent.length; i++) if (parent[i] === window) return i; return -1;')).catch(() => -1);
      if (at === index) return child;
    }
  }
  throw new Error(`no iframe titled “${title}”`);
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
      const element = await waitFor(`${describe(query)} settled where a click lands`, async () =>
        (await session.evaluate(frame, `globalThis.__engines.settled(${serialise(query)})`))
          ? ((await session.element(frame, `globalThis.__engines.one(${serialise(query)})`)) ?? undefined)
          : undefined,
      );
      await session.click(element);
      // A page that moved between the look and the click is said here, not as a wait that times out later.
      // (A click that left the document, a reload, has nothing to say.)
      const landed = await session.evaluate(frame, iife('return globalThis.__engines ? globalThis.__engines.landed : null;')).catch(() => null);
      if (typeof landed === 'string' && landed !== 'on target') {
        throw new Error(`${engine}: the click meant for ${describe(query)} landed on ${landed}: the page moved under the pointer`);
      }
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
