import { getConnectorImageUrl, selectConnectorById } from '@airlock/core'
import { Logo } from '../components/Logo.js'
import type { ViewProps } from '../components/lazyView.js'
import { text } from '../i18n/text.js'
import { Icon } from '../icons/Icon.js'
import { connectWithConnector } from '../navigation/connectWithConnector.js'
import { useStore } from '../store/useStore.js'

/**
 * Waiting for the wallet to answer: its icon, "Continue in {wallet}". When the wallet declines,
 * the reason and a button that asks again.
 */
export function ConnectingExternalView({ appKit }: ViewProps) {
  const connectorId = useStore(
    appKit,
    (state) => state.router.data.connectorId ?? state.connection.connectorId,
  )
  const connector = useStore(appKit, (state) =>
    connectorId ? selectConnectorById(state, connectorId) : undefined,
  )
  const error = useStore(appKit, (state) =>
    state.connection.status === 'error' ? state.connection.error : undefined,
  )
  const name = connector?.name ?? connectorId ?? ''
  return (
    <div className="center">
      <div className="spinner-ring" data-state={error ? 'error' : 'pending'}>
        <Logo
          src={connector ? getConnectorImageUrl(appKit, connector) : undefined}
          name={name}
          alt={name}
          size="large"
        />
      </div>
      {error ? (
        <>
          <p className="error-text" role="alert">
            {text(appKit, error)}
          </p>
          {error === 'connectionDeclined' ? (
            <p className="muted">{text(appKit, 'connectionDeclinedDescription')}</p>
          ) : null}
          {connectorId ? (
            <button
              type="button"
              className="secondary"
              onClick={() => connectWithConnector(appKit, connectorId)}
            >
              <Icon name="retry" size={18} />
              {text(appKit, 'retry')}
            </button>
          ) : null}
        </>
      ) : (
        <>
          <p>
            <strong>{text(appKit, 'continueInWallet', { wallet: name })}</strong>
          </p>
          <p className="muted">{text(appKit, 'acceptInWallet')}</p>
        </>
      )}
    </div>
  )
}
