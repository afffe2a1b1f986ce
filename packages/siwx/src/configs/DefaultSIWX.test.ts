// @vitest-environment happy-dom
import { privateKeyToAccount } from 'viem/accounts'
import { beforeEach, describe, expect, it } from 'vitest'
import { createCookieSiwxStorage } from '../storages/createCookieSiwxStorage.js'
import { createLocalSiwxStorage } from '../storages/createLocalSiwxStorage.js'
import { createInformalMessenger } from './createInformalMessenger.js'
import { DefaultSIWX } from './DefaultSIWX.js'

const account = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)

beforeEach(async () => {
  localStorage.clear()
  await createCookieSiwxStorage().set([])
})

async function signedSession(siwx: ReturnType<typeof DefaultSIWX>, chainId = 'eip155:1' as const) {
  const message = await siwx.createMessage({ chainId, accountAddress: account.address })
  const text = message.toString()
  const { toString: _toString, ...data } = message
  return { data, message: text, signature: await account.signMessage({ message: text }) }
}

describe('DefaultSIWX', () => {
  it('builds messages for the page, verifies before storing, and finds the session again', async () => {
    const siwx = DefaultSIWX({
      messenger: createInformalMessenger({
        statement: 'Sign in to Shop.',
        getNonce: async () => 'fixedNonce123',
      }),
    })
    const session = await signedSession(siwx)
    expect(session.data).toMatchObject({
      domain: location.host,
      uri: location.origin,
      nonce: 'fixedNonce123',
      version: '1',
    })
    expect(session.message).toContain('Sign in to Shop.')
    await siwx.addSession(session)
    expect(await siwx.getSessions('eip155:1', account.address.toLowerCase())).toEqual([session])
    expect(await siwx.getSessions('eip155:10', account.address)).toEqual([])
    await siwx.revokeSession('eip155:1', account.address)
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
    expect(siwx.getRequired?.()).toBe(false)
    expect(siwx.signOutOnDisconnect).toBe(true)
  })

  it('refuses a session whose signature does not hold', async () => {
    const siwx = DefaultSIWX({ required: true })
    const session = await signedSession(siwx)
    await expect(
      siwx.addSession({ ...session, signature: `${session.signature.slice(0, -4)}0000` }),
    ).rejects.toThrow('could not be verified')
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
    expect(siwx.getRequired?.()).toBe(true)
  })

  it('drops expired sessions', async () => {
    const siwx = DefaultSIWX({ messenger: createInformalMessenger({ expiresInMs: -1000 }) })
    await siwx.addSession(await signedSession(siwx))
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
  })
})

describe('storages', () => {
  it('a cookie keeps sessions the backend receives', async () => {
    const siwx = DefaultSIWX({ storage: createCookieSiwxStorage({ secure: false }) })
    const session = await signedSession(siwx)
    await siwx.addSession(session)
    expect(decodeURIComponent(document.cookie)).toContain(session.signature)
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([session])
    await siwx.setSessions([])
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
  })

  it('localStorage ignores what is not a session', async () => {
    localStorage.setItem('@appkit/siwx', JSON.stringify([{ nope: true }, 'x']))
    const storage = createLocalSiwxStorage()
    expect(await storage.get('eip155:1', account.address)).toEqual([])
    localStorage.setItem('@appkit/siwx', '{broken')
    expect(await storage.get('eip155:1', account.address)).toEqual([])
  })
})
