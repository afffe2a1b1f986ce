import { connect, createMemoryStorage, type SIWXConfig, type SIWXSession } from '@airlock/core'
import { airlockLocal } from '@airlock/core/networks'
import { createTestAdapter } from '@airlock/core/testing'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { type AppKitInstance, createAppKit } from '../createAppKit.js'
import { useAppKitSIWX } from './useAppKitSIWX.js'

let appKit: AppKitInstance | undefined
afterEach(() => {
  // Components go before their instance, as in an app; a hook left mounted on a destroyed default
  // instance would throw AppKitNotCreatedError.
  cleanup()
  appKit?.destroy()
  appKit = undefined
  document.body.innerHTML = ''
})

it('follows the session of the active account', async () => {
  const sessions: SIWXSession[] = []
  const siwx: SIWXConfig = {
    createMessage: async (input) => ({
      ...input,
      domain: 'shop.example',
      uri: 'https://shop.example',
      version: '1',
      nonce: 'n',
      toString: () => 'sign in',
    }),
    addSession: async (session) => void sessions.push(session),
    revokeSession: async () => void sessions.splice(0),
    setSessions: async () => {},
    getSessions: async () => [...sessions],
  }
  const adapter = Object.assign(createTestAdapter('eip155'), {
    capabilities: { 'eip155:signMessage': async () => '0x5167' },
  })
  appKit = createAppKit({
    adapters: [adapter],
    networks: [airlockLocal],
    projectId: 'test',
    storage: createMemoryStorage(),
    debug: false,
    siwx,
  })
  await appKit.ready
  const { result } = renderHook(() => useAppKitSIWX())
  expect(result.current).toMatchObject({ isSignedIn: false, status: 'idle', session: undefined })
  await act(() => connect(appKit as AppKitInstance, { connectorId: 'dev.airlock.wallet' }))
  await waitFor(() => expect(result.current.status).toBe('signedOut'))
  await act(() => result.current.signIn())
  expect(result.current.isSignedIn).toBe(true)
  expect(result.current.session?.signature).toBe('0x5167')
  await act(() => result.current.signOut())
  expect(result.current.isSignedIn).toBe(false)
  expect(sessions).toHaveLength(0)
})
