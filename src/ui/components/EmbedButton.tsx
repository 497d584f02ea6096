import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { CHAPTER_IDS } from '../../core/trace';
import { embedSnippet, posterSnippet, type SnippetSettings } from '../../embed/snippet';
import type { PlayerState } from '../../player/playerState';
import { Icon } from '../Icon';
import { usePlayer } from '../playerContext';
import { Sheet } from './Sheet';

const selectSnippetSettings = (s: PlayerState) => ({
  chapter: s.chapter,
  story: s.story,
  speed: s.speed,
  captions: s.captions,
  narration: s.narration,
  breaks: s.breaks,
  chapters: s.chapters,
});

const COPY_BY_HAND = 'Select the snippet and copy it: this browser keeps the clipboard closed here.';

/**
 * The Embed button: copies the iframe snippet for what is on screen (chapter, story, settings, the
 * break-it switches on, the playlist offered) and shows it in a sheet, so it can also be copied by
 * hand where the clipboard is closed, beside the poster snippet for pages with many embeds. Both
 * point at this page's own address, read now.
 */
export function EmbedButton() {
  const { chapters, ...settings } = usePlayer(useShallow(selectSnippetSettings));
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  const ids = chapters.map((c) => c.id);
  const everyChapter = ids.join(',') === CHAPTER_IDS.join(',');
  const wanted: SnippetSettings = { ...settings, ...(everyChapter ? {} : { playlist: ids }) };
  const title = chapters.find((c) => c.id === settings.chapter)?.title ?? 'Cloakroom';
  const snippet = embedSnippet(window.location.href, wanted);
  const poster = posterSnippet(window.location.href, wanted, title);

  const copy = () => {
    setStatus('');
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) return setStatus(COPY_BY_HAND);
    clipboard.writeText(snippet).then(
      () => setStatus('Copied to the clipboard. Paste it into your course page.'),
      () => setStatus(COPY_BY_HAND),
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
        <span>Embed</span>
      </button>
      <Sheet open={open} onClose={() => setOpen(false)} title="Embed this chapter">
        <p>One iframe puts this chapter, with the story and settings on screen now, into any course page. EMBEDDING.md lists the messages it sends and takes.</p>
        <label className="embed-label" htmlFor="embed-snippet">
          Embed snippet
        </label>
        <textarea id="embed-snippet" className="embed-snippet" readOnly rows={5} value={snippet} onFocus={(e) => e.currentTarget.select()} />
        <label className="embed-label" htmlFor="embed-poster">
          Poster snippet, for a page with many embeds (nothing loads until Play is pressed)
        </label>
        <textarea id="embed-poster" className="embed-snippet" readOnly rows={3} value={poster} onFocus={(e) => e.currentTarget.select()} />
        <p className="embed-actions">
          <button type="button" className="text-button" onClick={copy}>
            Copy again
          </button>
          <span role="status" className="embed-status">
            {status}
          </span>
        </p>
      </Sheet>
    </>
  );
}
