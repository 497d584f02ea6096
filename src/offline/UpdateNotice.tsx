import { useStore } from 'zustand';
import { words } from '../narration/words';
import { updateOffer } from './updateOffer';

/** A new version, installed and waiting: the learner reloads into it now, or later (src/offline/updateOffer.ts). */
export function UpdateNotice() {
  const { take, declined } = useStore(updateOffer);
  if (!take || declined) return null;
  const say = words.scene.notices;
  return (
    <div className="notice" role="status">
      <p>{say.update}</p>
      <button type="button" onClick={take}>
        {say.reload}
      </button>{' '}
      <button type="button" onClick={() => updateOffer.setState({ declined: true })}>
        {say.later}
      </button>
    </div>
  );
}
