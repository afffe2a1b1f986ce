import { appEventSchemas, InvalidFrameRequestError } from '@airlock/frame'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { closeModal } from '../actions/closeModal.js'
import { connect } from '../actions/connect.js'
import { connectEmail } from '../actions/connectEmail.js'
import { connectOtp } from '../actions/connectOtp.js'
import { fundApprovalWithSwap } from '../actions/fundApprovalWithSwap.js'
import { returnToOpener } from '../actions/internal/returnToOpener.js'
import { openModal } from '../actions/openModal.js'
import { goBack, pushView } from '../actions/router.js'
import { setThemeMode, setThemeVariables } from '../actions/theme.js'
import { type AppKit, createAppKit } from '../createAppKit.js'
import { airlockLocal, solanaLocal } from '../networks/local.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import { createTestAdapter } from '../test/createTestAdapter.js'
import { createTestFrameHost, type TestFrameHost } from '../test/createTestFrameHost.js'

const instances: AppKit[] = []
afterEach(() => {
  for (const appKit of instances.splice(0)) appKit.destroy()
})

const embedded = '0x70997970C51812dc3A010C7d01b50e20d4dc79C8'

/**
 * EVM and Solana with email login, on a frame whose Solana account read (GET_USER on a `solana:`
 * chain) waits until the test lets it answer: the embedded wallet's second namespace connects
 * after the first, as on a real frame, where it may land while the visitor reads an approval.
 */
async function setup({ refuseTheme = false } = {}) {
  const frame: TestFrameHost = createTestFrameHost()
  let releaseSolana: () => void = () => undefined
  const solanaRead = new Promise<void>((resolve) => {
    releaseSolana = resolve
  })
  const create = frame.createFrameHost
  frame.createFrameHost = async (parameters) => {
    const host = await create(parameters)
    return {
      ...host,
      request: async (name, payload, options) => {
        const chainId = (payload as { chainId?: unknown } | undefined)?.chainId
        if (name === 'GET_USER' && String(chainId).startsWith('solana:')) await solanaRead
        // As the frame host refuses a theme its schema does not take (it is never posted).
        if (name === 'SYNC_THEME' && refuseTheme)
          throw new InvalidFrameRequestError({ requestType: '@w3m-app/SYNC_THEME' })
        return host.request(name, payload, options)
      },
    }
  }
  const appKit = createAppKit({
    networks: [airlockLocal, solanaLocal],
    adapters: [
      createTestAdapter(),
      createTestAdapter('solana', { connectors: [], chainId: solanaLocal.id }),
    ],
    projectId: 'test',
    storage: createMemoryStorage(),
    debug: false,
    features: { email: true },
    createFrameHost: frame.createFrameHost,
  })
  instances.push(appKit)
  await appKit.ready
  return { appKit, frame, releaseSolana }
}

/** An email login, up to the EVM account the dapp sees first; `done` when every namespace is in. */
async function logIn(appKit: AppKit) {
  openModal(appKit)
  await connectEmail(appKit, { email: 'ada@example.com' })
  const done = connectOtp(appKit, { otp: '123456' })
  await vi.waitFor(() => expect(appKit.state.chains.eip155?.account.address).toBe(embedded))
  return { done }
}

/** The dapp asks for a signature; resolves once the approval card is up, with its `outcome`. */
async function askSignature(appKit: AppKit, frame: TestFrameHost) {
  const signed = appKit.auth?.request({ method: 'personal_sign', params: ['0x68', embedded] })
  const outcome = signed?.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )
  await vi.waitFor(() => expect(frame.pending).toHaveLength(1))
  expect(appKit.state.modal.open).toBe(true)
  expect(appKit.state.router.view).toBe('ApproveTransaction')
  return { outcome }
}

describe('a pending approval lives as long as the visitor needs', () => {
  it("the embedded wallet's Solana account connecting while the card shows leaves the modal and the request be", async () => {
    const { appKit, frame, releaseSolana } = await setup()
    const { done } = await logIn(appKit)
    expect(appKit.state.chains.solana?.account.status).toBe('connecting')
    const { outcome } = await askSignature(appKit, frame)

    // The login's second namespace connects now, behind the approval.
    releaseSolana()
    await done
    expect(appKit.state.chains.solana?.account.status).toBe('connected')
    expect(appKit.state.modal.open).toBe(true)
    expect(appKit.state.router.view).toBe('ApproveTransaction')
    expect(frame.pending).toHaveLength(1)
    expect(frame.requests.some((request) => request.name === 'RPC_ABORT')).toBe(false)

    // The visitor approves whenever they are done reading.
    frame.approve('0xsigned')
    expect(await outcome).toEqual({ value: '0xsigned' })
    expect(appKit.state.modal.open).toBe(false)
  })

  it('a wallet connection the dapp starts while the card shows does not close it either', async () => {
    const { appKit, frame, releaseSolana } = await setup()
    releaseSolana()
    await (await logIn(appKit)).done
    const { outcome } = await askSignature(appKit, frame)
    await connect(appKit, { connectorId: 'dev.airlock.wallet', namespace: 'eip155' })
    expect(appKit.state.router.view).toBe('ApproveTransaction')
    expect(appKit.state.modal.open).toBe(true)
    expect(frame.pending).toHaveLength(1)
    frame.approve('0xsigned')
    expect(await outcome).toEqual({ value: '0xsigned' })
  })

  it("only the visitor's close ends it early, with 'Request was aborted'", async () => {
    const { appKit, frame, releaseSolana } = await setup()
    releaseSolana()
    await (await logIn(appKit)).done
    const { outcome } = await askSignature(appKit, frame)
    closeModal(appKit)
    const { error } = (await outcome) as { error: Error }
    expect(error.message).toMatch(/^Request was aborted/)
    await vi.waitFor(() =>
      expect(frame.requests.some((request) => request.name === 'RPC_ABORT')).toBe(true),
    )
  })
})

describe('an approval the account cannot pay is funded in place', () => {
  const requestId = '6f1c2b0e-8a4d-4f7e-9b1a-3c5d7e9f1a2b'
  const fundingEnded = (frame: TestFrameHost) =>
    frame.requests.filter((request) => request.name === 'FUNDING_ENDED')

  /** The dapp's send is on the card; the visitor chose its Buy (the frame hid, then asked). */
  async function chooseBuy() {
    const { appKit, frame, releaseSolana } = await setup()
    releaseSolana()
    await (await logIn(appKit)).done
    const sent = appKit.auth?.request({
      method: 'eth_sendTransaction',
      params: [{ from: embedded, to: embedded, value: '0x1' }],
    })
    const outcome = sent?.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    )
    await vi.waitFor(() => expect(frame.pending).toHaveLength(1))
    frame.setVisible(true, 'approve')
    frame.setVisible(false, 'approve')
    frame.fund({ requestId, chainId: 31337, symbol: 'ETH', amount: '0.05' })
    await vi.waitFor(() => expect(appKit.state.router.view).toBe('OnRampProviders'))
    return { appKit, frame, outcome }
  }

  it('Buy opens over ApproveTransaction; back there, the frame is told once, and the request waits for the visitor', async () => {
    const { appKit, frame, outcome } = await chooseBuy()
    expect(appKit.state.router.history).toEqual(['ApproveTransaction', 'OnRampProviders'])
    expect(appKit.state.modal.open).toBe(true)
    expect(fundingEnded(frame)).toEqual([])
    // The visitor comes back without buying (or a purchase brought them back).
    goBack(appKit)
    expect(appKit.state.router.view).toBe('ApproveTransaction')
    await vi.waitFor(() =>
      expect(fundingEnded(frame)).toEqual([{ name: 'FUNDING_ENDED', payload: { requestId } }]),
    )
    // The card shows again: nothing more to tell, the modal stays for it.
    frame.setVisible(true, 'approve')
    goBack(appKit)
    openModal(appKit, { view: 'ApproveTransaction' })
    expect(fundingEnded(frame)).toHaveLength(1)
    frame.approve('0xhash')
    expect(await outcome).toEqual({ value: '0xhash' })
  })

  it("a swap chosen on Buy replaces it; the swap's own approval above does not end the funding, coming back from the swap does", async () => {
    const { appKit, frame, outcome } = await chooseBuy()
    const { router } = appKit.state
    // As fundApproval offers it once the balances and the price are read.
    const swap = { fromToken: 'eip155:31337:0xCf7E', toToken: 'ETH', amount: '154.5' }
    router.data = {
      ...router.data,
      fundSwap: { missing: '0.05', missingSymbol: 'ETH', symbol: 'AUSD', swap },
    }
    expect(fundApprovalWithSwap(appKit)).toEqual(swap)
    expect(router.history).toEqual(['ApproveTransaction', 'Swap'])
    expect(router.data.swap).toEqual(swap)
    expect(router.data.fundSwap).toBeUndefined()
    // Nothing to take once Swap is on.
    expect(fundApprovalWithSwap(appKit)).toBeUndefined()

    // The swap's transaction: its own card, over the first one.
    pushView(appKit, { view: 'SwapPreview' })
    const swapped = appKit.auth?.request({
      method: 'eth_sendTransaction',
      params: [{ from: embedded, to: embedded, data: '0x01' }],
    })
    await vi.waitFor(() => expect(frame.pending).toHaveLength(2))
    expect(router.history).toEqual([
      'ApproveTransaction',
      'Swap',
      'SwapPreview',
      'ApproveTransaction',
    ])
    frame.pending[1]?.resolve('0xswap')
    expect(await swapped).toBe('0xswap')
    expect(fundingEnded(frame)).toEqual([])

    // The swap went through: back on the first card (as executeSwap does), which the frame reads anew.
    returnToOpener(appKit, 'Swap')
    expect(router.history).toEqual(['ApproveTransaction'])
    await vi.waitFor(() =>
      expect(fundingEnded(frame)).toEqual([{ name: 'FUNDING_ENDED', payload: { requestId } }]),
    )
    frame.approve('0xhash')
    expect(await outcome).toEqual({ value: '0xhash' })
  })

  it("closing the modal on Buy ends the request with 'Request was aborted' and tells the frame nothing more", async () => {
    const { appKit, frame, outcome } = await chooseBuy()
    closeModal(appKit)
    const { error } = (await outcome) as { error: Error }
    expect(error.message).toMatch(/^Request was aborted/)
    openModal(appKit, { view: 'ApproveTransaction' })
    expect(fundingEnded(frame)).toEqual([])
  })
})

describe("the frame's cards wear the modal's theme", () => {
  /** The themes sent to the frame so far, each checked against the frame's own schema. */
  const themesSent = (frame: TestFrameHost) =>
    frame.requests
      .filter((request) => request.name === 'SYNC_THEME')
      .map(({ payload }) => {
        const event = { id: crypto.randomUUID(), type: '@w3m-app/SYNC_THEME', payload }
        expect(appEventSchemas.SYNC_THEME.safeParse(event).success).toBe(true)
        return payload
      })

  it('SYNC_THEME carries the mode and the theme variables before the card shows, and again as the dapp changes them while it shows', async () => {
    const { appKit, frame, releaseSolana } = await setup()
    releaseSolana()
    await (await logIn(appKit)).done
    setThemeVariables(appKit, {
      '--w3m-accent': '#b5480f',
      '--w3m-border-radius-master': '2px',
      '--w3m-font-family': undefined,
    })
    const sentBefore = themesSent(frame).length
    const { outcome } = await askSignature(appKit, frame)
    expect(themesSent(frame).slice(sentBefore)).toEqual([
      {
        themeMode: 'light',
        themeVariables: { '--w3m-accent': '#b5480f', '--w3m-border-radius-master': '2px' },
      },
    ])

    setThemeVariables(appKit, { '--w3m-font-family': '"DejaVu Serif", serif' })
    await vi.waitFor(() =>
      expect(themesSent(frame).at(-1)).toEqual({
        themeMode: 'light',
        themeVariables: {
          '--w3m-accent': '#b5480f',
          '--w3m-border-radius-master': '2px',
          '--w3m-font-family': '"DejaVu Serif", serif',
        },
      }),
    )
    setThemeMode(appKit, 'dark')
    await vi.waitFor(() => expect(themesSent(frame).at(-1)).toMatchObject({ themeMode: 'dark' }))

    frame.approve('0xsigned')
    expect(await outcome).toEqual({ value: '0xsigned' })
    // With the card gone, a change waits for the next one: nothing loads or posts for it now.
    const sent = themesSent(frame).length
    setThemeMode(appKit, 'light')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(themesSent(frame)).toHaveLength(sent)
  })

  it('a theme the frame refuses is said on the console for the developer, never dropped in silence; the approval goes on', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const { appKit, frame, releaseSolana } = await setup({ refuseTheme: true })
      releaseSolana()
      await (await logIn(appKit)).done
      const { outcome } = await askSignature(appKit, frame)
      await vi.waitFor(() =>
        expect(errors).toHaveBeenCalledWith(
          'The wallet frame did not take the theme (themeVariables)',
          expect.any(InvalidFrameRequestError),
        ),
      )
      frame.approve('0xsigned')
      expect(await outcome).toEqual({ value: '0xsigned' })
    } finally {
      errors.mockRestore()
    }
  })
})
