import { walletConnectConnectorId } from '@airlock/core/adapter'
import type { WalletConnectClient, WalletConnectClientEvent } from '@airlock/core/walletconnect'
import { ChainNotConfiguredError, createConnector, ProviderNotFoundError } from '@wagmi/core'
import { getAddress, numberToHex, SwitchChainError, UserRejectedRequestError } from 'viem'

/** The EIP-1193 provider of the WalletConnect connector: the session's eip155 side. */
export type WalletConnectEip1193Provider = {
  request: (arguments_: { method: string; params?: unknown }) => Promise<unknown>
  on: (event: string, listener: (...arguments_: never[]) => void) => void
  removeListener: (event: string, listener: (...arguments_: never[]) => void) => void
  readonly isWalletConnect: true
}

export type WalletConnectConnectorParameters = {
  /** The shared client, with the eip155 namespace set (the sign client behind it loads on first use). */
  getClient: () => WalletConnectClient
  /** Told each pairing URI (for a QR code or a deep link). */
  onDisplayUri?: ((uri: string) => void) | undefined
  /** Told the connector's EIP-1193 provider once the client has loaded. */
  onProvider?: ((provider: WalletConnectEip1193Provider) => void) | undefined
}

/**
 * wagmi's connector for WalletConnect on the shared, namespace-generic client of
 * `@airlock/core/walletconnect` (no `@walletconnect/ethereum-provider`, so no Reown modal in the
 * install). Listed from the start; the client loads on `connect`, `isAuthorized` and the other
 * methods. `getProvider` resolves with `undefined` until then, so wagmi's own `reconnect` passes
 * it by without loading anything. Reads go to the config's transports, never WalletConnect's RPC.
 *
 * @example createConfig({ chains, transports, connectors: [walletConnectConnector({ getClient })] })
 */
export function walletConnectConnector(parameters: WalletConnectConnectorParameters) {
  return createConnector<WalletConnectEip1193Provider | undefined>((config) => {
    let client: WalletConnectClient | undefined
    let provider: WalletConnectEip1193Provider | undefined
    let unsubscribe: (() => void) | undefined
    const providerListeners = new Map<string, Set<(...arguments_: never[]) => void>>()
    const emitToProvider = (event: string, value: unknown) => {
      for (const listener of providerListeners.get(event) ?? []) {
        ;(listener as (value: unknown) => void)(value)
      }
    }

    const getClient = (): WalletConnectClient => {
      if (client) return client
      client = parameters.getClient()
      client.subscribe((event) => {
        if (event.type === 'uri') {
          config.emitter.emit('message', { type: 'display_uri', data: event.uri })
          parameters.onDisplayUri?.(event.uri)
        }
      })
      return client
    }
    const currentChain = (): string | undefined => client?.getChainId('eip155')
    const accountsOf = (chainId = currentChain()): `0x${string}`[] => {
      const accounts = client?.getSession()?.namespaces.eip155?.accounts ?? []
      const onChain = accounts.filter((account) => !chainId || account.startsWith(`${chainId}:`))
      return [...new Set((onChain.length ? onChain : accounts).map(toAddress))]
    }
    const getProvider = (): WalletConnectEip1193Provider => {
      if (provider) return provider
      const wallet = getClient()
      provider = {
        isWalletConnect: true,
        request: ({ method, params }) => {
          const chainId = currentChain() ?? `eip155:${config.chains[0]?.id}`
          return wallet.request({ chainId, method, params })
        },
        on: (event, listener) => {
          const listeners = providerListeners.get(event) ?? new Set()
          listeners.add(listener)
          providerListeners.set(event, listeners)
        },
        removeListener: (event, listener) => {
          providerListeners.get(event)?.delete(listener)
        },
      }
      parameters.onProvider?.(provider)
      return provider
    }
    /** Loads the client and any stored session; from then on the connector has its provider. */
    const restore = async () => {
      const session = await getClient().restore()
      getProvider()
      return session
    }
    const follow = (connector: {
      onAccountsChanged: (accounts: string[]) => void
      onChainChanged: (chainId: string) => void
      onDisconnect: () => void
    }) => {
      unsubscribe ??= getClient().subscribe((event: WalletConnectClientEvent) => {
        if (event.type === 'accountsChanged' && event.namespace === 'eip155') {
          connector.onAccountsChanged(event.accounts)
        } else if (event.type === 'chainChanged' && event.chainId.startsWith('eip155:')) {
          connector.onChainChanged(event.chainId.slice('eip155:'.length))
        } else if (event.type === 'session') {
          const accounts = accountsOf()
          if (accounts.length) connector.onAccountsChanged(accounts)
        } else if (event.type === 'disconnect') {
          connector.onDisconnect()
        }
      })
    }
    const stopFollowing = () => {
      unsubscribe?.()
      unsubscribe = undefined
    }

    return {
      id: walletConnectConnectorId,
      name: 'WalletConnect',
      type: 'walletConnect',
      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        try {
          const wallet = getClient()
          let session = await restore()
          if (!session?.namespaces.eip155?.accounts.length) {
            if (isReconnecting) throw new ProviderNotFoundError()
            session = await wallet.connect()
          }
          follow(this)
          let currentChainId = Number(currentChain()?.split(':')[1] ?? config.chains[0]?.id)
          if (chainId && chainId !== currentChainId) {
            const chain = await this.switchChain?.({ chainId }).catch(() => undefined)
            currentChainId = chain?.id ?? currentChainId
          }
          const accounts = accountsOf()
          return {
            accounts: (withCapabilities
              ? accounts.map((address) => ({ address, capabilities: {} }))
              : accounts) as never,
            chainId: currentChainId,
          }
        } catch (error) {
          if (/(user rejected|connection request reset)/i.test((error as Error)?.message)) {
            throw new UserRejectedRequestError(error as Error)
          }
          throw error
        }
      },
      async disconnect() {
        stopFollowing()
        await client?.disconnect()
      },
      async getAccounts() {
        await restore()
        return accountsOf()
      },
      async getChainId() {
        await restore()
        return Number(currentChain()?.split(':')[1] ?? config.chains[0]?.id)
      },
      async getProvider() {
        return provider
      },
      async isAuthorized() {
        try {
          const session = await restore()
          return Boolean(session?.namespaces.eip155?.accounts.length)
        } catch {
          return false
        }
      },
      async switchChain({ chainId }) {
        const chain = config.chains.find((candidate) => candidate.id === chainId)
        if (!chain) throw new SwitchChainError(new ChainNotConfiguredError())
        try {
          await restore()
          await getProvider().request({
            method: 'wallet_switchEthereumChain',
            params: [{ chainId: numberToHex(chainId) }],
          })
        } catch (error) {
          if (/(user rejected)/i.test((error as Error)?.message)) {
            throw new UserRejectedRequestError(error as Error)
          }
          throw new SwitchChainError(error as Error)
        }
        config.emitter.emit('change', { chainId })
        return chain
      },
      onAccountsChanged(accounts) {
        if (accounts.length === 0) {
          this.onDisconnect()
          return
        }
        const addresses = accounts.map(toAddress)
        config.emitter.emit('change', { accounts: addresses })
        emitToProvider('accountsChanged', addresses)
      },
      onChainChanged(chain) {
        const chainId = Number(chain)
        config.emitter.emit('change', { chainId })
        emitToProvider('chainChanged', numberToHex(chainId))
      },
      onDisconnect() {
        stopFollowing()
        config.emitter.emit('disconnect')
        emitToProvider('disconnect', undefined)
      },
    }
  })
}

function toAddress(account: string): `0x${string}` {
  return getAddress(account.split(':').at(-1) ?? account)
}
