import { type AppKitErrorEvent, openModal } from '@airlock/core'
import { waitFor } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { createTestAppKit } from '../test/createTestAppKit.js'
import { getModal } from '../test/getModal.js'
import { mountModal } from './mountModal.js'

// The chunk holding the modal's inside fails to arrive once, as over a dropped connection.
const chunk = vi.hoisted(() => ({ failures: 1 }))
vi.mock('./mountViews.js', async (importOriginal) => {
  if (chunk.failures > 0) {
    chunk.failures -= 1
    throw new TypeError('Failed to fetch dynamically imported module')
  }
  return importOriginal()
})

test('a modal that cannot load reports a ModalLoadError; the next open fetches it again', async () => {
  const { appKit } = await createTestAppKit()
  const errors: AppKitErrorEvent[] = []
  appKit.events.subscribe((event) => {
    if (event.data.type === 'error') errors.push(event as AppKitErrorEvent)
  })
  const unmount = mountModal(appKit)
  openModal(appKit)
  await waitFor(() => expect(errors).toHaveLength(1))
  expect(errors[0]?.data.event).toBe('MODAL_LOAD_ERROR')
  expect(errors[0]?.data.error.name).toBe('ModalLoadError')
  expect(errors[0]?.data.error.code).toBe('MODAL_LOAD_FAILED')

  appKit.state.modal.open = false
  openModal(appKit)
  expect(await getModal().view.findByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
  expect(errors).toHaveLength(1)
  unmount()
})
