import { useState } from 'react'
import { getAvatarBackground } from '../avatar/getAvatarBackground.js'

/**
 * The account's picture: its avatar image (an ENS avatar) when it has one and it loads, else one
 * drawn from the address. Decorative: the name or address is always shown beside it.
 */
export function Avatar({
  address,
  src,
  className,
}: {
  address: string
  src?: string | undefined
  className: string
}) {
  const [failed, setFailed] = useState<string | undefined>(undefined)
  if (src && failed !== src) {
    return (
      <img
        className={className}
        src={src}
        alt=""
        referrerPolicy="no-referrer"
        style={{ objectFit: 'cover' }}
        onError={() => setFailed(src)}
      />
    )
  }
  return (
    <span
      className={className}
      aria-hidden="true"
      style={{ background: getAvatarBackground(address), display: 'inline-block' }}
    />
  )
}
