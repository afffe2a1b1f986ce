import {
  AuthNotConnectedError,
  type AuthProvider,
  ChainNotSupportedError,
  ID_AUTH,
} from '@airlock/core'
import { type CreateConnectorFn, createConnector } from '@wagmi/core'
import { type Address, getAddress } from 'viem'

/**
 * The auth connector (`ID_AUTH`) as a wagmi connector: wagmi's hooks and actions see the embedded
 * wallet of an email login like any other wallet, and every call goes through core's auth
 * provider to the wallet frame (signing requests are approved there). The provider rejects with
 * EIP-1193 codes, so the visitor's Reject in the frame reaches wagmi's hooks and actions as viem's
 * `UserRejectedRequestError` (code 4001), as with any other wallet.
 *
 * @example addWagmiConnectors(config, [authConnector(context.authProvider)])
 */
export function authConnector(provider: AuthProvider): CreateConnectorFn {
  return createConnector<AuthProvider>((config) => {
    const accounts = (): Address[] => (provider.user ? [getAddress(provider.user.address)] : [])
    const onAccountsChanged = (next: string[]) => {
      if (next.length === 0) config.emitter.emit('disconnect')
      else config.emitter.emit('change', { accounts: next.map((address) => getAddress(address)) })
    }
    const onChainChanged = (chainId: string) =>
      config.emitter.emit('change', { chainId: Number(chainId) })
    return {
      id: ID_AUTH,
      name: 'Email',
      type: 'AUTH',
      async setup() {
        provider.on('accountsChanged', onAccountsChanged)
        provider.on('chainChanged', onChainChanged)
      },
      async connect(parameters) {
        const chainId = parameters?.chainId
        // After isAuthorized (a reconnect) the user is known already; a login asks the frame.
        const user =
          provider.user ??
          (parameters?.isReconnecting
            ? await provider.reconnect({ chainId })
            : await provider.connect({ chainId }))
        if (!user) throw new AuthNotConnectedError()
        if (chainId !== undefined && chainId !== Number(user.chainId)) {
          await provider.switchNetwork({ chainId })
        }
        const connected = accounts()
        return {
          accounts: (parameters?.withCapabilities
            ? connected.map((address) => ({ address, capabilities: {} }))
            : connected) as never,
          chainId: chainId ?? Number(user.chainId),
        }
      },
      async disconnect() {
        await provider.disconnect()
      },
      async getAccounts() {
        return accounts()
      },
      async getChainId() {
        return Number(await provider.request({ method: 'eth_chainId' }))
      },
      async getProvider() {
        return provider
      },
      async isAuthorized() {
        try {
          return (provider.user ?? (await provider.reconnect())) !== undefined
        } catch {
          return false
        }
      },
      async switchChain({ chainId }) {
        const chain = config.chains.find((candidate) => candidate.id === chainId)
        if (!chain)
          throw new ChainNotSupportedError(chainId, undefined, `Chain ${chainId} is not configured`)
        await provider.switchNetwork({ chainId })
        return chain
      },
      onAccountsChanged,
      onChainChanged,
      onDisconnect() {
        config.emitter.emit('disconnect')
      },
    }
  })
}
