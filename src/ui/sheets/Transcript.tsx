import { useEffect } from 'react';
import { captionOf, onScreenMs } from '../../narration/captionOf';
import { chapterInfo } from '../../narration/chapters';
import { lessonCues, toWebVTT, type TimedChapter } from '../../narration/webvtt';
import type { PlayerState } from '../../player/playerState';
import { selectChapters, selectStory, selectTraces } from '../../player/selectors';
import { usePlayer, usePlayerActions } from '../playerContext';
import { language } from '../../narration/language';
import { words } from '../../narration/words';
import { phrased } from '../components/phrased';

/**
 * The transcript sheet's body: every chapter's captions, and the captions and chapters as WebVTT
 * files. Mounted only while the sheet is open (captions for every beat are not worth computing
 * unseen), it builds the chapters not built yet, one after another.
 */
export function Transcript() {
  const chapters = usePlayer(selectChapters);
  const traces = usePlayer(selectTraces);
  const story = usePlayer(selectStory);
  const { loadTrace } = usePlayerActions();
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      for (const chapter of chapters) {
        if (cancelled) return;
        await loadTrace(chapter);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [chapters, loadTrace]);
  const timed = timedChapters({ chapters, traces, story });
  const t = words.sheets.transcript;
  return (
    <>
      <div className="downloads">
        {timed ? (
          <>
            {/* In the language on screen; the file's name says which. */}
            <DownloadButton name={`cloakroom-${story}-${language().id}-captions.vtt`} text={() => toWebVTT(lessonCues(timed).captions)} label={t.downloadCaptions} />
            <DownloadButton name={`cloakroom-${story}-${language().id}-chapters.vtt`} text={() => toWebVTT(lessonCues(timed).chapters)} label={t.downloadChapters} />
          </>
        ) : (
          <p className="muted" role="status">
            {t.runningAll}
          </p>
        )}
      </div>
      {chapters.map((chapter, index) => {
        const slot = traces[chapter];
        return (
          <section key={chapter} className="transcript-chapter">
            <h3>{words.player.numbered(index + 1, chapterInfo(chapter).title)}</h3>
            {slot?.status === 'ready' ? (
              <ol>
                {slot.trace.beats.map((beat) => (
                  <li key={beat.index}>
                    {phrased(captionOf(story, beat))}
                  </li>
                ))}
              </ol>
            ) : (
              <p className="muted">{slot?.status === 'error' ? words.problems.say(slot.problem) : t.running}</p>
            )}
          </section>
        );
      })}
    </>
  );
}

/** Every chapter with its captions and 1× durations, once every Trace is built. */
function timedChapters({ chapters, traces, story }: Pick<PlayerState, 'chapters' | 'traces' | 'story'>): TimedChapter[] | undefined {
  const out: TimedChapter[] = [];
  for (const chapter of chapters) {
    const slot = traces[chapter];
    if (slot?.status !== 'ready') return undefined;
    out.push({
      id: chapter,
      title: chapterInfo(chapter).title,
      beats: slot.trace.beats.map((beat) => ({ text: captionOf(story, beat), durationMs: onScreenMs(story, beat, 1) })),
    });
  }
  return out;
}

function DownloadButton({ name, text, label }: { name: string; text: () => string; label: string }) {
  const download = () => {
    const url = URL.createObjectURL(new Blob([text()], { type: 'text/vtt' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <button type="button" onClick={download}>
      {label}
    </button>
  );
}
