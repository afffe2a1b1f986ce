import type { AppKit } from '@airlock/core'
import { text } from '../i18n/text.js'
import { useStore } from '../store/useStore.js'

/** Configuration problems the developer must fix (`state.alerts`), above every view. */
export function AlertBanner({ appKit }: { appKit: AppKit }) {
  const alerts = useStore(appKit, (state) => state.alerts)
  if (alerts.length === 0) return null
  return (
    <>
      {alerts.map((alert) => (
        <div key={alert.id} className="alert" data-variant={alert.variant}>
          <p>
            <strong>{text(appKit, alert.message)}</strong>
          </p>
          <p className="muted">{text(appKit, alert.description)}</p>
        </div>
      ))}
    </>
  )
}
