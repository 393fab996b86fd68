/**
 * The few icons the child screen needs, as inline SVG so they render the same on every device (emoji
 * fonts are missing on some school machines).
 */
const PATHS = {
  mic: 'M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zm-7 9a7 7 0 0 0 14 0M12 19v3m-4 0h8',
  chat: 'M4 5h16v10H9l-5 4z',
  tool: 'M14 6a4 4 0 0 0 5 5l-8 8-3-3 8-8a4 4 0 0 1-2-2zM5 19l2-2',
  speaker: 'M4 9h4l5-4v14l-5-4H4zm12 0a4 4 0 0 1 0 6m2-9a8 8 0 0 1 0 12',
  pause: 'M8 5v14M16 5v14',
  lock: 'M6 11h12v10H6zm3 0V8a3 3 0 0 1 6 0v3',
  alert: 'M12 3l10 18H2zm0 7v5m0 3v.5',
  dots: 'M6 12h.5m5.5 0h.5m5.5 0h.5',
  off: 'M3 3l18 18M9 9v3a3 3 0 0 0 5 2m1-4V6a3 3 0 0 0-6-1M5 12a7 7 0 0 0 11 5m3-5a7 7 0 0 1-.5 2',
  book: 'M4 5a2 2 0 0 1 2-2h5v16H6a2 2 0 0 0-2 2zm16 0a2 2 0 0 0-2-2h-5v16h5a2 2 0 0 1 2 2z',
  ear: 'M8 9a4 4 0 1 1 8 0c0 3-3 4-3 7a3 3 0 0 1-5 1M10 10a2 2 0 0 1 4 0',
  move: 'M12 3v18M3 12h18M12 3l-3 3m3-3l3 3M12 21l-3-3m3 3l3-3M3 12l3-3m-3 3l3 3M21 12l-3-3m3 3l-3 3',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = '1em' }: { name: IconName; size?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
