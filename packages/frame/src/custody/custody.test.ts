import { combine } from 'shamir-secret-sharing'
import { type Address, recoverMessageAddress, verifyTypedData } from 'viem'
import { describe, expect, test } from 'vitest'
import { MissingShareError, RecoveryUnsealError, ShareMismatchError } from '../errors/custody.js'
import { createMemoryShareStore } from './createMemoryShareStore.js'
import { createShareSigner } from './createShareSigner.js'
import { deriveWalletKey } from './deriveWalletKey.js'
import {
  exportEmbeddedWallet,
  openEmbeddedWallet,
  provisionEmbeddedWallet,
  recoverEmbeddedWallet,
} from './embeddedWallet.js'
import { base64ToBytes } from './encoding.js'
import { sealRecoveryShare, unsealRecoveryShare } from './sealRecoveryShare.js'
import { recombineWalletKey } from './shares.js'
import type { StoredWallet, WalletBackend } from './types.js'

/** The server's side, in memory: `database` is everything a dump of it would give. */
function createServer() {
  const database = {
    wallet: undefined as StoredWallet | undefined,
    authShares: new Map<string, string>(),
  }
  const backend: WalletBackend = {
    getWallet: async () => database.wallet,
    createWallet: async (wallet) => {
      if (database.wallet) throw new Error('WALLET_EXISTS')
      database.wallet = wallet
    },
    getAuthShare: async ({ deviceId }) => database.authShares.get(deviceId),
    storeAuthShare: async ({ deviceId, share }) => void database.authShares.set(deviceId, share),
  }
  return { database, backend }
}

// The passkey's PRF output: 32 bytes the authenticator derives; the server never sees them.
const prf = crypto.getRandomValues(new Uint8Array(32))
const passkey = { kind: 'passkey', prf } as const

async function setUp() {
  const server = createServer()
  const device = createMemoryShareStore()
  const parameters = {
    backend: server.backend,
    store: device,
    userId: 'user-1',
    deviceId: 'device-aaaaaaaa',
  }
  const signer = await provisionEmbeddedWallet({
    ...parameters,
    sealRecoveryHalf: (share) => sealRecoveryShare(share, passkey),
  })
  const wallet = server.database.wallet!
  const deviceShare = (await device.get('user-1'))!
  const authShare = base64ToBytes(server.database.authShares.get('device-aaaaaaaa')!)
  const serverRecoveryHalf = base64ToBytes(wallet.recoveryShare)
  const userRecoveryHalf = await unsealRecoveryShare(wallet.sealedRecoveryShare, passkey)
  return {
    server,
    device,
    parameters,
    signer,
    wallet,
    deviceShare,
    authShare,
    serverRecoveryHalf,
    userRecoveryHalf,
  }
}

describe('custody: no single party can sign', () => {
  test('the device with the server signs, and the signature verifies for the committed address', async () => {
    const { signer, wallet } = await setUp()
    expect(signer.getAddress()).toBe(wallet.address)
    const signature = await signer.signMessage({ message: 'hello airlock' })
    expect(await recoverMessageAddress({ message: 'hello airlock', signature })).toBe(
      wallet.address,
    )
    const typedData = {
      domain: { name: 'Airlock', chainId: 31337 },
      types: { Note: [{ name: 'text', type: 'string' }] },
      primaryType: 'Note',
      message: { text: 'hi' },
    } as const
    const typedSignature = await signer.signTypedData(typedData)
    expect(
      await verifyTypedData({
        ...typedData,
        address: wallet.address as `0x${string}`,
        signature: typedSignature,
      }),
    ).toBe(true)
  })

  test('any two halves of a set reconstruct the key: device + auth share, passkey half + server half', async () => {
    const { wallet, deviceShare, authShare, serverRecoveryHalf, userRecoveryHalf } = await setUp()
    for (const shares of [
      [deviceShare, authShare],
      [authShare, deviceShare],
      [userRecoveryHalf, serverRecoveryHalf],
    ] as const) {
      const key = await recombineWalletKey({ shares, address: wallet.address })
      expect(key.address).toBe(wallet.address)
    }
  })

  test('any single share cannot reconstruct the key or sign', async () => {
    const { wallet, deviceShare, authShare, serverRecoveryHalf, userRecoveryHalf } = await setUp()
    for (const share of [deviceShare, authShare, serverRecoveryHalf, userRecoveryHalf]) {
      await expect(
        recombineWalletKey({ shares: [share, undefined], address: wallet.address }),
      ).rejects.toBeInstanceOf(MissingShareError)
      await expect(combine([share])).rejects.toThrow()
      // Read as entropy on its own, a share gives some other key.
      expect(deriveWalletKey(share.slice(1)).address).not.toBe(wallet.address)
      const signer = createShareSigner({
        address: wallet.address as `0x${string}`,
        loadShares: async () => [share, undefined],
      })
      await expect(signer.signMessage({ message: 'x' })).rejects.toBeInstanceOf(MissingShareError)
    }
  })

  test("the server's database with its shares cannot reconstruct the key or sign", async () => {
    const { server, wallet, deviceShare, authShare } = await setUp()
    const dump = server.database
    const serverShares = [...dump.authShares.values(), dump.wallet!.recoveryShare].map(
      base64ToBytes,
    )
    // Every pair of the server's shares: halves of different sets recombine to a wrong key, caught.
    for (const first of serverShares)
      for (const second of serverShares) {
        if (first === second) continue
        await expect(
          recombineWalletKey({ shares: [first, second], address: wallet.address }),
        ).rejects.toBeInstanceOf(ShareMismatchError)
        const signer = createShareSigner({
          address: wallet.address as `0x${string}`,
          loadShares: async () => [first, second],
        })
        await expect(signer.signMessage({ message: 'x' })).rejects.toBeInstanceOf(
          ShareMismatchError,
        )
      }
    // The sealed half does not open without the passkey: not with a guessed PRF output, not as a password.
    await expect(
      unsealRecoveryShare(dump.wallet!.sealedRecoveryShare, {
        kind: 'passkey',
        prf: new Uint8Array(32),
      }),
    ).rejects.toBeInstanceOf(RecoveryUnsealError)
    await expect(
      unsealRecoveryShare(dump.wallet!.sealedRecoveryShare, {
        kind: 'password',
        password: 'guess',
        iterations: 1000,
      }),
    ).rejects.toBeInstanceOf(RecoveryUnsealError)
    // Nothing the server keeps is the entropy or the key itself.
    const key = await recombineWalletKey({
      shares: [deviceShare, authShare],
      address: wallet.address,
    })
    const stored = JSON.stringify({ ...dump, authShares: [...dump.authShares] })
    for (const secret of [key.entropy, key.privateKey, deviceShare])
      for (const encoding of ['hex', 'base64'] as const)
        expect(stored).not.toContain(Buffer.from(secret).toString(encoding))
  })

  test('a corrupted device share is detected by the address check and never used', async () => {
    const { device, parameters, wallet } = await setUp()
    const share = (await device.get('user-1'))!
    share[5] = share[5]! ^ 0x01
    await device.set('user-1', share)
    // Opening checks the set first: the damaged share is not used, recovery is asked instead.
    expect(await openEmbeddedWallet(parameters)).toMatchObject({
      status: 'recovery-needed',
      reason: 'share-mismatch',
      address: wallet.address,
    })
    // A signer made before the damage checks every recombination too.
    const signer = createShareSigner({
      address: wallet.address as Address,
      loadShares: async () => [
        await device.get('user-1'),
        base64ToBytes((await parameters.backend.getAuthShare({ deviceId: parameters.deviceId }))!),
      ],
    })
    await expect(signer.signMessage({ message: 'x' })).rejects.toBeInstanceOf(ShareMismatchError)
    await expect(
      exportEmbeddedWallet({ ...parameters, address: wallet.address }),
    ).rejects.toBeInstanceOf(ShareMismatchError)
  })

  test('a new device recovers with the passkey and gets a set of its own; the same address signs', async () => {
    const { server, wallet } = await setUp()
    const newDevice = {
      backend: server.backend,
      store: createMemoryShareStore(),
      userId: 'user-1',
      deviceId: 'device-bbbbbbbb',
    }
    const opened = await openEmbeddedWallet(newDevice)
    expect(opened).toMatchObject({
      status: 'recovery-needed',
      reason: 'new-device',
      address: wallet.address,
    })
    await expect(
      recoverEmbeddedWallet({
        ...newDevice,
        unsealRecoveryHalf: (sealed) =>
          unsealRecoveryShare(sealed, { kind: 'passkey', prf: new Uint8Array(32).fill(7) }),
      }),
    ).rejects.toBeInstanceOf(RecoveryUnsealError)
    const signer = await recoverEmbeddedWallet({
      ...newDevice,
      unsealRecoveryHalf: (sealed) => unsealRecoveryShare(sealed, passkey),
    })
    const signature = await signer.signMessage({ message: 'from the new device' })
    expect(await recoverMessageAddress({ message: 'from the new device', signature })).toBe(
      wallet.address,
    )
    // The new device's set is independent of the first device's.
    expect(server.database.authShares.get('device-bbbbbbbb')).not.toBe(
      server.database.authShares.get('device-aaaaaaaa'),
    )
    expect((await openEmbeddedWallet(newDevice)).status).toBe('ready')
  })

  test('a password seals and opens the recovery half; the wrong password does not', async () => {
    const half = crypto.getRandomValues(new Uint8Array(33))
    const sealed = await sealRecoveryShare(half, {
      kind: 'password',
      password: 'correct horse',
      iterations: 1000,
    })
    expect(
      await unsealRecoveryShare(sealed, { kind: 'password', password: 'correct horse' }),
    ).toEqual(half)
    await expect(
      unsealRecoveryShare(sealed, { kind: 'password', password: 'wrong horse' }),
    ).rejects.toBeInstanceOf(RecoveryUnsealError)
    await expect(unsealRecoveryShare(sealed, passkey)).rejects.toBeInstanceOf(RecoveryUnsealError)
    expect(sealed).not.toContain(Buffer.from(half).toString('base64'))
  })
})
