import {
  type AppKit,
  disconnect,
  fetchBalance,
  fetchIdentity,
  fetchNamesForAddress,
  openSend,
  prefetchWalletConnectUri,
  type SendArguments,
  switchConnection,
  switchNetwork,
} from '@airlock/core'

// The instance members that act on a connection (and those a dapp seldom calls), loaded on first
// use: `createAppKit` stays small, and a visitor who never connects does not load them.

/** Opens the Send form filled in; resolves with the hash once sent (core's openSend). */
export function openSendForm(appKit: AppKit, parameters: SendArguments): Promise<{ hash: string }> {
  return openSend(appKit, parameters)
}

export {
  disconnect,
  fetchBalance,
  fetchIdentity,
  fetchNamesForAddress,
  prefetchWalletConnectUri,
  switchConnection,
  switchNetwork,
}
