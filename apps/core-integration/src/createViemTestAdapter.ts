import type { CaipNetwork, ChainAdapter } from '@airlock/core'
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  formatEther,
  type Hex,
  http,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

export type ViemTestAdapter = ChainAdapter & {
  /** The next wallet request is refused with EIP-1193 code 4001. */
  rejectNext: () => void
}

/**
 * An eip155 adapter over a private key and one anvil RPC, with the send capabilities: for core
 * tests that need real transactions without a wallet UI.
 */
export function createViemTestAdapter({
  privateKey,
  network,
}: {
  privateKey: Hex
  network: CaipNetwork
}): ViemTestAdapter {
  const account = privateKeyToAccount(privateKey)
  const chain = {
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
  }
  const transport = http(network.rpcUrls.default.http[0])
  const wallet = createWalletClient({ account, chain, transport })
  const reader = createPublicClient({ chain, transport })
  let reject = false
  const approve = () => {
    if (!reject) return
    reject = false
    throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
  }
  const connection = { connectorId: 'viem', address: account.address, chainId: chain.id }
  return {
    namespace: 'eip155',
    adapterType: 'wagmi',
    rejectNext: () => {
      reject = true
    },
    setup: (context) =>
      context.emit({
        type: 'connectors',
        connectors: [{ id: 'viem', name: 'Viem', type: 'INJECTED', chain: 'eip155' }],
      }),
    connect: async () => connection,
    reconnect: async () => undefined,
    disconnect: async () => {},
    switchNetwork: async () => {},
    getBalance: async ({ address }) => ({
      balance: formatEther(await reader.getBalance({ address: address as Address })),
      symbol: network.nativeCurrency.symbol,
    }),
    getProvider: () => undefined,
    capabilities: {
      'eip155:signMessage': async ({ message }) => {
        approve()
        return account.signMessage({ message })
      },
      'eip155:sendTransaction': async ({ to, value, data }) => {
        approve()
        return wallet.sendTransaction({ to: to as Address, value, data: data as Hex | undefined })
      },
      'eip155:writeContract': async ({ address, abi, functionName, args }) => {
        approve()
        return wallet.writeContract({
          address: address as Address,
          abi: abi as Abi,
          functionName,
          args: args as readonly unknown[],
        })
      },
      'eip155:estimateGas': async ({ to, value, data }) =>
        reader.estimateGas({
          account: account.address,
          to: to as Address,
          value,
          data: data as Hex | undefined,
        }),
    },
  }
}
