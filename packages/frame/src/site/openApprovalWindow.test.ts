import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createTestFrameWindow } from '../test/createTestFrameWindow.js'
import { openApprovalWindow } from './openApprovalWindow.js'

const frameOrigin = 'http://wallet.localhost:8788'
const request = {
  description: { title: 'Sign message', rows: [{ label: 'Message', value: 'hello' }] },
  options: { origin: 'http://localhost:5173', dappName: 'Shop' },
}

function open() {
  const frame = createTestFrameWindow({
    document: {} as Document,
    visibilityTracking: false,
    origin: frameOrigin,
  })
  const approval = openApprovalWindow({ window: frame.window, request })
  const popup = frame.opened[0]
  if (!approval || !popup) throw new Error('no window opened')
  let decided: boolean | undefined | 'pending' = 'pending'
  void approval.decision.then((value) => {
    decided = value
  })
  /** The nonce the frame sent the window once it said it was ready. */
  const ready = () => {
    frame.postToWindow({
      data: { type: 'airlock-approval-window/ready' },
      origin: frameOrigin,
      source: popup,
    })
    const sent = popup.sent.at(-1)?.message as { nonce: string }
    return sent.nonce
  }
  return { frame, approval, popup, ready, decided: () => decided }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

test('opens /approve on the frame origin and sends the request only to it, with a one-time nonce', () => {
  const { popup, ready } = open()
  expect(popup.url).toBe(`${frameOrigin}/approve`)
  expect(popup.features).toContain('popup')
  const nonce = ready()
  expect(nonce).toMatch(/^[0-9a-f-]{36}$/)
  expect(popup.sent).toEqual([
    {
      message: { type: 'airlock-approval-window/request', nonce, ...request },
      targetOrigin: frameOrigin,
    },
  ])
})

test("F3: only the window the frame opened, on the frame's origin, with its nonce, decides; once", async () => {
  const { frame, popup, ready, decided } = open()
  const nonce = ready()
  const answer = (approved: boolean, withNonce = nonce) => ({
    type: 'airlock-approval-window/answer',
    nonce: withNonce,
    approved,
  })
  // The embedding page, another window of the frame's origin, a foreign origin, a wrong nonce
  // and a malformed answer are all ignored.
  frame.postToWindow({ data: answer(true), origin: 'http://localhost:5173', source: {} })
  frame.postToWindow({ data: answer(true), origin: frameOrigin, source: {} })
  frame.postToWindow({ data: answer(true), origin: 'http://localhost:5173', source: popup })
  frame.postToWindow({
    data: answer(true, crypto.randomUUID()),
    origin: frameOrigin,
    source: popup,
  })
  frame.postToWindow({
    data: { ...answer(true), approved: 'yes' },
    origin: frameOrigin,
    source: popup,
  })
  await vi.advanceTimersByTimeAsync(0)
  expect(decided()).toBe('pending')

  frame.postToWindow({ data: answer(false), origin: frameOrigin, source: popup })
  await vi.advanceTimersByTimeAsync(0)
  expect(decided()).toBe(false)
  expect(popup.closed).toBe(true)
  // The nonce was spent: a replayed or changed answer decides nothing more.
  frame.postToWindow({ data: answer(true), origin: frameOrigin, source: popup })
  await vi.advanceTimersByTimeAsync(0)
  expect(decided()).toBe(false)
})

test('a window closed without an answer ends with no decision; a blocked one opens nothing', async () => {
  const { popup, decided } = open()
  popup.closed = true
  await vi.advanceTimersByTimeAsync(1_000)
  expect(decided()).toBeUndefined()

  const frame = createTestFrameWindow({ document: {} as Document, visibilityTracking: false })
  expect(
    openApprovalWindow({ window: { ...frame.window, open: () => null }, request }),
  ).toBeUndefined()
})
