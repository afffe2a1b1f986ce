import { goBack, type MessageKey, replaceView } from '@airlock/core'
import type { ViewProps } from '../components/lazyView.js'
import { text } from '../i18n/text.js'
import { Icon, type IconName } from '../icons/Icon.js'

const styles = `
.guide-points { display: flex; flex-direction: column; gap: 16px; padding: 8px 4px 16px; }
.guide-point { display: flex; gap: 12px; align-items: flex-start; }
.guide-point .logo { color: var(--accent); }
.guide-point h3 { font-size: inherit; font-weight: 600; }
`

const points: readonly { icon: IconName; title: MessageKey; body: MessageKey }[] = [
  { icon: 'grid', title: 'networkGuideRecordTitle', body: 'networkGuideRecordText' },
  { icon: 'wallet', title: 'networkGuideFeesTitle', body: 'networkGuideFeesText' },
  { icon: 'retry', title: 'networkGuideSwitchTitle', body: 'networkGuideSwitchText' },
]

/**
 * "What is a network?" (AppKit's `WhatIsANetwork`): what a network is, in three points, and
 * "Choose network": back to the Networks view the guide was opened from, or the Networks view in
 * its place.
 */
export function WhatIsANetworkView({ appKit }: ViewProps) {
  return (
    <div className="stack">
      <style>{styles}</style>
      <ul className="guide-points">
        {points.map((point) => (
          <li key={point.title} className="guide-point">
            <span className="logo" aria-hidden="true">
              <Icon name={point.icon} />
            </span>
            <div>
              <h3>{text(appKit, point.title)}</h3>
              <p className="muted">{text(appKit, point.body)}</p>
            </div>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="primary"
        onClick={() => {
          const { history } = appKit.state.router
          if (history[history.length - 2] === 'Networks') goBack(appKit)
          else replaceView(appKit, { view: 'Networks' })
        }}
      >
        {text(appKit, 'chooseNetwork')}
      </button>
    </div>
  )
}
