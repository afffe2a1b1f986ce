import { connect, createMemoryStorage } from '@airlock/core'
import { airlockLocal } from '@airlock/core/networks'
import { createTestAdapter } from '@airlock/core/testing'
import { act, render, waitFor } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
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

/** Whether React renders this node (React marks the DOM nodes it owns). */
const ownedByReact = (node: Node | null | undefined) =>
  node ? Object.keys(node).some((key) => key.startsWith('__reactFiber$')) : false
const shadowButton = (host: Element | null) => host?.shadowRoot?.querySelector('button')

function createTestAppKit() {
  return createAppKit({
    adapters: [createTestAdapter('eip155')],
    networks: [airlockLocal],
    projectId: 'test',
    storage: createMemoryStorage(),
  })
}

test('a Connect button shows before any React render; after the next frame React takes over the same node', async () => {
  appKit = createTestAppKit()
  const host = document.createElement('appkit-button')
  document.body.append(host)
  const first = shadowButton(host)
  expect(first?.textContent).toBe('Connect Wallet')
  expect(ownedByReact(first)).toBe(false)

  await waitFor(() => expect(ownedByReact(shadowButton(host))).toBe(true))
  expect(shadowButton(host)).toBe(first)
  // React renders it from now on.
  await appKit.ready
  await act(() => connect(appKit as AppKitInstance, { connectorId: 'dev.airlock.wallet' }))
  await waitFor(() => expect(buttonText(host)).toMatch(/0xf3…b92266$/))
})

test('React takes over a focused shell without moving the focus', async () => {
  appKit = createTestAppKit()
  const host = document.createElement('appkit-connect-button')
  document.body.append(host)
  const button = shadowButton(host)
  button?.focus()
  expect(host.shadowRoot?.activeElement).toBe(button)
  await waitFor(() => expect(ownedByReact(button)).toBe(true))
  expect(shadowButton(host)).toBe(button)
  expect(host.shadowRoot?.activeElement).toBe(button)
  button?.click()
  expect(appKit.state.modal.open).toBe(true)
})

test('an element removed before React has taken it over leaves no error behind', async () => {
  appKit = createTestAppKit()
  const errors = vi.spyOn(console, 'error')
  const host = document.createElement('appkit-button')
  document.body.append(host)
  // The state changes: React starts hydrating, and the element goes before it has finished.
  appKit.state.connection.status = 'pending'
  await Promise.resolve()
  host.remove()
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(errors.mock.calls).toEqual([])
})

test('the state or an attribute changing before the next frame reaches the button', async () => {
  appKit = createTestAppKit()
  const host = document.createElement('appkit-button')
  document.body.append(host)
  host.setAttribute('label', 'Sign in')
  await waitFor(() => expect(buttonText(host)).toBe('Sign in'))
  appKit.state.connection.status = 'pending'
  await waitFor(() => expect(buttonText(host)).toBe('Connecting…'))
  expect(ownedByReact(shadowButton(host))).toBe(true)
})

test('a click on the Connect button before React takes over opens the modal', () => {
  appKit = createTestAppKit()
  const host = document.createElement('appkit-button')
  host.setAttribute('namespace', 'eip155')
  document.body.append(host)
  shadowButton(host)?.click()
  expect(appKit.state.modal.open).toBe(true)
  expect(appKit.state.modal.namespace).toBe('eip155')
})

test('an account already connected renders through React at once, with no Connect shell', async () => {
  appKit = createTestAppKit()
  await appKit.ready
  await connect(appKit, { connectorId: 'dev.airlock.wallet' })
  const host = document.createElement('appkit-button')
  await act(() => document.body.append(host))
  expect(buttonText(host)).toMatch(/0xf3…b92266$/)
  expect(ownedByReact(shadowButton(host))).toBe(true)
})

test('a connection restored while React takes the shell over hydrates with no mismatch, then shows the account', async () => {
  appKit = createTestAppKit()
  await appKit.ready
  const reported: unknown[] = []
  const onError = (event: ErrorEvent) => reported.push(event.error ?? event.message)
  window.addEventListener('error', onError)
  const errors = vi.spyOn(console, 'error')
  try {
    const host = document.createElement('appkit-button')
    document.body.append(host)
    const shell = shadowButton(host)
    expect(shell?.textContent).toBe('Connect Wallet')
    // The state changes (React starts taking over) and the account arrives before its render runs.
    await connect(appKit, { connectorId: 'dev.airlock.wallet' })
    await waitFor(() => expect(buttonText(host)).toMatch(/0xf3…b92266$/))
    expect(reported).toEqual([])
    // (React's act() notice for updates made outside act is not about this.)
    expect(errors.mock.calls.filter((call) => /hydrat|match/i.test(String(call[0])))).toEqual([])
  } finally {
    window.removeEventListener('error', onError)
  }
})
