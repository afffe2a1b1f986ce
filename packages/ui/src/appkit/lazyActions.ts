import {
  type AppKit,
  fetchIdentity,
  fetchNamesForAddress,
  openSend,
  prefetchWalletConnectUri,
  type SendArguments,
} from '@airlock/core'

// The instance members a dapp seldom calls, loaded on first use: `createAppKit` stays small.

/** Opens the Send form filled in; resolves with the hash once sent (core's openSend). */
export function openSendForm(appKit: AppKit, parameters: SendArguments): Promise<{ hash: string }> {
  return openSend(appKit, parameters)
}

export { fetchIdentity, fetchNamesForAddress, prefetchWalletConnectUri }
