/** Outline paths of the modal's icons, drawn on a 24 × 24 grid. */
const iconPaths = {
  close: 'M6 6l12 12M18 6L6 18',
  back: 'M15 5l-7 7 7 7',
  chevron: 'M9 5l7 7-7 7',
  copy: 'M9 9h10v10H9zM5 15V5h10',
  external: 'M14 5h5v5M19 5l-8 8M17 14v5H5V7h5',
  check: 'M5 12.5l4.5 4.5L19 7',
  error: 'M12 7v6M12 16.5v.5M12 3a9 9 0 100 18 9 9 0 000-18z',
  wallet: 'M4 7h15a1 1 0 011 1v10a1 1 0 01-1 1H4zM4 7V6a1 1 0 011-1h11M16 13h.5',
  grid: 'M5 5h5v5H5zM14 5h5v5h-5zM5 14h5v5H5zM14 14h5v5h-5z',
  disconnect: 'M10 5H5v14h5M15 8l4 4-4 4M19 12H9',
  retry: 'M19 12a7 7 0 11-2.05-4.95M19 4v4h-4',
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
  link: 'M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1',
} as const

export type IconName = keyof typeof iconPaths

/** Icons that point along the reading direction: mirrored right to left (`.mirror`). */
const directional: ReadonlySet<IconName> = new Set(['back', 'chevron'])

/** A decorative inline SVG icon (hidden from assistive technology; the control carries the name). */
export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={directional.has(name) ? 'mirror' : undefined}
    >
      <path d={iconPaths[name]} />
    </svg>
  )
}
