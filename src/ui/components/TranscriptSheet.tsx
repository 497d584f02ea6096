import { words } from '../../narration/words';
import { sheetBodies } from '../sheets/loadSheets';
import { LoadedModule } from './LoadedModule';
import { Sheet } from './Sheet';

/** The transcript of every chapter, and the captions and chapters as WebVTT files (its body loads on first opening). */
export function TranscriptSheet({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Sheet open={open} onClose={onClose} title={words.sheets.transcript.title} className="transcript">
      <LoadedModule loader={sheetBodies} loading={words.sheets.loading}>
        {({ Transcript }) => <Transcript />}
      </LoadedModule>
    </Sheet>
  );
}
