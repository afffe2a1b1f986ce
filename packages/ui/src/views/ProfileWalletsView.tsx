import {
  type AppKit,
  type ChainNamespace,
  disconnect,
  openModal,
  selectConnectorById,
  switchConnection,
} from '@airlock/core'
import { useId } from 'react'
import { formatLabelledAddress } from '../components/addressLabel.js'
import { Logo } from '../components/Logo.js'
import type { ViewProps } from '../components/lazyView.js'
import { text } from '../i18n/text.js'
import { useStore } from '../store/useStore.js'

type Row = { connectorId: string; name: string; imageUrl?: string | undefined; address: string }
type Group = {
  namespace: ChainNamespace
  title: string
  activeId: string | undefined
  rows: Row[]
  labels: Record<string, string> | undefined
}

/**
 * AppKit's ProfileWallets view: the wallets connected at once, by namespace (headed by the
 * namespace's network). The active one is marked; another becomes active without a prompt
 * (switchConnection), each disconnects on its own, and "Add wallet" connects one more.
 */
export function ProfileWalletsView({ appKit }: ViewProps) {
  const groups = useStore(appKit, (state) =>
    Object.entries(state.connections).flatMap(([key, connections]): Group[] => {
      const namespace = key as ChainNamespace
      const chain = state.chains[namespace]
      if (!chain || !connections?.length) return []
      const network = appKit.options.networks.find((item) => item.caipNetworkId === chain.networkId)
      return [
        {
          namespace,
          title: network?.name ?? namespace,
          activeId: chain.account.status === 'connected' ? chain.connectorId : undefined,
          labels: chain.account.addressLabels,
          rows: connections.map((connection) => {
            const connector = selectConnectorById(state, connection.connectorId)
            return {
              connectorId: connection.connectorId,
              name: connector?.name ?? connection.connectorId,
              imageUrl: connector?.imageUrl,
              address: connection.accounts[0]?.address ?? '',
            }
          }),
        },
      ]
    }),
  )
  return (
    <div className="stack">
      {groups.map((group) => (
        <WalletGroup key={group.namespace} appKit={appKit} group={group} />
      ))}
    </div>
  )
}

function WalletGroup({ appKit, group }: { appKit: AppKit; group: Group }) {
  const titleId = useId()
  const { namespace } = group
  const ignore = () => {
    // A failure shows as the modal's error toast; the list follows the state either way.
  }
  return (
    <section className="stack" aria-labelledby={titleId}>
      <h3 id={titleId} className="muted">
        {group.title}
      </h3>
      <ul className="stack" aria-labelledby={titleId}>
        {group.rows.map((row) => {
          const active = row.connectorId === group.activeId
          return (
            <li key={row.connectorId} className="row" aria-current={active || undefined}>
              <Logo src={row.imageUrl} name={row.name} />
              <span className="row-label">
                {row.name} {formatLabelledAddress(row.address, group.labels)}
              </span>
              {active ? (
                <span className="tag">{text(appKit, 'activeWallet')}</span>
              ) : (
                <button
                  type="button"
                  className="secondary"
                  onClick={() =>
                    switchConnection(appKit, { connectorId: row.connectorId, namespace }).catch(
                      ignore,
                    )
                  }
                >
                  {text(appKit, 'switchToWallet', { wallet: row.name })}
                </button>
              )}
              <button
                type="button"
                className="secondary"
                onClick={() =>
                  disconnect(appKit, { connectorId: row.connectorId, namespace }).catch(ignore)
                }
              >
                {text(appKit, 'disconnectWallet', { wallet: row.name })}
              </button>
            </li>
          )
        })}
      </ul>
      <button
        type="button"
        className="secondary"
        onClick={() => openModal(appKit, { view: 'Connect', namespace })}
      >
        {text(appKit, 'addWallet')}
      </button>
    </section>
  )
}
