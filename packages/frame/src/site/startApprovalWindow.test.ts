import { expect, test } from 'vitest'
import type { ApprovalDescription } from './describeRequest.js'
import { type ApprovalWindowSelf, startApprovalWindow } from './startApprovalWindow.js'

const frameOrigin = 'http://wallet.localhost:8788'
const description = { title: 'Sign message', rows: [{ label: 'Message', value: 'hello' }] }

/** The approval window's own window, its opener (the frame) and the card the visitor answers. */
function approvalWindow(parameters: { framed?: boolean; opener?: boolean } = {}) {
  const toOpener: { message: unknown; targetOrigin: string }[] = []
  const opener = {
    postMessage: (message: unknown, targetOrigin: string) =>
      toOpener.push({ message, targetOrigin }),
  }
  const listeners = new Set<(event: MessageEvent) => void>()
  let closed = false
  const self: ApprovalWindowSelf = {
    opener: parameters.opener === false ? null : opener,
    top: undefined,
    location: { origin: frameOrigin },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    close: () => {
      closed = true
    },
  }
  ;(self as { top: unknown }).top = parameters.framed ? {} : self
  const shown: {
    description: ApprovalDescription
    options: unknown
    answer(approved: boolean): void
  }[] = []
  const statuses: string[] = []
  const started = startApprovalWindow({
    window: self,
    ui: {
      requestApproval: (shownDescription, options) =>
        new Promise<boolean>((resolve) => {
          shown.push({ description: shownDescription, options, answer: resolve })
        }),
      setTheme: () => undefined,
    },
    showStatus: (text) => statuses.push(text),
  })
  const deliver = (data: unknown, from: { origin?: string; source?: unknown } = {}) => {
    for (const listener of [...listeners])
      void listener({
        data,
        origin: from.origin ?? frameOrigin,
        source: from.source ?? opener,
      } as unknown as MessageEvent)
  }
  return { started, toOpener, shown, statuses, deliver, opener, isClosed: () => closed }
}

const request = (nonce: string) => ({
  type: 'airlock-approval-window/request',
  nonce,
  description,
  options: { origin: 'http://localhost:5173', dappName: 'Shop', signal: undefined },
})

test('asks its opener, on the frame origin only, for the request', () => {
  const { toOpener } = approvalWindow()
  expect(toOpener).toEqual([
    { message: { type: 'airlock-approval-window/ready' }, targetOrigin: frameOrigin },
  ])
})

test('F3: shows only a request from its opener on the frame origin, and answers it there with its nonce', async () => {
  const { deliver, shown, toOpener, started, isClosed } = approvalWindow()
  const nonce = crypto.randomUUID()
  // Another window, another origin and a malformed request show nothing.
  deliver(request(crypto.randomUUID()), { source: {} })
  deliver(request(crypto.randomUUID()), { origin: 'http://localhost:5173' })
  deliver({ ...request(nonce), description: { title: 1 } })
  expect(shown).toEqual([])

  deliver(request(nonce))
  expect(shown).toHaveLength(1)
  expect(shown[0]?.description).toEqual(description)
  expect(shown[0]?.options).toEqual({ origin: 'http://localhost:5173', dappName: 'Shop' })
  // One request per window.
  deliver(request(crypto.randomUUID()))
  expect(shown).toHaveLength(1)

  shown[0]?.answer(true)
  await expect(started.decision).resolves.toBe(true)
  expect(toOpener.at(-1)).toEqual({
    message: { type: 'airlock-approval-window/answer', nonce, approved: true },
    targetOrigin: frameOrigin,
  })
  expect(isClosed()).toBe(true)
})

test('framed, or opened by nothing, it asks for nothing and shows no request', () => {
  for (const setup of [{ framed: true }, { opener: false }]) {
    const { toOpener, statuses, deliver, shown } = approvalWindow(setup)
    deliver(request(crypto.randomUUID()))
    expect(toOpener).toEqual([])
    expect(shown).toEqual([])
    expect(statuses).toEqual(['Open this window from your wallet to review a request.'])
  }
})
