// @vitest-environment happy-dom
import type { CaipNetwork } from '@airlock/core'
import { solanaLocal } from '@airlock/core/networks'
import { createSolanaDevWallet, solanaDevAccounts } from '@airlock/testing/solana'
import { Connection, PublicKey } from '@solana/web3.js'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { getWallets } from '@wallet-standard/app'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { SolanaAdapter } from '../SolanaAdapter.js'
import { solanaRpc } from '../solanaRpc.js'
import { useAppKitConnection } from './useAppKitConnection.js'

// The local Solana chain the global setup started in Node.
const rpcUrl = inject('solanaRpcUrl')
const cleanups: (() => void)[] = []
afterEach(() => {
  cleanup()
  for (const off of cleanups.splice(0)) off()
})

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

describe('useAppKitConnection()', () => {
  it('is a web3.js Connection to the connected wallet’s network, follows a switch, and goes with the wallet', async () => {
    // The same LiteSVM node under two names: two networks with their own RPC URL.
    const local: CaipNetwork = { ...solanaLocal, rpcUrls: { default: { http: [rpcUrl] } } }
    const other: CaipNetwork = {
      ...solanaLocal,
      id: 'OtherLocalSolana1111111111111111',
      caipNetworkId: 'solana:OtherLocalSolana1111111111111111',
      name: 'Solana Local (localhost)',
      rpcUrls: { default: { http: [rpcUrl.replace('127.0.0.1', 'localhost')] } },
    }
    const dev = createSolanaDevWallet({
      seedHex: Buffer.from(solanaDevAccounts.wallet.seed).toString('hex'),
      chains: { 'solana:localnet': rpcUrl },
      storage: null,
    })
    cleanups.push(getWallets().register(dev.wallet as never))
    const adapter = new SolanaAdapter()
    adapter.setup({
      networks: [local, other],
      projectId: 'test',
      storage: memoryStorage(),
      emit: () => {},
    })
    cleanups.push(() => adapter.teardown())

    const { result } = renderHook(() => useAppKitConnection())
    expect(result.current.connection).toBeUndefined()

    await act(() => adapter.connect({ connectorId: 'Airlock Dev Wallet', chainId: local.id }))
    await waitFor(() => expect(result.current.connection).toBeInstanceOf(Connection))
    const connection = result.current.connection as Connection
    expect(connection.rpcEndpoint).toBe(rpcUrl)
    expect(connection.commitment).toBe('confirmed')
    // It reads the chain: the wallet's balance, in lamports, as the node holds it.
    const lamports = await connection.getBalance(new PublicKey(dev.address))
    const { value } = await solanaRpc<{ value: number }>(rpcUrl, 'getBalance', [dev.address])
    expect(lamports).toBe(value)
    expect(lamports).toBeGreaterThan(0)
    // The same object on the next render: no new Connection per render.
    expect(result.current.connection).toBe(connection)

    await act(() => adapter.switchNetwork({ network: other }))
    await waitFor(() =>
      expect(result.current.connection?.rpcEndpoint).toBe(other.rpcUrls.default.http[0]),
    )
    expect(await result.current.connection?.getBalance(new PublicKey(dev.address))).toBe(lamports)

    await act(() => adapter.disconnect())
    expect(result.current.connection).toBeUndefined()
  })
})
