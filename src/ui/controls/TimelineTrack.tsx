import type { ChangeEvent, CSSProperties } from 'react';
import { words } from '../../narration/words';

/** A mark under the track: a beat where the learner acted, a difference between two runs, or the first of them. */
export interface TimelineMark {
  at: number;
  kind: 'action' | 'difference' | 'first';
}

interface Props {
  value: number;
  /** How many places the track has (0: nothing to seek yet, disabled). */
  count: number;
  /** What a screen reader hears of the place: where, and what happens there. */
  valueText: string;
  marks?: readonly TimelineMark[];
  onSeek(value: number): void;
}

/**
 * The slider named "Timeline" and the place it is on ("3 / 24"): the player's over a chapter's beats
 * (TimelineSlider), a comparison's over its steps. Marks sit under the track, clear of the thumb.
 */
export function TimelineTrack({ value, count, valueText, marks, onSeek }: Props) {
  const last = Math.max(0, count - 1);
  const at = (n: number) => `${last === 0 ? 0 : (n / last) * 100}%`;
  return (
    <div className="timeline">
      <label htmlFor="timeline" className="sr-only">
        {words.player.timeline}
      </label>
      <div className="timeline-track">
        <input
          id="timeline"
          type="range"
          min={0}
          max={last}
          step={1}
          value={Math.min(value, last)}
          disabled={count === 0}
          aria-valuetext={valueText}
          onChange={(e: ChangeEvent<HTMLInputElement>) => onSeek(Number(e.target.value))}
          style={{ '--fill': at(value) } as CSSProperties}
        />
        {marks?.map((m) => (
          <span key={`${m.kind}${m.at}`} className="timeline-mark" data-kind={m.kind} aria-hidden="true" style={{ left: at(m.at) }} />
        ))}
      </div>
      {/* As wide as its widest place ("24 / 24", never drawn): the count's width does not change
          as it moves, so a seek does not lay the whole row out again around it. */}
      <span className="beat-count" aria-hidden="true">
        <span>{count === 0 ? '–' : words.player.beatCount(value + 1, count)}</span>
        <span className="beat-count-widest">{words.player.beatCount(count, count)}</span>
      </span>
    </div>
  );
}
