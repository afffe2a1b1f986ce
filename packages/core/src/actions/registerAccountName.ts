import {
  convertChainIdToCoinType,
  type NameRecord,
  NameRegistrationError,
  nameSuffixes,
  registerName,
} from '@airlock/blockchain-api'
import type { AppKit } from '../createAppKit.js'
import { UnsupportedChainError } from '../errors/appKit.js'
import { SendCapabilityMissingError } from '../errors/send.js'
import { toWalletError, type WalletErrorType } from '../errors/wallet.js'
import { formatMessage } from '../i18n/formatMessage.js'
import { getNameValidation, toNameLabel } from '../selectors/getNameValidation.js'
import { cacheProfileName } from './fetchProfileName.js'
import { getActiveAccount } from './internal/getActiveAccount.js'
import { loadedMessages } from './internal/loadedMessages.js'
import { pushView, replaceView } from './router.js'
import { showToast } from './toast.js'

export type RegisterAccountNameParameters = {
  /** The label (`alice`) or the full name (`alice.reown.id`). */
  name: string
}

/** The record registered, or success false off the supported-chains list. */
export type RegisterAccountNameReturnType =
  | { success: true; record: NameRecord }
  | { success: false }

export type RegisterAccountNameErrorType =
  | NameRegistrationError
  | UnsupportedChainError
  | SendCapabilityMissingError
  | WalletErrorType

/**
 * Registers a name for the connected eip155 account (spec §4 "Name registration"): the success
 * view opens on the stack, the wallet signs `{ name, attributes, timestamp }` (seconds), and the
 * server registers it; the account's `profileName` is then the name. On failure the view returns
 * to RegisterAccountName and the toast says 'Error registering name {name}'.
 *
 * @example await registerAccountName(appKit, { name: 'alice-test' })
 */
export async function registerAccountName(
  appKit: AppKit,
  parameters: RegisterAccountNameParameters,
): Promise<RegisterAccountNameReturnType> {
  const active = getActiveAccount(appKit)
  if (active?.namespace !== 'eip155') {
    throw new UnsupportedChainError(active?.namespace ?? 'none')
  }
  const label = toNameLabel(parameters.name)
  const name = `${label}${nameSuffixes[0]}`
  const invalid = getNameValidation(label)
  // The view goes back at once; the toast once the names' texts are in (a dapp may call this with
  // no view of the group open).
  const fail = async (cause?: unknown) => {
    // Back to the form the visitor came from, not a second one on top of it.
    const { history } = appKit.state.router
    if (history.at(-1) === 'RegisterAccountNameSuccess' && history.at(-2) === 'RegisterAccountName')
      history.pop()
    replaceView(appKit, { view: 'RegisterAccountName', data: { name } })
    const messages = await loadedMessages(appKit, ['names'])
    showToast(appKit, {
      message: formatMessage(messages, 'errorRegisteringName', { name }),
      variant: 'error',
    })
    return cause instanceof NameRegistrationError
      ? cause
      : new NameRegistrationError({ name, cause })
  }
  if (invalid) throw await fail(formatMessage(await loadedMessages(appKit, ['names']), invalid))
  const signMessage = appKit.adapters.get('eip155')?.capabilities?.['eip155:signMessage']
  if (!signMessage) throw new SendCapabilityMissingError('eip155:signMessage')

  pushView(appKit, { view: 'RegisterAccountNameSuccess', data: { name } })
  const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
  let signature: string
  try {
    signature = await signMessage({ message, address: active.address })
  } catch (error) {
    await fail()
    throw toWalletError(error, { namespace: 'eip155', operation: 'signMessage' })
  }
  try {
    const result = await registerName(appKit.api, {
      name,
      coinType: convertChainIdToCoinType(Number(active.network.id)),
      chainId: active.networkId,
      address: active.address,
      message,
      signature,
    })
    if (!result.success) {
      await fail()
      return result
    }
    active.chain.account.profileName = result.record.name
    cacheProfileName(appKit, active.address, result.record.name)
    return result
  } catch (error) {
    throw await fail(error)
  }
}
