import { connectEmail, connectOtp, createMemoryStorage, ID_AUTH } from '@airlock/core'
import { airlockLocal, airlockLocal2 } from '@airlock/core/networks'
import { createTestAdapter, createTestFrameHost } from '@airlock/core/testing'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { type AppKitInstance, createAppKit } from '../createAppKit.js'
import { useAppKitAccount } from './useAppKitAccount.js'
import { useAppKitProvider } from './useAppKitProvider.js'

let appKit: AppKitInstance | undefined
afterEach(() => {
  cleanup()
  appKit?.destroy()
  appKit = undefined
  document.body.innerHTML = ''
})

it('an email login gives embeddedWalletInfo and the auth provider as the eip155 provider', async () => {
  const frame = createTestFrameHost()
  appKit = createAppKit({
    adapters: [createTestAdapter('eip155')],
    networks: [airlockLocal, airlockLocal2],
    projectId: 'test',
    storage: createMemoryStorage(),
    debug: false,
    createFrameHost: frame.createFrameHost,
  })
  await appKit.ready
  const { result } = renderHook(() => ({
    account: useAppKitAccount(),
    provider: useAppKitProvider('eip155'),
  }))
  expect(result.current.account.embeddedWalletInfo).toBeUndefined()

  const instance = appKit
  await act(async () => {
    await connectEmail(instance, { email: 'ada@example.com' })
    await connectOtp(instance, { otp: '123456' })
  })
  await waitFor(() =>
    expect(result.current.account.embeddedWalletInfo).toEqual({
      user: { email: 'ada@example.com', username: undefined },
      authProvider: 'email',
      accountType: 'smartAccount',
      isSmartAccountDeployed: false,
    }),
  )
  expect(appKit.state.chains.eip155?.connectorId).toBe(ID_AUTH)
  expect(result.current.provider.walletProvider).toBe(appKit.auth)
  expect(result.current.provider.walletProviderType).toBe('AUTH')
})
