// AppKit's hook behaviours, shared with @airlock/react's hooks (@airlock/testing/bindings): this
// file runs them on the composables, each set mounted in a real component of a real Vue app.
import { describeBindingBehaviour } from '@airlock/testing/bindings'
import { vi } from 'vitest'
import { type App, createApp, defineComponent, nextTick, unref } from 'vue'
import { useAppKit } from './composables/useAppKit.js'
import { useAppKitAccount } from './composables/useAppKitAccount.js'
import { useAppKitBalance } from './composables/useAppKitBalance.js'
import { useAppKitConnection } from './composables/useAppKitConnection.js'
import { useAppKitConnections } from './composables/useAppKitConnections.js'
import { useAppKitEvents } from './composables/useAppKitEvents.js'
import { useAppKitNetwork } from './composables/useAppKitNetwork.js'
import { useAppKitProvider } from './composables/useAppKitProvider.js'
import { useAppKitState } from './composables/useAppKitState.js'
import { useAppKitTheme } from './composables/useAppKitTheme.js'
import { useDisconnect } from './composables/useDisconnect.js'
import { useWalletInfo } from './composables/useWalletInfo.js'
import { createAppKit } from './createAppKit.js'

const mounted = new Set<App>()

/** Lets core's batched state notifications (microtasks) and Vue's scheduler run. */
async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0))
  await nextTick()
}

describeBindingBehaviour({
  name: '@airlock/vue composables',
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
    let values: Record<string, unknown> | undefined
    let failure: unknown
    const app = createApp(
      defineComponent({
        setup() {
          values = use()
          return () => null
        },
      }),
    )
    // Vue reports a setup error to the app's handler rather than throwing from mount.
    app.config.errorHandler = (error) => {
      failure ??= error
    }
    app.mount(document.createElement('div'))
    if (failure !== undefined || !values) {
      app.unmount()
      throw failure
    }
    mounted.add(app)
    const returned = values
    return {
      // Refs (account, network, connections) are read through `.value`, as a template does.
      current: () =>
        Object.fromEntries(
          Object.entries(returned).map(([key, value]) => [key, unref(value)]),
        ) as never,
      unmount: () => {
        mounted.delete(app)
        app.unmount()
      },
    }
  },
  act: async (change) => {
    await change()
    await settle()
  },
  waitFor: async (assertion) => {
    await vi.waitFor(assertion)
  },
  cleanup: () => {
    for (const app of mounted) app.unmount()
    mounted.clear()
  },
})
