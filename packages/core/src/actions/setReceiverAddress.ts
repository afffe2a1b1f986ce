import { getIdentity, getNameAccount, NameResolutionError } from '@airlock/blockchain-api'
import { isEvmAddress } from '../caip/addresses.js'
import type { AppKit } from '../createAppKit.js'
import { formatMessage } from '../i18n/formatMessage.js'
import { isAccountName } from '../selectors/getNameValidation.js'
import { loadedMessages } from './internal/loadedMessages.js'
import { showToast } from './toast.js'

export type SetReceiverAddressParameters = { address: string | undefined }

/**
 * Sets the receiver. A name (`alice.reown.id`) is resolved through the profile routes: the
 * receiver becomes its address with the name as `receiverProfileName` ('Error resolving name', or
 * the server's reason, as a toast when that fails). For an EVM address, its name and avatar are looked up through the identity
 * route into `receiverProfileName` / `receiverProfileImageUrl` (kept 5 minutes by the client).
 *
 * @example await setReceiverAddress(appKit, { address: '0x7099…79C8' })
 */
export async function setReceiverAddress(
  appKit: AppKit,
  { address }: SetReceiverAddressParameters,
): Promise<void> {
  const { send } = appKit.state
  const value = address?.trim() || undefined
  send.receiverAddress = value
  send.receiverProfileName = undefined
  send.receiverProfileImageUrl = undefined
  if (value && isAccountName(value)) return resolveName(appKit, value)
  if (!value || !isEvmAddress(value)) return
  const normalized = value.startsWith('0x') ? value : `0x${value}`
  const sender = appKit.state.activeNamespace
    ? appKit.state.chains[appKit.state.activeNamespace]?.account.address
    : undefined
  try {
    const identity = await getIdentity(appKit.api, { address: normalized, sender })
    // The receiver may have been edited while the name was looked up.
    if (send.receiverAddress !== value) return
    send.receiverProfileName = identity.name ?? undefined
    send.receiverProfileImageUrl = identity.avatar ?? undefined
  } catch (error) {
    if (appKit.options.debug) console.warn('Airlock: receiver name unavailable', error)
  }
}

async function resolveName(appKit: AppKit, name: string): Promise<void> {
  const { send } = appKit.state
  try {
    const record = await getNameAccount(appKit.api, { name })
    const address = record ? Object.values(record.addresses)[0]?.address : undefined
    if (send.receiverAddress !== name || !record || !address) return
    send.receiverAddress = address
    send.receiverProfileName = record.name
  } catch (error) {
    if (send.receiverAddress !== name) return
    // The server's first reason when it gave one, else the spec's text in the visitor's language.
    const reason =
      error instanceof NameResolutionError && error.shortMessage !== 'Error resolving name'
        ? error.shortMessage
        : formatMessage(await loadedMessages(appKit, ['account']), 'errorResolvingName')
    showToast(appKit, {
      message: reason,
      variant: 'error',
    })
  }
}
