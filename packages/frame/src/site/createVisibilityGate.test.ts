import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createTestFrameWindow } from '../test/createTestFrameWindow.js'
import {
  createVisibilityGate,
  supportsVisibilityTracking,
  visibilityCheckDelay,
  visibilityHoldTime,
} from './createVisibilityGate.js'

const card = {} as Element

function gateIn(frame: ReturnType<typeof createTestFrameWindow>) {
  const changes: boolean[] = []
  const gate = createVisibilityGate({
    target: card,
    window: frame.window,
    onChange: (open) => changes.push(open),
  })
  return { gate, changes }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('with IntersectionObserver v2 (Chromium)', () => {
  const frame = () => createTestFrameWindow({ document: {} as Document, visibilityTracking: true })

  test('F3: a card the browser reports transparent or covered never opens, however long it shows', () => {
    const page = frame()
    const { gate, changes } = gateIn(page)
    page.report(false)
    vi.advanceTimersByTime(60_000)
    expect(gate.isOpen).toBe(false)
    expect(changes).toEqual([])
  })

  test('opens only after the hold time of continuous visibility, closes at once on a loss, and starts the hold over', () => {
    const page = frame()
    const { gate, changes } = gateIn(page)
    page.report(true)
    vi.advanceTimersByTime(visibilityHoldTime - 1)
    expect(gate.isOpen).toBe(false)
    // A cover just before the hold ends: the hold starts over from the next visible report.
    page.report(false)
    vi.advanceTimersByTime(1)
    expect(gate.isOpen).toBe(false)
    page.report(true)
    vi.advanceTimersByTime(visibilityHoldTime - 1)
    expect(gate.isOpen).toBe(false)
    vi.advanceTimersByTime(1)
    expect(gate.isOpen).toBe(true)
    page.report(false)
    expect(gate.isOpen).toBe(false)
    expect(changes).toEqual([true, false])
    gate.stop()
  })

  test('asks the browser to track visibility, at least every 100 ms, on the card', () => {
    const page = frame()
    const { gate } = gateIn(page)
    const [observer] = [...page.observed]
    expect(observer?.init).toMatchObject({ trackVisibility: true })
    expect(observer?.init.delay).toBeGreaterThanOrEqual(100)
    expect(visibilityCheckDelay).toBeGreaterThanOrEqual(100)
    expect([...(observer?.targets ?? [])]).toEqual([card])
    gate.stop()
    expect(page.observed.size).toBe(0)
  })

  test('a card partly outside the viewport (the page clipped the frame) does not open', () => {
    const page = frame()
    const { gate } = gateIn(page)
    page.report(true, 0.5)
    vi.advanceTimersByTime(visibilityHoldTime * 2)
    expect(gate.isOpen).toBe(false)
  })

  test('a hidden document closes it; back in view, it observes afresh and holds again', () => {
    const page = frame()
    const { gate } = gateIn(page)
    page.report(true)
    vi.advanceTimersByTime(visibilityHoldTime)
    expect(gate.isOpen).toBe(true)
    page.setDocumentVisible(false)
    expect(gate.isOpen).toBe(false)
    page.setDocumentVisible(true)
    // No report yet from the fresh observation: still closed.
    vi.advanceTimersByTime(visibilityHoldTime * 2)
    expect(gate.isOpen).toBe(false)
    page.report(true)
    vi.advanceTimersByTime(visibilityHoldTime)
    expect(gate.isOpen).toBe(true)
  })
})

describe('without IntersectionObserver v2', () => {
  test('opens after the hold time in view; a top-level window must also have focus', () => {
    const page = createTestFrameWindow({
      document: {} as Document,
      visibilityTracking: false,
      topLevel: true,
    })
    expect(supportsVisibilityTracking(page.window)).toBe(false)
    const { gate } = gateIn(page)
    page.report(false)
    vi.advanceTimersByTime(visibilityHoldTime)
    // v1 reports intersection only: a fully intersecting card counts, whatever isVisible says.
    expect(gate.isOpen).toBe(true)
    page.setFocused(false)
    expect(gate.isOpen).toBe(false)
    page.setFocused(true)
    vi.advanceTimersByTime(visibilityHoldTime - 1)
    expect(gate.isOpen).toBe(false)
    vi.advanceTimersByTime(1)
    expect(gate.isOpen).toBe(true)
  })
})
