import { getIdentity } from '@airlock/blockchain-api'
import { isEvmAddress } from '../caip/addresses.js'
import type { AppKit } from '../createAppKit.js'

export type SetReceiverAddressParameters = { address: string | undefined }

/**
 * Sets the receiver. For an EVM address, its name and avatar are looked up through the identity
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
