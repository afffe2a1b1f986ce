import { getAvatarBackground } from '../avatar/getAvatarBackground.js'

/** A picture drawn from the address (decorative: the address is always shown beside it). */
export function Avatar({ address, className }: { address: string; className: string }) {
  return (
    <span
      className={className}
      aria-hidden="true"
      style={{ background: getAvatarBackground(address), display: 'inline-block' }}
    />
  )
}
