import {
  type CaipNetwork,
  type ChainAdapter,
  ChainNotSupportedError,
  defineNetwork,
  isUserRejection,
} from '@airlock/core'
import {
  type Address,
  createPublicClient,
  formatUnits,
  type Hex,
  http,
  parseEther,
  verifyMessage,
} from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { devAccounts, devnetContracts } from '../devnet/devnet.js'
import { announceDevWallet } from '../wallet/announceDevWallet.js'
import { createDevWallet, type DevWallet } from '../wallet/createDevWallet.js'
import type { DevWalletChain } from '../wallet/devWalletChain.js'
import { ConformanceSetupError } from './ConformanceSetupError.js'
import {
  type AdapterConformanceSession,
  type ConformanceWallet,
  codesInCauseChain,
  createConformanceHarnesses,
  describeAdapterConformance,
  eventsOf,
  expectUserRejection,
  rejectionOf,
} from './describeAdapterConformance.js'

export type Eip155AdapterConformanceParameters<adapter extends ChainAdapter = ChainAdapter> = {
  /** Names the `describe` blocks, e.g. `'EthersAdapter'`. */
  name: string
  /** RPC URLs of the devnet's two anvil chains (31337 and 31338), e.g. from `startDevnet`. */
  rpcUrls: () => { primary: string; secondary: string }
  /** A new adapter, as a page builds it on each load, with WalletConnect off. */
  createAdapter: (session: AdapterConformanceSession) => adapter
  /** The adapter as a dapp builds it with no `walletConnect` option (WalletConnect's default). */
  createDefaultAdapter?: ((session: AdapterConformanceSession) => adapter) | undefined
}

/** The second dev wallet's EIP-6963 rdns, for the connection-set checks. */
const conformanceSecondWalletId = 'dev.airlock.second'

/** The dev wallet's EIP-6963 rdns: the connector id every EVM adapter reports for it. */
export const conformanceWalletId = 'dev.airlock.wallet'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const promptingMethods = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
])

function localNetwork(id: number, name: string, rpcUrl: string): CaipNetwork {
  return defineNetwork({
    id,
    chainNamespace: 'eip155',
    name,
    nativeCurrency: ether,
    rpcUrls: { default: { http: [rpcUrl] } },
    blockExplorers: { default: { name: 'Local explorer', url: 'http://127.0.0.1:9/' } },
  })
}

/** The dev wallet announced through EIP-6963, wrapped for the generic suite. */
export function createEip155ConformanceWallet(
  chains: readonly DevWalletChain[],
): ConformanceWallet & { devWallet: DevWallet } {
  const devWallet = createDevWallet({ chains, storage: null })
  const stop = announceDevWallet(devWallet)
  return {
    devWallet,
    connectorId: conformanceWalletId,
    accounts: devAccounts.map(({ address }) => address),
    // A connect may ask through eth_requestAccounts or wallet_requestPermissions: refuse whichever.
    rejectNext: (request) =>
      devWallet.rejectNextRequest(request === 'connect' ? {} : { method: 'personal_sign' }),
    setAccount: (index) => devWallet.setAccount(index),
    disconnect: () => devWallet.disconnect(),
    promptCount: () =>
      devWallet.requests.filter(({ method }) => promptingMethods.has(method)).length,
    cleanup: stop,
  }
}

/**
 * A second dev wallet, announced under its own rdns, whose only account is the devnet's second
 * dev account: a wallet of its own beside `createEip155ConformanceWallet`'s.
 */
function createEip155SecondConformanceWallet(
  chains: readonly DevWalletChain[],
): ConformanceWallet & { devWallet: DevWallet } {
  const [, second] = devAccounts
  const devWallet = createDevWallet({ chains, storage: null, accounts: [second.privateKey] })
  const stop = announceDevWallet(devWallet, {
    rdns: conformanceSecondWalletId,
    name: 'Airlock Second Wallet',
  })
  return {
    devWallet,
    connectorId: conformanceSecondWalletId,
    accounts: [second.address],
    rejectNext: (request) =>
      devWallet.rejectNextRequest(request === 'connect' ? {} : { method: 'personal_sign' }),
    setAccount: (index) => devWallet.setAccount(index),
    disconnect: () => devWallet.disconnect(),
    promptCount: () =>
      devWallet.requests.filter(({ method }) => promptingMethods.has(method)).length,
    cleanup: stop,
  }
}

/**
 * The adapter contract for eip155 adapters, against the devnet's two anvil chains and the Airlock
 * Dev Wallet: the generic suite (`describeAdapterConformance`) plus connecting on a chosen chain,
 * the raw EIP-1193 provider, switching and adding networks (4902), refusals, wallet-side chain
 * changes, gas estimates, and sends and contract writes mined on chain.
 *
 * @example
 * const rpcUrls = inject('devnetRpcUrls')
 * describeEip155AdapterConformance({
 *   name: 'EthersAdapter',
 *   rpcUrls: () => rpcUrls,
 *   createAdapter: ({ networks }) => new EthersAdapter({ networks, projectId: 'test' }),
 * })
 */
export function describeEip155AdapterConformance<adapter extends ChainAdapter>(
  parameters: Eip155AdapterConformanceParameters<adapter>,
): void {
  const chains = (): DevWalletChain[] => {
    const { primary, secondary } = parameters.rpcUrls()
    return [
      { id: 31337, name: 'Airlock Local', rpcUrl: primary },
      { id: 31338, name: 'Airlock Local 2', rpcUrl: secondary },
    ]
  }
  const networks = (): CaipNetwork[] =>
    chains().map((chain) => localNetwork(chain.id, chain.name, chain.rpcUrl))
  const client = (rpcUrl: string) => createPublicClient({ transport: http(rpcUrl) })

  describeAdapterConformance({
    name: parameters.name,
    networks,
    createAdapter: parameters.createAdapter,
    createWallet: () => createEip155ConformanceWallet(chains()),
    createSecondWallet: () => createEip155SecondConformanceWallet(chains()),
    createDefaultAdapter: parameters.createDefaultAdapter,
    readBalance: async ({ address, network }) => {
      const url = network.rpcUrls.default.http[0] ?? ''
      return formatUnits(await client(url).getBalance({ address: address as Address }), 18)
    },
    unreachableNetwork: () => localNetwork(31_399, 'Unreachable', 'http://127.0.0.1:9/'),
    verifyMessage: ({ address, message, signature }) =>
      verifyMessage({ address: address as Address, message, signature: signature as Hex }),
  })

  describe(`${parameters.name} conforms to the eip155 adapter contract`, () => {
    let walletChains = chains
    const { createHarness, connected } = createConformanceHarnesses({
      networks,
      createAdapter: parameters.createAdapter,
      createWallet: () => createEip155ConformanceWallet(walletChains()),
    })
    const devWalletOf = (wallet: ConformanceWallet) =>
      (wallet as ReturnType<typeof createEip155ConformanceWallet>).devWallet
    const capability = <name extends 'sendTransaction' | 'writeContract' | 'estimateGas'>(
      adapter: ChainAdapter,
      name: name,
    ) => {
      const found = adapter.capabilities?.[`eip155:${name}`]
      if (!found) throw new ConformanceSetupError(`${parameters.name} has no eip155:${name}.`)
      return found
    }
    async function withWalletChains<result>(
      only: (all: DevWalletChain[]) => DevWalletChain[],
      run: () => Promise<result>,
    ): Promise<result> {
      walletChains = () => only(chains())
      try {
        return await run()
      } finally {
        walletChains = chains
      }
    }

    it('connects on the chain it is asked for', async () => {
      const { adapter, wallet } = await createHarness()
      const connection = await adapter.connect({
        connectorId: wallet.connectorId,
        chainId: '31338',
      })
      expect(connection.chainId).toBe(31338)
      expect(devWalletOf(wallet).getState().chainId).toBe(31338)
    })

    it('gives the raw EIP-1193 provider of the connected wallet', async () => {
      const { adapter, wallet } = await connected()
      await vi.waitFor(() =>
        expect(adapter.getProvider({ connectorId: wallet.connectorId })).toBe(
          devWalletOf(wallet).provider,
        ),
      )
    })

    it('switches network: the wallet follows and chainChanged is emitted', async () => {
      const { adapter, wallet, events } = await connected()
      const [, secondary] = networks()
      if (!secondary) throw new ConformanceSetupError('no second network')
      await adapter.switchNetwork({ network: secondary })
      expect(devWalletOf(wallet).getState().chainId).toBe(31338)
      await vi.waitFor(() =>
        expect(eventsOf(events, 'chainChanged').at(-1)).toEqual({
          type: 'chainChanged',
          connectorId: wallet.connectorId,
          chainId: 31338,
        }),
      )
      const methods = devWalletOf(wallet).requests.map(({ method }) => method)
      expect(methods).not.toContain('wallet_addEthereumChain')
    })

    it('adds a network the wallet does not know (4902), then switches to it', async () => {
      const { adapter, wallet, events } = await withWalletChains(
        (all) => all.slice(0, 1),
        () => connected(),
      )
      const [, secondary] = networks()
      if (!secondary) throw new ConformanceSetupError('no second network')
      await adapter.switchNetwork({ network: secondary })
      const add = devWalletOf(wallet).requests.find(
        ({ method }) => method === 'wallet_addEthereumChain',
      )
      expect(add?.params).toEqual([
        expect.objectContaining({
          chainId: '0x7a6a',
          chainName: 'Airlock Local 2',
          nativeCurrency: ether,
          rpcUrls: [parameters.rpcUrls().secondary],
        }),
      ])
      expect(devWalletOf(wallet).getState().chainId).toBe(31338)
      await vi.waitFor(() =>
        expect(eventsOf(events, 'chainChanged').at(-1)).toMatchObject({ chainId: 31338 }),
      )
    })

    it('reports a refused switch as UserRejectedRequestError and stays on the chain', async () => {
      const { adapter, wallet } = await connected()
      const [, secondary] = networks()
      if (!secondary) throw new ConformanceSetupError('no second network')
      devWalletOf(wallet).rejectNextRequest({ method: 'wallet_switchEthereumChain' })
      const error = await rejectionOf(adapter.switchNetwork({ network: secondary }))
      expectUserRejection(error)
      expect(codesInCauseChain(error)).toContain(4001)
      expect(devWalletOf(wallet).getState().chainId).toBe(31337)
    })

    it('reports a network the wallet will not add as ChainNotSupportedError', async () => {
      const [primary] = networks()
      if (!primary) throw new ConformanceSetupError('no network')
      // The dev wallet accepts only 18-decimal native currencies, as EIP-3085 asks.
      const odd = defineNetwork({
        ...localNetwork(31339, 'Odd', parameters.rpcUrls().primary),
        nativeCurrency: { name: 'Odd', symbol: 'ODD', decimals: 6 },
      })
      const { adapter, wallet } = await connected({ networks: [...networks(), odd] })
      const error = await rejectionOf(adapter.switchNetwork({ network: odd }))
      expect(error).toBeInstanceOf(ChainNotSupportedError)
      expect(isUserRejection(error)).toBe(false)
      expect(devWalletOf(wallet).getState().chainId).toBe(primary.id)
    })

    it('turns a chain change inside the wallet into chainChanged', async () => {
      const { wallet, events } = await connected()
      devWalletOf(wallet).switchChain(31338)
      await vi.waitFor(() =>
        expect(eventsOf(events, 'chainChanged').at(-1)).toEqual({
          type: 'chainChanged',
          connectorId: wallet.connectorId,
          chainId: 31338,
        }),
      )
    })

    it('estimates gas and sends a transaction that is mined with the exact value', async () => {
      const { adapter, connection } = await connected()
      const to = devAccounts[5].address
      const value = parseEther('0.25')
      expect(await capability(adapter, 'estimateGas')({ to, value })).toBe(21_000n)
      const chain = client(parameters.rpcUrls().primary)
      const before = await chain.getBalance({ address: to })
      const hash = await capability(adapter, 'sendTransaction')({ to, value })
      expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
      const receipt = await chain.waitForTransactionReceipt({
        hash: hash as Hex,
        pollingInterval: 50,
      })
      expect(receipt.status).toBe('success')
      expect(receipt.transactionHash).toBe(hash)
      expect(receipt.from.toLowerCase()).toBe(connection.address.toLowerCase())
      expect((await chain.getBalance({ address: to })) - before).toBe(value)
    })

    it('writes to a contract and resolves with the transaction hash', async () => {
      const { adapter } = await connected()
      const weth = devnetContracts.weth
      const abi = [
        { type: 'function', name: 'deposit', inputs: [], outputs: [], stateMutability: 'payable' },
      ] as const
      const hash = await capability(
        adapter,
        'writeContract',
      )({
        address: weth,
        abi,
        functionName: 'deposit',
      })
      expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
      const receipt = await client(parameters.rpcUrls().primary).waitForTransactionReceipt({
        hash: hash as Hex,
        pollingInterval: 50,
      })
      expect(receipt.status).toBe('success')
      expect(receipt.to?.toLowerCase()).toBe(weth.toLowerCase())
    })

    it('reports a refused transaction as UserRejectedRequestError', async () => {
      const { adapter, wallet } = await connected()
      devWalletOf(wallet).rejectNextRequest({ method: 'eth_sendTransaction' })
      const error = await rejectionOf(
        capability(adapter, 'sendTransaction')({ to: devAccounts[5].address, value: 1n }),
      )
      expectUserRejection(error)
      expect(codesInCauseChain(error)).toContain(4001)
    })
  })
}
