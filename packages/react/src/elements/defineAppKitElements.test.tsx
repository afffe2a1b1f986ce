import { connect, createMemoryStorage } from '@airlock/core'
import { airlockLocal } from '@airlock/core/networks'
import { createTestAdapter } from '@airlock/core/testing'
import { act, render, waitFor } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { type AppKitInstance, createAppKit } from '../createAppKit.js'

// A file of its own: the elements must not be defined before the first test runs.
let appKit: AppKitInstance | undefined
afterEach(() => {
  appKit?.destroy()
  document.body.innerHTML = ''
})

const buttonText = (host: Element | null) => host?.shadowRoot?.querySelector('button')?.textContent

test('buttons already in the page have rendered by the time createAppKit returns', () => {
  document.body.innerHTML =
    '<appkit-button></appkit-button><appkit-network-button></appkit-network-button>'
  appKit = createAppKit({
    adapters: [createTestAdapter('eip155')],
    networks: [airlockLocal],
    projectId: 'test',
    storage: createMemoryStorage(),
  })
  expect(buttonText(document.querySelector('appkit-button'))).toContain('Connect Wallet')
  expect(buttonText(document.querySelector('appkit-network-button'))).toContain('Airlock Local')
})

test('buttons added later, by a framework, render on its schedule', async () => {
  appKit = createAppKit({
    adapters: [createTestAdapter('eip155')],
    networks: [airlockLocal],
    projectId: 'test',
    storage: createMemoryStorage(),
  })
  render(<appkit-connect-button />)
  const host = document.querySelector('appkit-connect-button')
  await waitFor(() => expect(buttonText(host)).toContain('Connect Wallet'))
})

test("AppKit's attributes, as JSX writes them, reach the buttons; w3m-* names work too", async () => {
  appKit = createAppKit({
    adapters: [createTestAdapter('eip155')],
    networks: [airlockLocal],
    projectId: 'test',
    storage: createMemoryStorage(),
  })
  render(
    <>
      <appkit-button size="sm" charsStart={6} charsEnd={4} balance="hide" />
      <appkit-network-button label="Pick a network" disabled />
      <w3m-connect-button label="Sign in" disabled />
    </>,
  )
  const button = () => document.querySelector('appkit-button')?.shadowRoot?.querySelector('button')
  await waitFor(() => expect(button()?.dataset.size).toBe('sm'))
  const network = document.querySelector('appkit-network-button')
  await waitFor(() => expect(buttonText(network)).toBe('Pick a network'))
  expect(network?.shadowRoot?.querySelector('button')?.disabled).toBe(true)
  const legacy = document.querySelector('w3m-connect-button')
  await waitFor(() => expect(buttonText(legacy)).toBe('Sign in'))
  expect(legacy?.shadowRoot?.querySelector('button')?.disabled).toBe(true)

  // React 19 writes loadingLabel as the attribute loadinglabel, as AppKit's Lit elements read it.
  document.querySelector('appkit-button')?.setAttribute('loadinglabel', 'Hold on')
  appKit.state.connection.status = 'pending'
  await waitFor(() => expect(button()?.textContent).toBe('Hold on'))
  appKit.state.connection.status = 'idle'
  await act(() => connect(appKit as AppKitInstance, { connectorId: 'dev.airlock.wallet' }))
  await waitFor(() => expect(button()?.textContent).toBe('0xf39F…2266'))
})
