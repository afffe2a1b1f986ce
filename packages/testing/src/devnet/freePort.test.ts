import { afterEach, expect, test, vi } from 'vitest'
import { getFreePort } from './freePort.js'

afterEach(() => {
  vi.restoreAllMocks()
})

test('a port handed out and not bound yet is not handed out again', async () => {
  vi.spyOn(Math, 'random').mockReturnValueOnce(0.51).mockReturnValueOnce(0.51)
  const first = await getFreePort()
  const second = await getFreePort()
  expect(second).not.toBe(first)
})
