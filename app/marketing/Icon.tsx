// In-house line icons (24 × 24, stroked in the current colour). Decorative: the text beside each
// icon carries the meaning, so they are hidden from screen readers.
const paths = {
  strategy:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-4a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0-4a1 1 0 1 0 0-2 1 1 0 0 0 0 2Zm0-1 7-7m-2 0h2v2',
  content: 'M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4Zm9-13 4 4M13 20h7',
  compliance: 'M12 3 5 6v5c0 4.5 2.9 8.4 7 10 4.1-1.6 7-5.5 7-10V6l-7-3Zm-3 9 2 2 4-4',
  social: 'M4 5h16v11H9l-5 4V5Zm4 5h8M8 13h5',
  email: 'M3 6h18v12H3V6Zm0 1 9 6 9-6',
  article: 'M6 3h9l3 3v15H6V3Zm3 6h6m-6 4h6m-6 4h4',
  landing: 'M3 5h18v14H3V5Zm0 4h18M7 13h6m-6 3h4',
  salesAid: 'M7 3h10a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm3 15h4M9 8h6m-6 3h6',
  display: 'M3 6h18v12H3V6Zm4 9 3-3 3 3 2-2 2 2',
  patient: 'M3 6l6-2 6 2 6-2v14l-6 2-6-2-6 2V6Zm6-2v14m6-12v14',
  video: 'M3 6h12v12H3V6Zm12 4 6-3v10l-6-3',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4l3 2',
  lock: 'M6 11h12v10H6V11Zm2 0V8a4 4 0 1 1 8 0v3m-4 4v2',
  shield: 'M12 3 5 6v5c0 4.5 2.9 8.4 7 10 4.1-1.6 7-5.5 7-10V6l-7-3Zm-3 9 2 2 4-4',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9',
  arrow: 'M5 12h14m-5-5 5 5-5 5',
  check: 'M5 12l4 4 10-10',
} as const

export type IconName = keyof typeof paths

export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`shrink-0 ${className}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  )
}
