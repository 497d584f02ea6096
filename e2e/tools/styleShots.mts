/**
 * Before-and-after pictures for a change that should not change the look (moving or tidying CSS):
 * the page at 360, 800 and 1280 px (and a projector), a few chapters and beats, light and dark, a
 * sheet, a notice, a break-it switch; the player box embedded at course-page sizes. Not a test:
 * serve a build on two ports (the app and the course page's origin), then
 *   npx tsx e2e/tools/styleShots.mts shoot screenshots/before      (APP_URL, COURSE_URL as in boxShots)
 *   ... change, rebuild, serve again ...
 *   npx tsx e2e/tools/styleShots.mts shoot screenshots/after
 *   npx tsx e2e/tools/styleShots.mts compare screenshots/before screenshots/after
 * `compare` decodes both PNGs of each name and prints how many pixels differ and where, and compares
 * every element's computed style (saved beside each picture: it catches what a picture hides, such
 * as a colour under a scroll), naming the elements and properties that changed (exit 1 if any).
 */
import { chromium, type Frame, type Page } from '@playwright/test';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromiumLaunchOptions } from '../chromium';
import { openShotCourse } from '../course';
import { animationsFinished } from '../helpers';

const APP = process.env.APP_URL ?? 'http://127.0.0.1:4600/';
const COURSE = process.env.COURSE_URL ?? 'http://127.0.0.1:4601/';

/** Where to stop: a beat number, the last beat, or the first beat that shows a crashed worker. */
type Beat = number | 'end' | 'crashed';

interface PageShot {
  name: string;
  query: string;
  width: number;
  /** Null: no seeking (the scene never loads). */
  beat: Beat | null;
  /** Before the page loads: a file to fail. */
  before?: (page: Page) => Promise<void>;
  /** Something to open or do before the picture. */
  open?: (page: Page) => Promise<void>;
  /** The viewport only (a sheet over the page), not the whole page. */
  viewportOnly?: boolean;
  /** With motion: reduced motion shows no travelling message, so the chips' rules need this. */
  motion?: boolean;
}

const region = (page: Page, name: string) => page.getByRole('region', { name });

const pageShots: PageShot[] = [];
for (const width of [360, 800, 1280]) {
  pageShots.push(
    { name: `one-key-9-${width}`, query: 'chapter=one-key', width, beat: 9 },
    { name: `crash-crashed-${width}`, query: 'chapter=crash', width, beat: 'crashed' },
    { name: `lab-end-${width}`, query: 'chapter=lab', width, beat: 'end' },
    { name: `double-click-end-${width}`, query: 'chapter=double-click', width, beat: 'end' },
  );
}
pageShots.push(
  // Beats with a message on its way (a chip and its route).
  { name: 'one-key-8-1280-motion', query: 'chapter=one-key', width: 1280, beat: 8, motion: true },
  { name: 'one-key-8-360-motion', query: 'chapter=one-key', width: 360, beat: 8, motion: true },
  { name: 'one-key-12-800-motion', query: 'chapter=one-key', width: 800, beat: 12, motion: true },
  { name: 'one-key-9-800-dark', query: 'chapter=one-key&theme=dark', width: 800, beat: 9 },
  { name: 'fencing-end-1280-break', query: 'chapter=fencing&break=no-fencing', width: 1280, beat: 'end' },
  { name: 'crash-end-1920', query: 'chapter=crash', width: 1920, beat: 'end' },
  { name: 'notice-360', query: 'chapter=nope&speed=9', width: 360, beat: 0 },
  {
    name: 'help-800',
    query: 'chapter=ticket',
    width: 800,
    beat: 3,
    async open(page) {
      await page.getByRole('button', { name: 'Help and keyboard shortcuts' }).click();
      // The sheet's body is a chunk loaded on first opening.
      await page.getByRole('table', { name: 'Keyboard shortcuts' }).waitFor({ timeout: 20_000 });
    },
    viewportOnly: true,
  },
  {
    name: 'transcript-1280',
    query: 'chapter=crash',
    width: 1280,
    beat: 3,
    async open(page) {
      await page.getByRole('button', { name: 'Transcript' }).click();
      await page.getByRole('button', { name: 'Download captions (WebVTT)' }).waitFor({ timeout: 20_000 });
    },
    viewportOnly: true,
  },
  {
    name: 'embed-360',
    query: 'chapter=crash&break=no-fencing',
    width: 360,
    beat: 3,
    open: (page) => page.getByRole('button', { name: /Embed/ }).click(),
    viewportOnly: true,
  },
  {
    name: 'error-800-dark',
    query: 'chapter=one-key&theme=dark',
    width: 800,
    beat: null,
    before: async (page) => {
      await page.route('**/*.wasm', (route) => route.abort());
    },
    open: (page) => page.getByRole('alert').waitFor({ timeout: 20_000 }),
  },
  // The learning tools after a learner used them (as in learnShots.mts; the lab and the race are seeded).
  {
    name: 'lab-done-1280',
    query: 'chapter=lab',
    width: 1280,
    beat: 'end',
    async open(page) {
      const lab = region(page, 'Run the lab yourself');
      await lab.getByRole('button', { name: 'Run the lab' }).click();
      await lab.getByText(/^Done:/).waitFor({ timeout: 30_000 });
    },
  },
  {
    name: 'race-found-800',
    query: 'chapter=double-click',
    width: 800,
    beat: 0,
    async open(page) {
      const race = region(page, 'Find a race');
      await race.getByRole('radio', { name: /SELECT, then INSERT/ }).check();
      await race.getByRole('button', { name: 'Find a race' }).click();
      await race.getByText(/Found a race/).waitFor({ timeout: 30_000 });
    },
  },
  {
    name: 'predict-asking-360',
    query: 'chapter=crash',
    width: 360,
    beat: 0,
    async open(page) {
      await page.getByRole('button', { name: 'Predict the store' }).click();
      await page.getByRole('slider', { name: 'Timeline' }).focus();
      const question = page.getByRole('group', { name: /^Predict the store\./ });
      for (let i = 0; i < 60 && !(await question.isVisible()); i++) await page.keyboard.press('ArrowRight');
    },
  },
  {
    name: 'cloze-checked-360',
    query: 'chapter=ticket',
    width: 360,
    beat: 0,
    async open(page) {
      const cloze = region(page, 'Recall: the core of run()');
      const boxes = await cloze.getByRole('textbox').all();
      for (const [i, value] of ['NOTHING', 'changes', '409', 'done', ''].entries()) await boxes[i]!.fill(value);
      await cloze.getByRole('button', { name: 'Check my answers' }).click();
      await cloze.getByRole('button', { name: /^Hint 3/ }).click();
    },
  },
);

/** Embedded: width, height, query prefix, chapter, beat, the view's tab to open ('' for the first). */
const boxShots: [number, number, string, string, Beat, string][] = [];
for (const [width, height, prefix] of [
  [640, 360, ''],
  [320, 400, 'controls=minimal&'],
  [960, 540, ''],
  [320, 180, ''],
] as const) {
  boxShots.push(
    [width, height, prefix, 'one-key', 9, ''],
    [width, height, prefix, 'crash', 'crashed', ''],
    [width, height, prefix, 'lab', 'end', ''],
    [width, height, prefix, 'crash&theme=dark', 20, 'Tables'],
    [width, height, prefix, 'fencing', 'end', 'Try it'],
    [width, height, prefix, 'double-click', 'end', 'run()'],
  );
}

async function seek(page: Page, root: Page | Frame, beat: Beat): Promise<void> {
  const slider = root.getByRole('slider', { name: 'Timeline' });
  await slider.waitFor({ state: 'attached', timeout: 20_000 });
  await root.waitForFunction(() => !(document.querySelector('#timeline') as HTMLInputElement | null)?.disabled, undefined, { timeout: 20_000 });
  await slider.focus();
  await page.keyboard.press('Home');
  if (beat === 'end') await page.keyboard.press('End');
  else if (beat === 'crashed') {
    for (let i = 0; i < 60 && (await root.locator(".actor[data-state='crashed']").count()) === 0; i++) await page.keyboard.press('ArrowRight');
  } else for (let i = 0; i < beat; i++) await page.keyboard.press('ArrowRight');
}

/** Lets lazy parts (the learn area, the scene's views) arrive and everything settle. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await animationsFinished(page);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(500);
}

interface Styles {
  properties: string[];
  /** Each distinct computed style once: its values in `properties` order. */
  styles: string[][];
  /** Each element's path in the tree and the index of its style. */
  elements: [string, number][];
}

/**
 * Every element's computed style, and its ::before and ::after, in the page or frame `root`. A string,
 * not a function: tsx would wrap the function's inner helpers in its __name(), unknown in the page.
 */
const READ_STYLES = `(() => {
  const properties = Array.from(getComputedStyle(document.documentElement));
  const styles = [];
  const seen = new Map();
  const elements = [];
  const pathOf = (el) => {
    const parts = [];
    for (let e = el; e; e = e.parentElement) {
      const index = e.parentElement ? Array.from(e.parentElement.children).indexOf(e) : 0;
      parts.unshift(e.tagName.toLowerCase() + (e.classList.length ? '.' + Array.from(e.classList).join('.') : '') + ':' + index);
    }
    return parts.join(' > ');
  };
  for (const el of Array.from(document.querySelectorAll('*'))) {
    for (const pseudo of [null, '::before', '::after']) {
      const style = getComputedStyle(el, pseudo);
      if (pseudo && style.content === 'none') continue;
      const values = properties.map((p) => style.getPropertyValue(p));
      const key = values.join('\\u0001');
      let index = seen.get(key);
      if (index === undefined) {
        index = styles.push(values) - 1;
        seen.set(key, index);
      }
      elements.push([pathOf(el) + (pseudo ?? ''), index]);
    }
  }
  return { properties, styles, elements };
})()`;

const readStyles = (root: Page | Frame): Promise<Styles> => root.evaluate(READ_STYLES) as Promise<Styles>;

async function shoot(out: string, filter: string): Promise<void> {
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions(['--disable-features=LocalNetworkAccessChecks']));
  for (const shot of pageShots.filter((s) => s.name.includes(filter))) {
    const page = await browser.newPage({ viewport: { width: shot.width, height: 800 }, reducedMotion: shot.motion ? 'no-preference' : 'reduce' });
    await shot.before?.(page);
    await page.goto(`${APP}?${shot.query}`);
    if (shot.beat !== null) await seek(page, page, shot.beat);
    await page.locator('.learn-area').waitFor({ timeout: 10_000 }).catch(() => {});
    await shot.open?.(page);
    await settle(page);
    await page.screenshot({ path: `${out}/page-${shot.name}.png`, fullPage: !shot.viewportOnly });
    writeFileSync(`${out}/page-${shot.name}.styles.json`, JSON.stringify(await readStyles(page)));
    console.log('saved', shot.name);
    await page.close();
  }
  for (const [width, height, prefix, chapter, beat, tab] of boxShots) {
    const name = `box-${chapter.replace(/&.*=/, '-')}-${beat}${tab ? `-${tab.replace(/\W/g, '')}` : ''}-${width}x${height}${prefix ? '-minimal' : ''}`;
    if (!name.includes(filter)) continue;
    const page = await browser.newPage({ viewport: { width: width + 80, height: height + 120 }, reducedMotion: 'reduce' });
    await openShotCourse(page, COURSE, APP, width, height, `${prefix}chapter=${chapter}`);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    if (!frame) throw new Error(`${name}: no frame`);
    await seek(page, frame, beat);
    const tabButton = page.frameLocator('iframe').getByRole('tab', { name: tab });
    if (tab && !(await tabButton.waitFor({ timeout: 10_000 }).then(() => true, () => false))) {
      console.log('no tab', tab, 'in', name);
      await page.close();
      continue;
    }
    if (tab) await tabButton.click();
    await settle(page);
    await page.screenshot({ path: `${out}/${name}.png` });
    writeFileSync(`${out}/${name}.styles.json`, JSON.stringify(await readStyles(frame)));
    console.log('saved', name);
    await page.close();
  }
  await browser.close();
}

interface Png {
  width: number;
  height: number;
  data: Uint8Array;
}
// Playwright carries a PNG codec (pngjs); the project need not add one for a tool.
const { PNG } = createRequire(import.meta.url)('playwright-core/lib/utilsBundle') as { PNG: { sync: { read(buffer: Buffer): Png } } };

function compare(before: string, after: string): number {
  let differing = 0;
  for (const file of readdirSync(before).filter((f) => f.endsWith('.png')).sort()) {
    let b: Png, a: Png;
    try {
      b = PNG.sync.read(readFileSync(`${before}/${file}`));
      a = PNG.sync.read(readFileSync(`${after}/${file}`));
    } catch {
      console.log(`${file}: missing in ${after}`);
      differing++;
      continue;
    }
    if (a.width !== b.width || a.height !== b.height) {
      console.log(`${file}: size ${b.width}×${b.height} → ${a.width}×${a.height}`);
      differing++;
      continue;
    }
    let count = 0;
    let most = 0;
    let [x0, y0, x1, y1] = [Infinity, Infinity, -1, -1];
    for (let i = 0; i < b.data.length; i += 4) {
      if (b.data[i] === a.data[i] && b.data[i + 1] === a.data[i + 1] && b.data[i + 2] === a.data[i + 2] && b.data[i + 3] === a.data[i + 3]) continue;
      count++;
      for (let c = 0; c < 4; c++) most = Math.max(most, Math.abs(b.data[i + c]! - a.data[i + c]!));
      const x = (i / 4) % b.width;
      const y = Math.floor(i / 4 / b.width);
      [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
    }
    if (count > 0) {
      console.log(`${file}: ${count} pixels differ (by up to ${most} of 255), in x ${x0}–${x1}, y ${y0}–${y1}`);
      differing++;
    } else console.log(`${file}: same`);
  }
  for (const file of readdirSync(before).filter((f) => f.endsWith('.styles.json')).sort()) {
    if (!existsSync(`${after}/${file}`)) continue;
    const b = JSON.parse(readFileSync(`${before}/${file}`, 'utf8')) as Styles;
    const a = JSON.parse(readFileSync(`${after}/${file}`, 'utf8')) as Styles;
    const afterByPath = new Map(a.elements);
    const changes: string[] = [];
    for (const [path, index] of b.elements) {
      const other = afterByPath.get(path);
      if (other === undefined) {
        changes.push(`  gone: ${path}`);
        continue;
      }
      b.properties.forEach((property, i) => {
        const was = b.styles[index]![i];
        const now = a.styles[other]![a.properties.indexOf(property)];
        if (was !== now) changes.push(`  ${path}: ${property} ${was} → ${now}`);
      });
    }
    if (a.elements.length !== b.elements.length) changes.push(`  elements: ${b.elements.length} → ${a.elements.length}`);
    if (changes.length > 0) {
      console.log(`${file}: ${changes.length} computed values differ`);
      console.log(changes.slice(0, 40).join('\n'));
      differing++;
    }
  }
  return differing;
}

const [command, first = 'screenshots/style', second = ''] = process.argv.slice(2);
if (command === 'shoot') await shoot(first, second);
else if (command === 'compare') {
  const differing = compare(first, second);
  console.log(differing === 0 ? 'every picture is the same' : `${differing} pictures differ`);
  process.exitCode = differing === 0 ? 0 : 1;
} else {
  console.error('usage: styleShots.mts shoot <dir> [filter] | compare <before> <after>');
  process.exitCode = 2;
}
