import { type AppKit, openModal, type SendArguments } from '@airlock/core'
import type { OpenOptions, Views } from './types.js'

/**
 * AppKit's `open`: the modal on `view` (narrowed to `namespace`, showing the QR code of `uri`).
 * `WalletSend` with `arguments` opens the Send form filled in and resolves with the transaction's
 * hash once sent, rejecting when the modal closes first; `Swap` with `arguments` hands them to the
 * Swap view.
 */
export async function open<View extends Views>(
  appKit: AppKit,
  options?: OpenOptions<View>,
): Promise<undefined | { hash: string }> {
  if (options?.view === 'WalletSend' && options.arguments) {
    // Loaded on first use: the first load does not carry the send's balances and switching.
    const { openSendForm } = await import('./lazyActions.js')
    return openSendForm(appKit, options.arguments as SendArguments)
  }
  openModal(appKit, {
    view: options?.view,
    namespace: options?.namespace,
    uri: options?.uri,
    data: options?.view === 'Swap' && options.arguments ? { swap: options.arguments } : undefined,
  })
}
