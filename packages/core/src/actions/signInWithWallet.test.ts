import type { SIWXConfig, SIWXSession } from '@airlock/blockchain-api'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type AppKit, createAppKit } from '../createAppKit.js'
import { airlockLocal, airlockLocal2 } from '../networks/local.js'
import { canCloseModal } from '../selectors/canCloseModal.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import { createTestAdapter } from '../test/createTestAdapter.js'
import { cancelSignIn } from './cancelSignIn.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { openModal } from './openModal.js'
import { signInWithWallet } from './signInWithWallet.js'
import { switchNetwork } from './switchNetwork.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** The session data the test config's messages carry for `address` on the local chain. */
const sessionData = (nonce: string) => ({
  chainId: 'eip155:31337' as const,
  accountAddress: address,
  domain: 'app.example',
  uri: 'https://app.example',
  version: '1',
  nonce,
})
const otherAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const instances: AppKit[] = []
afterEach(() => {
  for (const appKit of instances.splice(0)) appKit.destroy()
})

/** A sign-in config that keeps sessions in a list, as a storage would. */
function createMemorySiwx(required: boolean) {
  const sessions: SIWXSession[] = []
  const config: SIWXConfig & { sessions: SIWXSession[]; failGetSessions: boolean } = {
    sessions,
    failGetSessions: false,
    async createMessage(input) {
      const text = `sign in ${input.accountAddress} on ${input.chainId}`
      return {
        ...input,
        domain: 'app.example',
        uri: 'https://app.example',
        version: '1',
        nonce: 'n1',
        toString: () => text,
      }
    },
    async addSession(session) {
      sessions.push(session)
    },
    async revokeSession(chainId, accountAddress) {
      const kept = sessions.filter(
        (s) => !(s.data.chainId === chainId && s.data.accountAddress === accountAddress),
      )
      sessions.splice(0, sessions.length, ...kept)
    },
    async setSessions(next) {
      sessions.splice(0, sessions.length, ...next)
    },
    async getSessions(chainId, accountAddress) {
      if (config.failGetSessions) throw new Error('storage down')
      return sessions.filter(
        (s) => s.data.chainId === chainId && s.data.accountAddress === accountAddress,
      )
    },
    getRequired: () => required,
  }
  return config
}

async function setup({ required = true, sign = async () => '0x5167' as string } = {}) {
  const adapter = createTestAdapter('eip155')
  const signMessage = vi.fn(sign)
  Object.assign(adapter, { capabilities: { 'eip155:signMessage': signMessage } })
  const siwx = createMemorySiwx(required)
  const appKit = createAppKit({
    adapters: [adapter],
    networks: [airlockLocal, airlockLocal2],
    projectId: 'p',
    storage: createMemoryStorage(),
    siwx,
  })
  instances.push(appKit)
  await appKit.ready
  const events: string[] = []
  appKit.events.subscribe((event) => events.push(event.data.event))
  return { appKit, adapter, siwx, signMessage, events }
}

async function connectAndWaitForPrompt(appKit: AppKit) {
  openModal(appKit)
  await connect(appKit, { connectorId: 'dev.airlock.wallet' })
  await vi.waitFor(() => expect(appKit.state.siwx.status).toBe('signedOut'))
}

describe('sign in with the wallet', () => {
  it('asks to sign after connecting, and the modal cannot be closed while sign-in is required', async () => {
    const { appKit } = await setup()
    await connectAndWaitForPrompt(appKit)
    expect(appKit.state.modal.open).toBe(true)
    expect(appKit.state.router.view).toBe('SIWXSignMessage')
    expect(canCloseModal(appKit.state)).toBe(false)
  })

  it('signs, stores the session, closes the modal and records SIWX_AUTH_SUCCESS', async () => {
    const { appKit, siwx, signMessage, events } = await setup()
    await connectAndWaitForPrompt(appKit)
    const session = await signInWithWallet(appKit)
    expect(signMessage).toHaveBeenCalledWith({
      message: `sign in ${address} on eip155:31337`,
      address,
    })
    expect(session).toEqual({
      data: sessionData('n1'),
      message: `sign in ${address} on eip155:31337`,
      signature: '0x5167',
    })
    expect(siwx.sessions).toHaveLength(1)
    expect(appKit.state.siwx.status).toBe('signedIn')
    expect(appKit.state.modal.open).toBe(false)
    expect(events).toContain('SIWX_AUTH_SUCCESS')
    expect(appKit.state.lastEvent?.data.properties).toEqual({
      network: 'eip155:31337',
      isSmartAccount: false,
    })
  })

  it('shows Signature declined and records SIWX_AUTH_ERROR when the wallet refuses; retrying works', async () => {
    let refuse = true
    const { appKit, events } = await setup({
      sign: async () => {
        if (refuse) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
        return '0x5167'
      },
    })
    await connectAndWaitForPrompt(appKit)
    await expect(signInWithWallet(appKit)).rejects.toThrow('User rejected')
    expect(appKit.state.toast).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Signature declined',
    })
    expect(appKit.state.router.view).toBe('SIWXSignMessage')
    expect(appKit.state.modal.open).toBe(true)
    expect(events).toContain('SIWX_AUTH_ERROR')
    refuse = false
    await signInWithWallet(appKit)
    expect(appKit.state.siwx.status).toBe('signedIn')
  })

  it("a refused signature with the smart account preferred says 'This application might not support Smart Accounts'", async () => {
    const { appKit, events } = await setup({
      sign: async () => {
        throw new Error('The account has no ERC-1271')
      },
    })
    await connectAndWaitForPrompt(appKit)
    // The embedded wallet reports its smart account as the one in use, as the auth connector does.
    const account = appKit.state.chains.eip155?.account
    if (!account) throw new Error('not connected')
    Object.assign(account, {
      preferredAccountType: 'smartAccount',
      allAccounts: [{ namespace: 'eip155', address, type: 'smartAccount' }],
    })
    await expect(signInWithWallet(appKit)).rejects.toThrow()
    expect(appKit.state.toast).toMatchObject({
      open: true,
      variant: 'error',
      message: 'This application might not support Smart Accounts',
    })
    expect(events).toContain('SIWX_AUTH_ERROR')
    expect(appKit.state.lastEvent?.data.properties).toMatchObject({ isSmartAccount: true })
  })

  it('cancel while required disconnects, resets to Connect and records CLICK_CANCEL_SIWX', async () => {
    const { appKit, events } = await setup()
    await connectAndWaitForPrompt(appKit)
    await cancelSignIn(appKit)
    expect(appKit.state.chains.eip155?.account.status).toBe('disconnected')
    expect(appKit.state.router.view).toBe('Connect')
    expect(events).toContain('CLICK_CANCEL_SIWX')
  })

  it('cancel while optional only closes the modal', async () => {
    const { appKit } = await setup({ required: false })
    await connectAndWaitForPrompt(appKit)
    expect(canCloseModal(appKit.state)).toBe(true)
    await cancelSignIn(appKit)
    expect(appKit.state.modal.open).toBe(false)
    expect(appKit.state.chains.eip155?.account.status).toBe('connected')
  })

  it('does not ask again when a session exists, and asks again for another account', async () => {
    const { appKit, adapter, siwx } = await setup()
    siwx.sessions.push({
      data: sessionData('n0'),
      message: 'm',
      signature: '0x1',
    })
    openModal(appKit)
    await connect(appKit, { connectorId: 'dev.airlock.wallet' })
    await vi.waitFor(() => expect(appKit.state.siwx.status).toBe('signedIn'))
    expect(appKit.state.modal.open).toBe(false)

    adapter.emit({
      type: 'accountChanged',
      connectorId: 'dev.airlock.wallet',
      address: otherAddress,
    })
    await vi.waitFor(() => expect(appKit.state.siwx.status).toBe('signedOut'))
    expect(appKit.state.modal.open).toBe(true)
    expect(appKit.state.router.view).toBe('SIWXSignMessage')
  })

  it('switching to a network without a session asks again', async () => {
    const { appKit } = await setup()
    await connectAndWaitForPrompt(appKit)
    await signInWithWallet(appKit)
    await switchNetwork(appKit, { network: airlockLocal2 })
    await vi.waitFor(() => expect(appKit.state.siwx.status).toBe('signedOut'))
    expect(appKit.state.siwx.caipAddress).toBe(`eip155:31338:${address}`)
    expect(appKit.state.router.view).toBe('SIWXSignMessage')
    await signInWithWallet(appKit)
    // Back on the first network, its session still holds: no prompt.
    await switchNetwork(appKit, { network: airlockLocal })
    await vi.waitFor(() => expect(appKit.state.siwx.status).toBe('signedIn'))
    expect(appKit.state.modal.open).toBe(false)
  })

  it('disconnecting signs out', async () => {
    const { appKit, siwx } = await setup()
    await connectAndWaitForPrompt(appKit)
    await signInWithWallet(appKit)
    await disconnect(appKit)
    expect(siwx.sessions).toHaveLength(0)
    expect(appKit.state.siwx.status).toBe('idle')
  })

  it('disconnects when sign-in cannot start', async () => {
    const { appKit, siwx } = await setup()
    siwx.failGetSessions = true
    openModal(appKit)
    await connect(appKit, { connectorId: 'dev.airlock.wallet' })
    await vi.waitFor(() => expect(appKit.state.chains.eip155?.account.status).toBe('disconnected'))
    expect(appKit.state.toast).toMatchObject({
      variant: 'error',
      message: 'A problem occurred while trying initialize authentication',
    })
    expect(appKit.state.router.view).toBe('Connect')
  })
})

describe('sign-in guards', () => {
  it('refuses what the spec refuses', async () => {
    const plain = createAppKit({ networks: [airlockLocal], storage: createMemoryStorage() })
    instances.push(plain)
    await expect(signInWithWallet(plain)).rejects.toThrow('SIWX is not enabled')

    const { appKit, adapter } = await setup()
    await expect(signInWithWallet(appKit)).rejects.toThrow('No ActiveCaipAddress found')
    await connectAndWaitForPrompt(appKit)
    Object.assign(adapter, { capabilities: {} })
    await expect(signInWithWallet(appKit)).rejects.toThrow('No ConnectionController client found')

    expect(() =>
      createAppKit({ networks: [airlockLocal], siwx: createMemorySiwx(false), siweConfig: {} }),
    ).toThrow('siweConfig and siwx cannot both be set')
  })

  it('only asks on a supported network', async () => {
    const { appKit, adapter } = await setup()
    adapter.chainId = 999
    openModal(appKit)
    await connect(appKit, { connectorId: 'dev.airlock.wallet' })
    // The check runs inside connect and marks the account 'checking' before its first await, so
    // once connect has returned a check that was going to ask would already show.
    expect(appKit.state.unsupportedChain).toBe(true)
    expect(appKit.state.siwx.status).toBe('idle')
  })
})
