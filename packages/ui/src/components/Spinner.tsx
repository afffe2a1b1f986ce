import type { AppKit } from '@airlock/core'
import { text } from '../i18n/text.js'

/** A polite loading indicator with a text for screen readers. */
export function Spinner({ appKit }: { appKit: AppKit }) {
  return (
    <div className="placeholder" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">{text(appKit, 'loading')}</span>
    </div>
  )
}
