import { type CaipAddress, parseCaipAddress } from '@airlock/core'
import type { UseAppKitAccountReturn } from '@airlock/ui'
import { type App, hasInjectionContext, type InjectionKey, inject } from 'vue'

/**
 * What the server knows of the visitor's connection before any wallet is asked: the account its
 * request's cookie names (with wagmi, `cookieToInitialState` of `@wagmi/core` over
 * `cookieStorage`). Both renders, the server's and the browser's first, must be given the same.
 */
export type AppKitInitialState = {
  /** The connected account as a CAIP-10 id (`eip155:1:0x…`); undefined when none is stored. */
  caipAddress?: CaipAddress | undefined
}

const initialAccountKey: InjectionKey<UseAppKitAccountReturn> = Symbol('airlock initial account')

/**
 * Gives the app's `useAppKitAccount` a connected account to start from, for server-side rendering
 * (Nuxt): on the server, where there is no instance, and in the browser until createAppKit's
 * instance has set up and checked the stored connection, the composable returns this account, so
 * the server's HTML holds the address and hydration matches it. Call it in both renders with the
 * same state (in Nuxt, a plugin that runs on both, the state passed through `useState`).
 *
 * @throws InvalidCaipAddressError when `caipAddress` is not a CAIP-10 account id.
 * @example provideAppKitInitialState(nuxtApp.vueApp, { caipAddress: useState('account').value })
 */
export function provideAppKitInitialState(app: App, initialState: AppKitInitialState): void {
  if (!initialState.caipAddress) return
  const { address, caipAddress } = parseCaipAddress(initialState.caipAddress)
  app.provide(initialAccountKey, {
    allAccounts: [],
    caipAddress,
    address,
    isConnected: true,
    embeddedWalletInfo: undefined,
    status: 'connected',
    balance: undefined,
    balanceSymbol: undefined,
  })
}

/** The account provideAppKitInitialState gave the calling component's app, if any. */
export function injectInitialAccount(): UseAppKitAccountReturn | undefined {
  return hasInjectionContext() ? inject(initialAccountKey, undefined) : undefined
}
