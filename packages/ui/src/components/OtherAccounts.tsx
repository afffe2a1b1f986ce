import {
  type AppKit,
  findNetwork,
  getErrorMessageKey,
  showToast,
  switchNetwork,
} from '@airlock/core'
import { text } from '../i18n/text.js'
import { useStore } from '../store/useStore.js'
import { Avatar } from './Avatar.js'
import { formatLabelledAddress } from './addressLabel.js'

/**
 * The accounts connected on the other namespaces (an EVM and a Solana wallet together): each row
 * makes its namespace the active one, on the network it is on. Nothing shows with one namespace.
 */
export function OtherAccounts({ appKit }: { appKit: AppKit }) {
  const others = useStore(appKit, (state) =>
    Object.values(state.chains).flatMap((chain) =>
      chain &&
      chain.namespace !== state.activeNamespace &&
      chain.account.status === 'connected' &&
      chain.account.address &&
      chain.networkId
        ? [
            {
              namespace: chain.namespace,
              address: chain.account.address,
              labels: chain.account.addressLabels,
              networkId: chain.networkId,
            },
          ]
        : [],
    ),
  )
  if (others.length === 0) return null
  return (
    <ul className="stack" aria-label={text(appKit, 'otherAccounts')}>
      {others.map((other) => {
        const network = findNetwork(appKit, other.networkId)
        if (!network) return null
        return (
          <li key={other.namespace}>
            <button
              type="button"
              className="row"
              onClick={() =>
                switchNetwork(appKit, { network }).catch((error: unknown) =>
                  showToast(appKit, {
                    message: text(appKit, getErrorMessageKey(error)),
                    variant: 'error',
                  }),
                )
              }
            >
              <Avatar address={other.address} className="logo round" />
              <span className="row-label">
                <span className="sr-only">
                  {text(appKit, 'switchToAccount', {
                    network: network.name,
                    address: formatLabelledAddress(other.address, other.labels),
                  })}
                </span>
                <span aria-hidden="true">
                  {network.name} · {formatLabelledAddress(other.address, other.labels)}
                </span>
              </span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
