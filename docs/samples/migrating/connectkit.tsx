// ConnectKit: getDefaultConfig + <ConnectKitProvider> + <ConnectKitButton /> and useModal().
// Airlock: createAppKit once, then <appkit-button /> and useAppKit().
import { WagmiAdapter } from '@airlock/adapter-wagmi'
import { createAppKit, useAppKit, useAppKitAccount, useDisconnect } from '@airlock/react'
import { mainnet } from '@airlock/react/networks'

const networks = [mainnet] as const
const projectId = 'local-dev'
createAppKit({ adapters: [new WagmiAdapter({ networks, projectId })], networks, projectId })

export function Account() {
  const { open, close } = useAppKit() // ConnectKit's useModal(): setOpen(true) / setOpen(false)
  const { isConnected, address } = useAppKitAccount()
  const { disconnect } = useDisconnect()
  if (!isConnected) return <appkit-button label="Connect" />
  return (
    <div>
      <button type="button" onClick={() => open({ view: 'Account' })}>
        {address}
      </button>
      <button type="button" onClick={() => disconnect().then(close)}>
        Disconnect
      </button>
    </div>
  )
}
