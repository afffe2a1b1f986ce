import { createMemoryStorage } from '@airlock/core'
import { airlockLocal } from '@airlock/core/networks'
import { createTestAdapter } from '@airlock/core/testing'
import { render, waitFor } from '@testing-library/react'
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
