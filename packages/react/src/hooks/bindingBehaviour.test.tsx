// AppKit's hook behaviours, shared with @airlock/vue's composables (@airlock/testing/bindings):
// this file runs them on the React hooks.
import { describeBindingBehaviour } from '@airlock/testing/bindings'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { createAppKit } from '../createAppKit.js'
import { useAppKit } from './useAppKit.js'
import { useAppKitAccount } from './useAppKitAccount.js'
import { useAppKitBalance } from './useAppKitBalance.js'
import { useAppKitConnection } from './useAppKitConnection.js'
import { useAppKitConnections } from './useAppKitConnections.js'
import { useAppKitEvents } from './useAppKitEvents.js'
import { useAppKitNetwork } from './useAppKitNetwork.js'
import { useAppKitProvider } from './useAppKitProvider.js'
import { useAppKitState } from './useAppKitState.js'
import { useAppKitTheme } from './useAppKitTheme.js'
import { useDisconnect } from './useDisconnect.js'
import { useWalletInfo } from './useWalletInfo.js'

describeBindingBehaviour({
  name: '@airlock/react hooks',
  createAppKit,
  hooks: {
    useAppKit,
    useAppKitAccount,
    useAppKitNetwork,
    useAppKitState,
    useAppKitEvents,
    useAppKitTheme,
    useDisconnect,
    useWalletInfo,
    useAppKitProvider,
    useAppKitBalance,
    useAppKitConnections,
    useAppKitConnection,
  },
  render: (use) => {
    const { result, unmount } = renderHook(use)
    // React hooks hand over their values as they are: nothing to read through.
    return { current: () => result.current as never, unmount }
  },
  act: async (change) => {
    await act(async () => {
      await change()
    })
  },
  waitFor: async (assertion) => {
    await waitFor(assertion)
  },
  cleanup,
})
