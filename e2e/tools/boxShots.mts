/**
 * Screenshots of the player embedded in a course page at the sizes course pages give an iframe.
 * Not a test: serve dist/ on two ports (the app and the course page's origin), then
 *   npx tsx e2e/tools/boxShots.mts [filter]
 * (APP_URL, default http://127.0.0.1:4600/; COURSE_URL, default http://127.0.0.1:4601/), and open
 * the PNGs in screenshots/box/ (git-ignored). Each image is the course page: the frame and around it.
 * SHOT_QUERY adds parameters to every shot (`SHOT_QUERY=lang=es`: the box in Spanish, its tabs found
 * by their names in that language).
 */
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { chromiumLaunchOptions } from '../chromium';
import { BOX_SIZES, openShotCourse } from '../course';
import english from '../../src/narration/en/language';
import { LANGUAGE_MODULES, matchLanguage } from '../../src/narration/languages';

const APP = process.env.APP_URL ?? 'http://127.0.0.1:4600/';
const COURSE = process.env.COURSE_URL ?? 'http://127.0.0.1:4601/';
const EXTRA = process.env.SHOT_QUERY ?? '';
const OUT = EXTRA ? `screenshots/box/${EXTRA.replace(/\W+/g, '-')}` : 'screenshots/box';
const filter = process.argv[2] ?? '';

/** Chapter (with any extra parameters), the beat to show, and the view's tab to open ('' for the first). */
const chapters: [string, number | 'end', ViewName | ''][] = [
  ['ticket', 9, ''],
  ['crash', 'end', ''],
  ['lab', 'end', ''],
  ['crash&theme=dark', 20, 'tables'],
  ['fencing', 'end', 'learn'],
  ['double-click', 'end', 'run'],
];
type ViewName = keyof typeof english.words.scene.viewNames;
const lang = matchLanguage(new URLSearchParams(EXTRA).get('lang') ?? 'en') ?? 'en';
const { default: language } = await LANGUAGE_MODULES[lang]();

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions(['--disable-features=LocalNetworkAccessChecks']));
for (const [width, height, extra] of BOX_SIZES) {
  for (const [chapter, beat, tab] of chapters) {
    const name = `${chapter.replace(/&.*=/, '-')}-${beat}${tab ? `-${tab}` : ''}-${width}x${height}${extra ? '-minimal' : ''}`;
    if (!name.includes(filter)) continue;
    const page = await browser.newPage({ viewport: { width: width + 80, height: height + 120 }, reducedMotion: 'reduce' });
    await openShotCourse(page, COURSE, APP, width, height, `${extra}chapter=${chapter}${EXTRA ? `&${EXTRA}` : ''}`);
    const frame = page.frameLocator('iframe');
    const slider = frame.getByRole('slider', { name: language.words.player.timeline });
    await slider.waitFor({ state: 'attached', timeout: 20_000 });
    await page.waitForTimeout(1500);
    await slider.focus();
    if (beat === 'end') await page.keyboard.press('End');
    else for (let i = 0; i < beat; i++) await page.keyboard.press('ArrowRight');
    if (tab) await frame.getByRole('tab', { name: language.words.scene.viewNames[tab] }).click();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${OUT}/${name}.png` });
    console.log('saved', name);
    await page.close();
  }
}
await browser.close();
