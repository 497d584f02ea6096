import { memo } from 'react';

/**
 * The player's icons as inline SVG (24×24, stroked with the text colour), so they look the same on
 * every machine — a classroom PC may have no emoji font. Icons are decoration: the button or label
 * around them carries the accessible name.
 */
const PATHS = {
  play: 'M7 4.5v15l12-7.5z',
  pause: 'M7 4.5h3.5v15H7zM13.5 4.5H17v15h-3.5z',
  stepBack: 'M6 5v14M18 5l-9 7 9 7z',
  stepForward: 'M18 5v14M6 5l9 7-9 7z',
  previousChapter: 'M5 5v14M12 5l-6 7 6 7M19 5l-6 7 6 7',
  nextChapter: 'M19 5v14M12 5l6 7-6 7M5 5l6 7-6 7',
  restart: 'M4 12a8 8 0 1 0 2.4-5.7M4 4v5h5',
  fullscreen: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  exitFullscreen: 'M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5',
  help: 'M9.2 9a3 3 0 1 1 4.3 2.7c-.9.5-1.5 1.2-1.5 2.3M12 17.5v.5M12 2.5a9.5 9.5 0 1 0 0 19 9.5 9.5 0 0 0 0-19z',
  captions: 'M3 6h18v12H3zM10.5 10.2a2.5 2.5 0 1 0 0 3.6M17.5 10.2a2.5 2.5 0 1 0 0 3.6',
  speakerOn: 'M4 9.5h3.5L12 5.5v13l-4.5-4H4zM15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11',
  speakerOff: 'M4 9.5h3.5L12 5.5v13l-4.5-4H4zM16 9.5l5 5M21 9.5l-5 5',
  transcript: 'M6 3h9l4 4v14H6zM9 10h7M9 13.5h7M9 17h4.5',
  sun: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8',
  moon: 'M20 14.5A8.5 8.5 0 1 1 9.5 4a7 7 0 0 0 10.5 10.5z',
  phone: 'M8 2.5h8a1.5 1.5 0 0 1 1.5 1.5v16a1.5 1.5 0 0 1-1.5 1.5H8A1.5 1.5 0 0 1 6.5 20V4A1.5 1.5 0 0 1 8 2.5zM10.5 18.5h3',
  network: 'M7 18a4.5 4.5 0 0 1-.6-9A6 6 0 0 1 18 9.5a4 4 0 0 1-.5 8.5z',
  worker: 'M12 3a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM5.5 21v-3.5A5 5 0 0 1 10.5 12.5h3a5 5 0 0 1 5 5V21',
  database: 'M4.5 6c0-1.7 3.4-3 7.5-3s7.5 1.3 7.5 3v12c0 1.7-3.4 3-7.5 3s-7.5-1.3-7.5-3zM4.5 6c0 1.7 3.4 3 7.5 3s7.5-1.3 7.5-3M4.5 12c0 1.7 3.4 3 7.5 3s7.5-1.3 7.5-3',
  provider: 'M3 6.5h18v11H3zM3 10h18M6.5 14.5h4',
  library: 'M4 20h16M5 20V9l7-5 7 5v11M9 20v-6h6v6M9 10.5h6',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3.5 2',
  transcriptDownload: 'M12 4v11M7.5 10.5 12 15l4.5-4.5M5 20h14',
  embed: 'M8.5 7 3.5 12l5 5M15.5 7l5 5-5 5M13.5 4.5l-3 15',
} as const;

/** The icons the player draws. */
export type IconName = keyof typeof PATHS;

/** One icon, hidden from screen readers (its button or label names it); drawn once, never again for the same props. */
export const Icon = memo(function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  const filled = name === 'play' || name === 'pause';
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={filled ? 0 : 1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
});
