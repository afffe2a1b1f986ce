import { getIdentity, getNameAccount, NameResolutionError } from '@airlock/blockchain-api'
import { isEvmAddress } from '../caip/addresses.js'
import type { AppKit } from '../createAppKit.js'
import { formatMessage } from '../i18n/formatMessage.js'
import { isReceiverName } from '../selectors/isReceiverName.js'
import { loadedMessages } from './internal/loadedMessages.js'
import { showToast } from './toast.js'

export type SetReceiverAddressParameters = { address: string | undefined }

/**
 * Sets the receiver: an address, or a name to resolve. A name (`alice.eth`, `alice.reown.id`)
 * goes into `receiverName` and is resolved through the profile route (the server's own names, or
 * ENS): `receiverAddress` becomes its address, with the name as `receiverProfileName` and its
 * avatar as `receiverProfileImageUrl`. A name that does not resolve leaves no receiver address and
 * shows 'Error resolving name' (or the server's reason) as a toast. For an EVM address, its name
 * and avatar are looked up through the identity route (kept 5 minutes by the client).
 *
 * @example await setReceiverAddress(appKit, { address: 'alice.eth' })
 */
export async function setReceiverAddress(
  appKit: AppKit,
  { address }: SetReceiverAddressParameters,
): Promise<void> {
  const { send } = appKit.state
  const value = address?.trim() || undefined
  const isName = value !== undefined && isReceiverName(value)
  send.receiverName = isName ? value : undefined
  send.receiverAddress = isName ? undefined : value
  send.receiverProfileName = undefined
  send.receiverProfileImageUrl = undefined
  if (isName) return resolveName(appKit, value)
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
  let reason: string | undefined
  try {
    const record = await getNameAccount(appKit.api, { name })
    // The receiver may have been edited while the name was resolved.
    if (send.receiverName !== name) return
    const address = record ? Object.values(record.addresses)[0]?.address : undefined
    if (record && address) {
      send.receiverAddress = address
      send.receiverProfileName = record.name
      send.receiverProfileImageUrl = record.attributes?.avatar
      return
    }
  } catch (error) {
    if (send.receiverName !== name) return
    // The server's first reason when it gave one.
    if (error instanceof NameResolutionError && error.shortMessage !== 'Error resolving name') {
      reason = error.shortMessage
    }
  }
  showToast(appKit, {
    message:
      reason ?? formatMessage(await loadedMessages(appKit, ['account']), 'errorResolvingName'),
    variant: 'error',
  })
}
