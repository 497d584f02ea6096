import { selectScene } from '../../player/selectors';
import { usePlayer, usePlayerActions } from '../playerContext';
import './SceneBanner.css';
import { words } from '../../narration/words';

/** While an extra scene plays (a race found, one lab order), says so, with the way back to the chapter. */
export function SceneBanner() {
  const scene = usePlayer(selectScene);
  const { closeScene } = usePlayerActions();
  if (!scene) return null;
  return (
    <div className="scene-banner wrap-row" role="status">
      <span>
        <b>{words.scene.playing}</b> {scene.title}
      </span>
      <button type="button" onClick={closeScene}>
        {words.scene.backToChapter}
      </button>
    </div>
  );
}
