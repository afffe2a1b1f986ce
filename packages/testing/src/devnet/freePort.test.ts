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

test('with every port it draws taken, it fails with NoFreePortError', async () => {
  // Every draw is the same port: free the first time, then handed out already.
  const random = vi.spyOn(Math, 'random').mockReturnValue(0.53)
  await getFreePort()
  await expect(getFreePort()).rejects.toMatchObject({
    name: 'NoFreePortError',
    code: 'NO_FREE_PORT',
  })
  expect(random).toHaveBeenCalledTimes(51)
})
