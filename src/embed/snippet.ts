import type { ChapterId, StoryId } from '../core/trace';
import { words } from '../narration/words';

/** What the Embed button copies: the player's current chapter, story and settings. */
export interface SnippetSettings {
  chapter: ChapterId;
  story: StoryId;
  speed: number;
  captions: boolean;
  narration: boolean;
  breaks?: readonly string[];
  /** The playlist (`chapters=`), when the player offers fewer chapters than all, or in another order. */
  playlist?: readonly string[];
  /** A learner's own scene in its text form (`scene=`), when the sandbox chapter shows one. */
  scene?: string;
}

/**
 * The player's address for `settings`, at `appUrl` (where this page is served, read at run time).
 * Only settings that differ from the defaults go into it, so a snippet stays short.
 */
export function playerUrl(appUrl: string, settings: SnippetSettings): URL {
  const src = appBase(appUrl);
  if (settings.playlist && settings.playlist.length > 0) src.searchParams.set('chapters', settings.playlist.join(','));
  src.searchParams.set('chapter', settings.chapter);
  if (settings.story !== 'payflow') src.searchParams.set('story', settings.story);
  if (settings.speed !== 1) src.searchParams.set('speed', String(settings.speed));
  if (!settings.captions) src.searchParams.set('captions', '0');
  if (settings.narration) src.searchParams.set('narration', '1');
  if (settings.breaks && settings.breaks.length > 0) src.searchParams.set('break', settings.breaks.join(','));
  if (settings.scene) src.searchParams.set('scene', settings.scene);
  return src;
}

/**
 * The iframe snippet for a course page: the player at `appUrl` with `settings`, in a 16:9 box (the
 * player fits any box), and the script that sizes it to its natural height (see EMBEDDING.md).
 */
export function embedSnippet(appUrl: string, settings: SnippetSettings): string {
  return [
    `<iframe src="${escapeAttribute(playerUrl(appUrl, settings).href)}" title="${escapeAttribute(words.sheets.embed.frameTitle)}"`,
    `        style="width:100%;aspect-ratio:16/9;border:0" allow="fullscreen" loading="lazy"></iframe>`,
    scriptTag(appUrl),
  ].join('\n');
}

/**
 * The poster snippet, for a page with many embeds: a link that embed.js turns into a poster, and
 * that loads its player only when pressed (see EMBEDDING.md, "posters"). `title` is the link's text.
 */
export function posterSnippet(appUrl: string, settings: SnippetSettings, title: string): string {
  return [`<a data-cloakroom href="${escapeAttribute(playerUrl(appUrl, settings).href)}">${escapeText(title)}</a>`, scriptTag(appUrl)].join('\n');
}

function appBase(appUrl: string): URL {
  const base = new URL(appUrl);
  base.search = '';
  base.hash = '';
  return base;
}

function scriptTag(appUrl: string): string {
  return `<script src="${escapeAttribute(new URL('embed.js', appBase(appUrl)).href)}" defer></script>`;
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
