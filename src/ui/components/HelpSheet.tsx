import { words } from '../../narration/words';
import { sheetBodies } from '../sheets/loadSheets';
import { LoadedModule } from './LoadedModule';
import { Sheet } from './Sheet';

/** The `?` sheet: every key the player answers to, and what the picture means (its body loads on first opening). */
export function HelpSheet({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Sheet open={open} onClose={onClose} title={words.sheets.help.title}>
      <LoadedModule loader={sheetBodies} loading={words.sheets.loading}>
        {({ HelpBody }) => <HelpBody />}
      </LoadedModule>
    </Sheet>
  );
}
