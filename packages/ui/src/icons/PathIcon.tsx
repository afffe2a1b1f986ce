/**
 * A decorative icon drawn from one outline path on the 24 × 24 grid, as `Icon` draws its own: for
 * icons only a lazy chunk uses, whose paths then load with it.
 */
export function PathIcon({ d, mirror = false }: { d: string; mirror?: boolean }) {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={mirror ? 'mirror' : undefined}
    >
      <path d={d} />
    </svg>
  )
}
