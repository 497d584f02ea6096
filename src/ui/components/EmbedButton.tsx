import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { CHAPTER_IDS } from '../../core/trace';
import { embedSnippet, posterSnippet, type SnippetSettings } from '../../embed/snippet';
import type { PlayerState } from '../../player/playerState';
import { chapterInfo } from '../../narration/chapters';
import { Icon } from '../Icon';
import { usePlayer } from '../playerContext';
import { Sheet } from './Sheet';
import { words } from '../../narration/words';

const selectSnippetSettings = (s: PlayerState) => ({
  chapter: s.chapter,
  story: s.story,
  speed: s.speed,
  captions: s.captions,
  narration: s.narration,
  breaks: s.breaks,
  chapters: s.chapters,
});

/**
 * The Embed button: copies the iframe snippet for what is on screen (chapter, story, settings, the
 * break-it switches on, the playlist offered) and shows it in a sheet, so it can also be copied by
 * hand where the clipboard is closed, beside the poster snippet for pages with many embeds. Both
 * point at this page's own address, read now.
 */
export function EmbedButton() {
  const t = words.sheets.embed;
  const { chapters, ...settings } = usePlayer(useShallow(selectSnippetSettings));
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  const everyChapter = chapters.join(',') === CHAPTER_IDS.join(',');
  // A learner's own scene travels in the page's address (scene=): the snippet carries it too.
  const scene = settings.chapter === 'sandbox' ? (new URL(window.location.href).searchParams.get('scene') ?? undefined) : undefined;
  const wanted: SnippetSettings = { ...settings, ...(everyChapter ? {} : { playlist: chapters }), ...(scene ? { scene } : {}) };
  const title = chapters.includes(settings.chapter) ? chapterInfo(settings.chapter).title : t.untitled;
  const snippet = embedSnippet(window.location.href, wanted);
  const poster = posterSnippet(window.location.href, wanted, title);

  const copy = () => {
    setStatus('');
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) return setStatus(t.copyByHand);
    clipboard.writeText(snippet).then(
      () => setStatus(t.copied),
      () => setStatus(t.copyByHand),
    );
  };

  return (
    <>
      <button
        type="button"
        className="icon-button text-button"
        onClick={() => {
          setOpen(true);
          copy();
        }}
      >
        <Icon name="embed" />
        <span>{t.button}</span>
      </button>
      <Sheet open={open} onClose={() => setOpen(false)} title={t.title}>
        <p>{t.intro}</p>
        <label className="embed-label" htmlFor="embed-snippet">
          {t.snippet}
        </label>
        <textarea id="embed-snippet" className="embed-snippet" readOnly rows={5} value={snippet} onFocus={(e) => e.currentTarget.select()} />
        <label className="embed-label" htmlFor="embed-poster">
          {t.poster}
        </label>
        <textarea id="embed-poster" className="embed-snippet" readOnly rows={3} value={poster} onFocus={(e) => e.currentTarget.select()} />
        <p className="embed-actions wrap-row">
          <button type="button" className="text-button" onClick={copy}>
            {t.copyAgain}
          </button>
          <span role="status" className="embed-status">
            {status}
          </span>
        </p>
      </Sheet>
    </>
  );
}
