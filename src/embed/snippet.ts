import type { ChapterId, StoryId } from '../core/trace';

/** What the Embed button copies: the player's current chapter, story and settings. */
export interface SnippetSettings {
  chapter: ChapterId;
  story: StoryId;
  speed: number;
  captions: boolean;
  narration: boolean;
  breaks?: readonly string[];
}

/**
 * The iframe snippet for a course page, pointing at `appUrl` (where this page is served). Only
 * settings that differ from the defaults go into the URL, so the snippet stays short; the
 * auto-resize script comes along (see EMBEDDING.md).
 */
export function embedSnippet(appUrl: string, settings: SnippetSettings): string {
  const base = new URL(appUrl);
  base.search = '';
  base.hash = '';
  const src = new URL(base.href);
  src.searchParams.set('chapter', settings.chapter);
  if (settings.story !== 'payflow') src.searchParams.set('story', settings.story);
  if (settings.speed !== 1) src.searchParams.set('speed', String(settings.speed));
  if (!settings.captions) src.searchParams.set('captions', '0');
  if (settings.narration) src.searchParams.set('narration', '1');
  if (settings.breaks && settings.breaks.length > 0) src.searchParams.set('break', settings.breaks.join(','));
  const script = new URL('embed.js', base).href;
  return [
    `<iframe src="${escapeAttribute(src.href)}" title="Cloakroom: idempotency keys, explained with a real store"`,
    `        style="width:100%;height:640px;border:0" allow="fullscreen" loading="lazy"></iframe>`,
    `<script src="${escapeAttribute(script)}" defer></script>`,
  ].join('\n');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
