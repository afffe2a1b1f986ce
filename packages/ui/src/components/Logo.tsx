import { useState } from 'react'

export type LogoProps = {
  src?: string | undefined
  name: string
  /** Empty when a visible name sits beside the logo (the image is then decorative). */
  alt?: string | undefined
  size?: 'normal' | 'large' | undefined
  round?: boolean | undefined
  /** 'lazy' waits until the image scrolls near the viewport. */
  loading?: 'eager' | 'lazy' | undefined
}

/** A wallet or network image; the name's first letter stands in when there is none or it fails. */
export function Logo({ src, name, alt = '', size = 'normal', round = false, loading }: LogoProps) {
  const [failed, setFailed] = useState(false)
  const className = `logo${size === 'large' ? ' large' : ''}${round ? ' round' : ''}`
  if (src && !failed) {
    return (
      <img
        className={className}
        src={src}
        alt={alt}
        loading={loading}
        onError={() => setFailed(true)}
      />
    )
  }
  const initial = name.slice(0, 1).toUpperCase()
  return alt ? (
    <span className={className} role="img" aria-label={alt}>
      {initial}
    </span>
  ) : (
    <span className={className} aria-hidden="true">
      {initial}
    </span>
  )
}
