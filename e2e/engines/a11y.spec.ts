import { axeViolations } from '../a11y/axe';
import type { Driver } from './driver';
import { expect, test, type Site } from './fixtures';

// axe (WCAG 2.2 A and AA, best practices, every impact) in Firefox and WebKit, on three pages of those
// e2e/a11y/axe.spec.ts checks in Chromium: a chapter's busy beat, the lab's tables, a learner's scene
// with a broken Check. Each engine computes roles, names and colours its own way.

const TIMELINE = { role: 'slider', name: 'Timeline' };
const DOUBLE_CHARGE = encodeURIComponent('v1; payflow sandbox; paycoKey off; order @1; crash worker-1 save; wait @6s; tap 1 @6001');

const PAGES: { name: string; query: string; toEnd?: boolean }[] = [
  { name: 'the crash chapter as Worker 2 lies dead holding the key', query: 'chapter=crash&beat=9' },
  { name: 'the lab chapter at its last beat', query: 'chapter=lab', toEnd: true },
  { name: 'a learner’s scene with a broken Check, at its end', query: `chapter=sandbox&scene=${DOUBLE_CHARGE}`, toEnd: true },
];

async function open(browser: Driver, site: Site, query: string, toEnd: boolean): Promise<void> {
  await browser.goto(site.app(`?${query}`));
  await expect.poll(() => browser.attribute(TIMELINE, 'disabled'), { timeout: 30_000 }).toBeNull();
  if (!toEnd) return;
  // A scene= replaces the blank sandbox once it has run: its Timeline has more than one beat.
  await expect.poll(async () => Number(await browser.attribute(TIMELINE, 'max')), { timeout: 30_000 }).toBeGreaterThan(1);
  await browser.focus(TIMELINE);
  await browser.press('End');
  const last = await browser.attribute(TIMELINE, 'max');
  await expect.poll(() => browser.value(TIMELINE)).toBe(last);
}

for (const page of PAGES) {
  test(`axe finds no violation of any impact: ${page.name}`, async ({ driver: browser, site, engine }) => {
    test.skip(engine === 'chromium', 'Chromium runs axe on every page in e2e/a11y/axe.spec.ts');
    await open(browser, site, page.query, page.toEnd ?? false);
    expect(await axeViolations((expression) => browser.run(expression))).toEqual([]);
  });
}
