import { ModalLoadError } from '@airlock/core'
import { expect, test, vi } from 'vitest'
import { createTestAppKit } from '../test/createTestAppKit.js'
import { createAppKitMethods } from './createAppKitMethods.js'

// The chunk of the instance's connection actions fails to arrive once, as over a dropped
// connection.
const chunk = vi.hoisted(() => ({ failures: 1 }))
vi.mock('./lazyActions.js', async (importOriginal) => {
  if (chunk.failures > 0) {
    chunk.failures -= 1
    throw new TypeError('Failed to fetch dynamically imported module')
  }
  return importOriginal()
})

test('a member whose chunk cannot load rejects with a ModalLoadError; the next call fetches it again', async () => {
  const { appKit } = await createTestAppKit()
  const methods = createAppKitMethods(appKit)
  const failed = await methods.disconnect().catch((error: unknown) => error)
  expect(failed).toBeInstanceOf(ModalLoadError)
  expect(failed).toMatchObject({ code: 'MODAL_LOAD_FAILED' })
  await expect(methods.disconnect()).resolves.toBeUndefined()
})
