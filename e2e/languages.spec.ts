import '../src/narration/en/activate';
import { expect, test, type Page } from '@playwright/test';
import { holdRequests, openPlayer } from './helpers';
import { buildChapter } from '../src/core/scenarios';
import { loadSqlJs } from '../src/core/sqlite';
import { CHAPTER_IDS, STORY_IDS } from '../src/core/trace';
import { captionOf } from '../src/narration/captionOf';
import english from '../src/narration/en/language';
import spanish from '../src/narration/es/language';
import { inLanguage } from '../src/narration/language';
import { loadEveryStory } from '../src/narration/storyCaptions';

// The expected Spanish captions are worded here in Node, from Spanish's own story chunks.
await loadEveryStory(spanish);

const es = spanish.words;

/** Opens the player in Spanish and waits for its Timeline, by its Spanish name. */
async function openInSpanish(page: Page, query: string) {
  await page.goto(`/?lang=es&${query}`);
  const timeline = page.getByRole('slider', { name: es.player.timeline });
  await expect(timeline).toBeEnabled({ timeout: 20_000 });
  return timeline;
}

test('?lang=es plays a chapter in Spanish: the page’s language, the controls’ names, and each caption as the real scene words it', async ({ page }) => {
  const timeline = await openInSpanish(page, 'chapter=ticket');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('button', { name: es.player.play, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: es.player.stepForward })).toBeVisible();
  await expect(page.getByRole('combobox', { name: es.player.language })).toHaveValue('es');
  const trace = await buildChapter(await loadSqlJs(), { chapter: 'ticket', story: 'payflow', breaks: [], seed: 1 });
  const captions = page.getByRole('region', { name: es.player.captions });
  await timeline.focus();
  for (const beat of trace.beats.slice(0, 5)) {
    await expect(timeline).toHaveValue(String(beat.index));
    const spoken = inLanguage(spanish, () => captionOf('payflow', beat));
    expect(spoken).not.toBe(captionOf('payflow', beat)); // Spanish, not English
    await expect(captions).toHaveText(spoken);
    await page.keyboard.press('ArrowRight');
  }
  // The rows stay the store's own: identifiers are never translated.
  const keys = page.getByRole('table', { name: 'idempotency_keys' });
  await expect(keys.getByRole('columnheader', { name: 'status' })).toBeVisible();
  await expect(keys).toContainText('phone:k-e515');
});

test('the language menu switches in place: the beat stays, the words change, the address remembers', async ({ page }) => {
  await page.goto('/?chapter=crash');
  const timeline = page.getByRole('slider', { name: english.words.player.timeline });
  await expect(timeline).toBeEnabled({ timeout: 20_000 });
  await timeline.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(timeline).toHaveValue('3');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  const spanishTimeline = page.getByRole('slider', { name: es.player.timeline });
  await expect(spanishTimeline).toHaveValue('3');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(spanish.chapters.crash.title);
  const trace = await buildChapter(await loadSqlJs(), { chapter: 'crash', story: 'payflow', breaks: [], seed: 1 });
  await expect(page.getByRole('region', { name: es.player.captions })).toHaveText(inLanguage(spanish, () => captionOf('payflow', trace.beats[3]!)));
  expect(new URL(page.url()).searchParams.get('lang')).toBe('es');
  await page.reload();
  await expect(page.getByRole('slider', { name: es.player.timeline })).toBeEnabled({ timeout: 20_000 });
  // And back: English again, same place.
  await page.getByRole('combobox', { name: es.player.language }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(english.chapters.crash.title);
});

test('a scene= the parser refused is said again in the new language after a switch', async ({ page }) => {
  await page.goto('/?chapter=sandbox&scene=garbage');
  const notice = page.getByRole('status').filter({ hasText: 'scene=' });
  await expect(notice).toContainText('a scene Cloakroom can read: statement 1', { timeout: 20_000 });
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(notice).toContainText('una escena que Cloakroom pueda leer: sentencia 1');
  await expect(notice).toContainText('se usa la escena propia del capítulo');
  await expect(notice).not.toContainText('a scene Cloakroom can read');
});

test('an unknown lang= is named in the notice, and the page speaks English', async ({ page }) => {
  await page.goto('/?lang=klingon&chapter=ticket');
  await expect(page.getByRole('status').filter({ hasText: 'lang=' })).toContainText('lang=“klingon” is not one of en, es, en-XA');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('standalone, the browser’s language chooses', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'es-MX' });
  const page = await context.newPage();
  await page.goto('/?chapter=ticket');
  await expect(page.getByRole('slider', { name: es.player.timeline })).toBeEnabled({ timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await context.close();
});

/**
 * Every piece of text a learner meets on the page, seen or heard: text outside code, and the names
 * and values that assistive technology reads.
 */
async function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement!.closest('code, pre, kbd, samp, script, style, noscript, [translate="no"]')) continue;
      const text = node.textContent!.trim();
      if (text) out.push(text);
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [aria-valuetext]')) {
      // A table is named by its SQL table's name, an identifier shown in its caption's code.
      if (el.tagName === 'TABLE') continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'aria-valuetext']) {
        const value = el.getAttribute(name);
        if (value) out.push(value);
      }
    }
    return out;
  });
}

/** Identifiers and names that stay as they are in every language. */
const KEPT = /^(?:PayCo|PayFlow|SQLite|Cloakroom|JavaScript|Web|Worker|Bearer|GC|run\(\)|ms|s|min|h)$/;
/** Words of English that no Spanish (or pseudo) sentence has. */
const ENGLISH = new Set(
  'the and with answer answers request requests worker workers charge charged charges retry attempt attempts order orders saved save lock locked beat beats chapter chapters play pause step next previous caption captions store shop phone library loan loans none row rows waiting holds broken checks what happens your try when will who this that from for not nothing free empty story language transcript embed help speed of is are was gets got takes took back again first second only one two'.split(' '),
);

/** The words of `text` that are English: identifiers (digits, `_`, `-`, `:`, capitals inside) and bracketed pseudo text aside. */
function englishIn(text: string, pseudo: boolean): string[] {
  const plain = pseudo ? text.replace(/\[[^\]]*\]/g, ' ') : text;
  return plain
    .split(/[\s,;.!?()«»“”"’'·…—–]+/)
    .filter((word) => word !== '' && !/[\d_:=/-]|[a-z][A-Z]|^[A-Z]{2,}/.test(word) && !KEPT.test(word))
    .filter((word) => (pseudo ? /^[A-Za-z]{3,}$/.test(word) : ENGLISH.has(word.toLowerCase())));
}

/** The top bar's menu that offers `value` (a chapter or story id: the ids are the same in every language). */
const menuWith = (page: Page, value: string) => page.getByRole('combobox').filter({ has: page.locator(`option[value="${value}"]`) });

// One page load per language: the story and then every chapter are chosen from the menus, as a learner
// does, and each chapter's page is read at its first and last beat.
for (const [lang, stories] of [['es', STORY_IDS], ['en-XA', ['payflow']]] as const) {
  test(`no English is left on the ${lang} page of any chapter, at its first and last beat`, async ({ page }) => {
    test.setTimeout(120_000);
    const left: string[] = [];
    await page.goto(`/?lang=${lang}&story=${stories[0]}&chapter=${CHAPTER_IDS[0]}`);
    const timeline = page.getByRole('slider').first();
    for (const story of stories) {
      await menuWith(page, story).selectOption(story);
      for (const chapter of CHAPTER_IDS) {
        await menuWith(page, chapter).selectOption(chapter);
        await expect(timeline).toBeEnabled({ timeout: 20_000 });
        await timeline.focus();
        for (const key of ['Home', 'End']) {
          await page.keyboard.press(key);
          if (key === 'End') await expect(timeline).toHaveValue(String(await timeline.getAttribute('max')));
          else await expect(timeline).toHaveValue('0');
          for (const text of await pageTexts(page)) {
            const words = englishIn(text, lang === 'en-XA');
            if (words.length) left.push(`${story}/${chapter} (${key}): ${words.join(', ')} — “${text.slice(0, 120)}”`);
          }
        }
      }
    }
    expect([...new Set(left)]).toEqual([]);
  });
}

test('a language that arrives after the keyboard moved on leaves the focus where it went, in the new words, never on the body', async ({ page }) => {
  await page.goto('/?chapter=crash');
  await expect(page.getByRole('slider', { name: english.words.player.timeline })).toBeEnabled({ timeout: 20_000 });
  // Spanish's chunks (its words, its story's captions) are held until the focus has moved on.
  const { release, asked } = await holdRequests(page, '**/assets/*.js');
  const menu = page.getByRole('combobox', { name: english.words.player.language });
  await menu.focus();
  // Every frame from here, whether the page's body has the focus (a tree drawn anew drops it there).
  await page.evaluate(() => {
    const w = window as unknown as { framesOnBody: number };
    w.framesOnBody = 0;
    const look = () => {
      if (document.activeElement === document.body) w.framesOnBody++;
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await menu.selectOption('es');
  await expect.poll(asked).toBeGreaterThan(0);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: english.words.player.transcript })).toBeFocused();
  release();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('button', { name: es.player.transcript })).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { framesOnBody: number }).framesOnBody)).toBe(0);
});

/** Opens `chapter`, picks Spanish from the menu and holds its chunks on their way; returns what lets them land. */
async function askSpanishHeld(page: Page, chapter: string): Promise<() => void> {
  await openPlayer(page, `chapter=${chapter}`);
  const { release, asked } = await holdRequests(page, '**/assets/*.js');
  await page.getByRole('combobox', { name: english.words.player.language }).selectOption('es');
  await expect.poll(asked).toBeGreaterThan(0);
  return release;
}

test('a sheet opened while another language is on its way stays open when the new words land, and speaks them', async ({ page }) => {
  // Spanish's chunks are held until the learner has opened the transcript.
  const release = await askSpanishHeld(page, 'ticket');
  await page.getByRole('button', { name: english.words.player.transcript }).click();
  await expect(page.getByRole('dialog', { name: english.words.sheets.transcript.title })).toBeVisible();
  release();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('dialog', { name: es.sheets.transcript.title })).toBeVisible();
});

test('a language that lands in fullscreen leaves the learner in fullscreen, on the control they were on, in sight', async ({ page }) => {
  // Spanish's chunks are held until the learner has gone fullscreen and moved on to Captions.
  const release = await askSpanishHeld(page, 'your-turn');
  const captionsButton = page.getByRole('button', { name: english.words.player.captions });
  await captionsButton.focus();
  await page.keyboard.press('f');
  await expect(page.getByRole('button', { name: english.words.player.exitFullscreen })).toBeVisible();
  await captionsButton.focus();
  release();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('button', { name: es.player.exitFullscreen })).toBeVisible();
  expect(await page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  const focused = page.getByRole('button', { name: es.player.captions });
  await expect(focused).toBeFocused();
  await expect(focused).toBeInViewport();
});
