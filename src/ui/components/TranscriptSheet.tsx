import { words } from '../../narration/words';
import { SheetBody } from '../sheets/SheetBody';
import { Sheet } from './Sheet';

/** The transcript of every chapter, and the captions and chapters as WebVTT files (its body loads on first opening). */
export function TranscriptSheet({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Sheet open={open} onClose={onClose} title={words.sheets.transcript.title} className="transcript">
      <SheetBody>{({ Transcript }) => <Transcript />}</SheetBody>
    </Sheet>
  );
}
