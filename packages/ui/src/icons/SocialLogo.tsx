import type { SocialProvider } from '@airlock/core'
import type { ReactNode } from 'react'

/**
 * The sign-in providers' marks, drawn for Airlock on a 24 × 24 grid (simplified shapes in the
 * brands' colours, not the brands' own files). Decorative: the button around one carries the name.
 */
const marks: Record<SocialProvider, ReactNode> = {
  // A "G" of four arcs and a bar.
  google: (
    <g fill="none" strokeWidth="3.5">
      <path d="M16.95 7.05A7 7 0 0 0 5.42 9.61" stroke="#EA4335" />
      <path d="M5.42 9.61A7 7 0 0 0 5.42 14.39" stroke="#FBBC05" />
      <path d="M5.42 14.39A7 7 0 0 0 16.95 16.95" stroke="#34A853" />
      <path d="M16.95 16.95A7 7 0 0 0 19 12H12" stroke="#4285F4" />
    </g>
  ),
  // A cat's head with two ears on a dark disc.
  github: (
    <>
      <circle cx="12" cy="12" r="11" fill="#24292F" />
      <path
        d="M7 16.5V10l.6-3.6 2.6 2h3.6l2.6-2L17 10v6.5c0 1-.8 1.5-1.8 1.5H8.8c-1 0-1.8-.5-1.8-1.5z"
        fill="#fff"
      />
      <path d="M10 13v1M14 13v1" stroke="#24292F" strokeWidth="1.4" strokeLinecap="round" />
    </>
  ),
  // An apple with a leaf and a bite.
  apple: (
    <path
      d="M12 8.2c-1.4-.9-3.8-1-5.1.6-1.5 1.9-1.1 5.3.4 7.8.9 1.4 1.9 2.6 3 2.6.8 0 1.1-.5 1.7-.5s.9.5 1.7.5c1.1 0 2.1-1.2 3-2.6.5-.8.9-1.6 1.1-2.4-1.6-.7-2.4-2.2-2.2-3.8.1-1.1.8-2 1.6-2.5-1.3-1.5-3.6-1.5-5.2.3zM12.3 7.3c0-1.6 1.1-3 2.8-3.4.1 1.7-1 3.2-2.8 3.4z"
      fill="currentColor"
    />
  ),
  // A lowercase "f" on a blue disc.
  facebook: (
    <>
      <circle cx="12" cy="12" r="11" fill="#1877F2" />
      <path
        d="M15.5 7.5h-1.7a2.3 2.3 0 0 0-2.3 2.3V22.6M8.8 12.8h6"
        fill="none"
        stroke="#fff"
        strokeWidth="2.3"
      />
    </>
  ),
  // A heavy and a light stroke crossing.
  x: (
    <>
      <path d="M4 4h4.6L20 20h-4.6z" fill="currentColor" />
      <path d="M19.4 4l-6.2 7M10.8 13 4.6 20" stroke="currentColor" strokeWidth="1.7" />
    </>
  ),
  // A round game pad with two eyes.
  discord: (
    <>
      <path
        d="M6.2 7.4C7.9 6.4 9.4 6 10.3 5.9l.5 1h2.4l.5-1c.9.1 2.4.5 4.1 1.5 1.6 2.6 2.3 5.6 2 8.8-1.5 1.1-3 1.8-4.4 2.2l-.9-1.5c.6-.2 1.1-.5 1.6-.8l-.4-.3c-2.5 1.2-5.1 1.2-7.6 0l-.4.3c.5.3 1 .6 1.6.8l-.9 1.5c-1.4-.4-2.9-1.1-4.4-2.2-.3-3.2.4-6.2 2-8.8z"
        fill="#5865F2"
      />
      <circle cx="9.5" cy="12.8" r="1.4" fill="#fff" />
      <circle cx="14.5" cy="12.8" r="1.4" fill="#fff" />
    </>
  ),
  // An arch on a purple rounded square.
  farcaster: (
    <>
      <rect x="1" y="1" width="22" height="22" rx="5" fill="#855DCD" />
      <path d="M6 7h12v11h-2.5v-5a3.5 3.5 0 0 0-7 0v5H6z" fill="#fff" />
    </>
  ),
}

/** A provider's mark as a decorative inline SVG. */
export function SocialLogo({ provider, size = 20 }: { provider: SocialProvider; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-social-logo={provider}
    >
      {marks[provider]}
    </svg>
  )
}
