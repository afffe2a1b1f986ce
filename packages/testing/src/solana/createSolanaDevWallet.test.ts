import { ed25519 } from '@noble/curves/ed25519'
import { describe, expect, it } from 'vitest'
import { createSolanaDevWallet } from './createSolanaDevWallet.js'
import { solanaDevAccounts } from './solanaDevAccounts.js'

const seedHex = Buffer.from(solanaDevAccounts.wallet.seed).toString('hex')
type Feature<T> = Record<string, T>
const feature = <T>(wallet: { features: Record<string, unknown> }, name: string) =>
  (wallet.features as Feature<T>)[name] as T

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

describe('Airlock Dev Wallet for Solana', () => {
  it('connects, signs verifiable messages and reports account changes', async () => {
    const dev = createSolanaDevWallet({ seedHex })
    expect(dev.address).toBe(solanaDevAccounts.wallet.address)
    expect(dev.wallet.name).toBe('Airlock Dev Wallet')
    const changes: unknown[] = []
    feature<{ on: (e: string, l: (p: unknown) => void) => void }>(dev.wallet, 'standard:events').on(
      'change',
      (properties) => changes.push(properties),
    )
    const connect = feature<{
      connect: (o?: { silent?: boolean }) => Promise<{ accounts: { address: string }[] }>
    }>(dev.wallet, 'standard:connect').connect
    expect((await connect({ silent: true })).accounts).toEqual([])
    const { accounts } = await connect()
    expect(accounts[0]?.address).toBe(dev.address)
    expect(changes).toHaveLength(1)

    const message = new TextEncoder().encode('hello')
    const [signed] = await feature<{
      signMessage: (...i: { message: Uint8Array }[]) => Promise<{ signature: Uint8Array }[]>
    }>(dev.wallet, 'solana:signMessage').signMessage({ message })
    expect(
      ed25519.verify(signed?.signature as Uint8Array, message, solanaDevAccounts.wallet.publicKey),
    ).toBe(true)

    dev.disconnect()
    expect(dev.wallet.accounts).toEqual([])
    expect(changes).toHaveLength(2)
  })

  it('rejects the next request with code 4001, then approves again', async () => {
    const dev = createSolanaDevWallet({ seedHex })
    const { connect } = feature<{ connect: () => Promise<unknown> }>(dev.wallet, 'standard:connect')
    dev.rejectNextRequest()
    await expect(connect()).rejects.toMatchObject({ code: 4001 })
    await expect(connect()).resolves.toBeTruthy()
    expect(dev.requests()).toEqual([
      { feature: 'standard:connect', rejected: true },
      { feature: 'standard:connect', rejected: false },
    ])
  })

  it('a silent connect after a reload succeeds once the site was authorised', async () => {
    const storage = memoryStorage()
    const first = createSolanaDevWallet({ seedHex, storage })
    await feature<{ connect: () => Promise<unknown> }>(first.wallet, 'standard:connect').connect()
    const again = createSolanaDevWallet({ seedHex, storage })
    const { accounts } = await feature<{
      connect: (o: { silent: boolean }) => Promise<{ accounts: unknown[] }>
    }>(again.wallet, 'standard:connect').connect({ silent: true })
    expect(accounts).toHaveLength(1)
  })
})
