import { openModal } from '@airlock/core'
import { fireEvent, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { mountModal } from '../mount/mountModal.js'
import { connectTestWallet } from '../test/connectTestWallet.js'
import { createTestAppKit } from '../test/createTestAppKit.js'
import { getModal } from '../test/getModal.js'

let unmount: (() => void) | undefined
afterEach(() => {
  unmount?.()
  unmount = undefined
})

test('Networks has "What is a network?", which opens the guide; its "Choose network" comes back to the same Networks view', async () => {
  const { appKit } = await createTestAppKit()
  await connectTestWallet(appKit)
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view } = getModal()
  fireEvent.click(await view.findByRole('button', { name: 'Airlock Local' }))
  const networks = await view.findByRole('dialog', { name: 'Choose network' })
  await within(networks).findByRole('list', { name: 'Networks' })
  fireEvent.click(within(networks).getByRole('button', { name: 'What is a network?' }))

  const guide = await view.findByRole('dialog', { name: 'What is a network?' })
  expect(await within(guide).findByText('A shared record')).toBeTruthy()
  fireEvent.click(within(guide).getByRole('button', { name: 'Choose network' }))
  const again = await view.findByRole('dialog', { name: 'Choose network' })
  await within(again).findByRole('list', { name: 'Networks' })
  expect(appKit.state.router.history).toEqual(['Account', 'Networks'])
  // Back leaves Networks for the Account view, as it would have before the guide.
  fireEvent.click(within(again).getByRole('button', { name: 'Back' }))
  expect(await view.findByRole('dialog', { name: 'Account' })).toBeTruthy()
})

test('opened alone (open({ view: "WhatIsANetwork" })), the guide\'s "Choose network" shows Networks in its place', async () => {
  const { appKit } = await createTestAppKit()
  unmount = mountModal(appKit)
  openModal(appKit, { view: 'WhatIsANetwork' })
  const { view } = getModal()
  const guide = await view.findByRole('dialog', { name: 'What is a network?' })
  fireEvent.click(await within(guide).findByRole('button', { name: 'Choose network' }))
  await view.findByRole('dialog', { name: 'Choose network' })
  expect(appKit.state.router.history).toEqual(['Networks'])
})
