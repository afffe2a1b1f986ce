// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createTestFrameWindow } from '../test/createTestFrameWindow.js'
import { createDomUi } from './createDomUi.js'
import { visibilityHoldTime } from './createVisibilityGate.js'

const description = { title: 'Sign message', rows: [{ label: 'Message', value: 'I authorize' }] }

function frameUi(visibilityTracking: boolean) {
  document.body.replaceChildren()
  const frame = createTestFrameWindow({ document, visibilityTracking })
  return { frame, ui: createDomUi(document, { window: frame.window }) }
}

const dialog = () => document.querySelector('[role="dialog"]')
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((node) => node.textContent === name)

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

test('F3: Approve stays disabled while the browser reports the frame transparent or covered, whatever the time; in plain sight it enables after the hold and disables at once on a cover', async () => {
  const { frame, ui } = frameUi(true)
  const controller = new AbortController()
  const decision = ui.requestApproval(description, { signal: controller.signal })
  const approve = button('Approve')!
  // The page shows the frame at opacity 0 (Chromium: isVisible false) for as long as it likes.
  frame.report(false)
  await vi.advanceTimersByTimeAsync(10_000)
  expect(approve.disabled).toBe(true)

  frame.report(true)
  await vi.advanceTimersByTimeAsync(visibilityHoldTime - 1)
  expect(approve.disabled).toBe(true)
  await vi.advanceTimersByTimeAsync(1)
  expect(approve.disabled).toBe(false)
  // Covered again, e.g. a decoy drawn over it just before the click.
  frame.report(false)
  expect(approve.disabled).toBe(true)
  controller.abort()
  await expect(decision).resolves.toBe(false)
  // The card is gone and the observer with it.
  expect(frame.observed.size).toBe(0)
})

test("F3: 'Link logins' and the recovery phrase wait for real visibility too", async () => {
  const { frame, ui } = frameUi(true)
  const choice = ui.requestLinkChoice({
    email: 'ada@example.com',
    thisLogin: 'google',
    otherLogin: 'email',
  })
  await vi.waitFor(() => expect(button('Link logins')).toBeDefined())
  frame.report(false)
  await vi.advanceTimersByTimeAsync(10_000)
  expect(button('Link logins')!.disabled).toBe(true)
  frame.report(true)
  await vi.advanceTimersByTimeAsync(visibilityHoldTime)
  expect(button('Link logins')!.disabled).toBe(false)
  button('Keep separate')!.click()
  await expect(choice).resolves.toBe(false)

  const shown = ui.showRecoveryPhrase('abandon ability able')
  const words = dialog()!.querySelector('ol')!
  frame.report(false)
  await vi.advanceTimersByTimeAsync(10_000)
  expect(words.hidden).toBe(true)
  frame.report(true)
  await vi.advanceTimersByTimeAsync(visibilityHoldTime)
  expect(words.hidden).toBe(false)
  expect(words.textContent).toBe('abandonabilityable')
  frame.report(false)
  expect(words.hidden).toBe(true)
  button('Done')!.click()
  await expect(shown).resolves.toBeUndefined()
})

/** A click as the browser makes it for the visitor (happy-dom lets a test mark it trusted). */
function visitorClick(target: Element) {
  const click = new MouseEvent('click', { bubbles: true })
  Object.defineProperty(click, 'isTrusted', { value: true })
  target.dispatchEvent(click)
}

test('F3: without IntersectionObserver v2 the card has no Approve; the visitor opens the approval window, whose answer decides', async () => {
  const { frame, ui } = frameUi(false)
  const decision = ui.requestApproval(description, {
    origin: 'http://localhost:5173',
    dappName: 'Shop',
  })
  expect(button('Approve')).toBeUndefined()
  const review = button('Review in a new window')!
  // A script's click opens nothing.
  review.click()
  expect(frame.opened).toEqual([])

  visitorClick(review)
  const popup = frame.opened[0]!
  expect(popup.url).toBe('http://wallet.localhost:8788/approve')
  frame.postToWindow({
    data: { type: 'airlock-approval-window/ready' },
    origin: 'http://wallet.localhost:8788',
    source: popup,
  })
  const sent = popup.sent[0]?.message as { nonce: string; description: unknown; options: object }
  expect(sent.description).toEqual(description)
  expect(sent.options).toMatchObject({ origin: 'http://localhost:5173', dappName: 'Shop' })
  // A second click brings the same window forward; it opens no other.
  visitorClick(review)
  expect(frame.opened).toHaveLength(1)

  frame.postToWindow({
    data: { type: 'airlock-approval-window/answer', nonce: sent.nonce, approved: true },
    origin: 'http://wallet.localhost:8788',
    source: popup,
  })
  await expect(decision).resolves.toBe(true)
  expect(dialog()).toBeNull()
})

test('without IntersectionObserver v2, a window closed unanswered leaves the card to open again or reject', async () => {
  const { frame, ui } = frameUi(false)
  const decision = ui.requestApproval(description)
  visitorClick(button('Review in a new window')!)
  frame.opened[0]!.closed = true
  await vi.advanceTimersByTimeAsync(1_000)
  expect(dialog()).not.toBeNull()
  visitorClick(button('Review in a new window')!)
  expect(frame.opened).toHaveLength(2)
  button('Reject')!.click()
  await expect(decision).resolves.toBe(false)
  expect(frame.opened[1]!.closed).toBe(true)
})
