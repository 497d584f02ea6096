import { Announcements } from './announce/Announcements';
import { CaptionsRegion } from './components/CaptionsRegion';
import { ChapterStrip } from './controls/ChapterStrip';
import { PlayerControls } from './PlayerControls';
import type { SceneLayoutProps } from './sceneParts';

/** What both layouts put under the stage: the caption (with a prediction's prompt), the announcer's live region, the controls and the chapter strip. */
export function SceneFooter({ full, book, learn, fullscreen, onToggleFullscreen }: Pick<SceneLayoutProps, 'full' | 'book' | 'learn' | 'fullscreen' | 'onToggleFullscreen'>) {
  return (
    <>
      <div className="caption-stack">
        <CaptionsRegion />
        <Announcements />
        {learn && <learn.LearnPrompt book={book} />}
      </div>
      <PlayerControls full={full} fullscreen={fullscreen} onToggleFullscreen={onToggleFullscreen} />
      {full && <ChapterStrip />}
    </>
  );
}
