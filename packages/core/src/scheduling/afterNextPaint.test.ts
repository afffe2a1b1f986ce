// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest'
import { afterNextPaint } from './afterNextPaint.js'

afterEach(() => {
  vi.restoreAllMocks()
})

test('runs after the next animation frame, in a task of its own', async () => {
  const order: string[] = []
  afterNextPaint(() => order.push('callback'))
  requestAnimationFrame(() => order.push('frame'))
  expect(order).toEqual([])
  await vi.waitFor(() => expect(order).toContain('callback'))
  expect(order).toEqual(['frame', 'callback'])
})

test('runs by the timeout when no frame comes', async () => {
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0)
  const callback = vi.fn()
  afterNextPaint(callback, { timeout: 20 })
  await new Promise((resolve) => setTimeout(resolve, 5))
  expect(callback).not.toHaveBeenCalled()
  await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1))
})

test('once only, when both the frame and the timeout come', async () => {
  const callback = vi.fn()
  afterNextPaint(callback, { timeout: 0 })
  await new Promise((resolve) => setTimeout(resolve, 60))
  expect(callback).toHaveBeenCalledTimes(1)
})

test('at once in a hidden document or without a window', () => {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
  const hidden = vi.fn()
  afterNextPaint(hidden)
  expect(hidden).toHaveBeenCalledTimes(1)
  const windowless = vi.fn()
  afterNextPaint(windowless, { view: {} as Window })
  expect(windowless).toHaveBeenCalledTimes(1)
})

test('cancelled, it never runs', async () => {
  const callback = vi.fn()
  const cancel = afterNextPaint(callback, { timeout: 10 })
  cancel()
  await new Promise((resolve) => setTimeout(resolve, 60))
  expect(callback).not.toHaveBeenCalled()
})
