import { isEvmAddress } from '../caip/addresses.js'
import { parseUnits } from '../formatters/parseUnits.js'
import type { MessageKey } from '../i18n/messages.js'
import type { SendState } from '../state/types.js'

type SendInput = Pick<SendState, 'token' | 'sendTokenAmount' | 'receiverAddress'>

/**
 * Why the send form cannot go on, as a message key, or undefined when it can: a token, a positive
 * amount not above the balance and a valid receiver address are required.
 *
 * @example getSendValidation(state.send) // 'insufficientFunds'
 */
export function getSendValidation(send: SendInput): MessageKey | undefined {
  const { token, sendTokenAmount, receiverAddress } = send
  if (!token) return 'selectToken'
  const decimals = Number(token.quantity.decimals)
  const amount = sendTokenAmount ? parseUnits(sendTokenAmount, decimals) : undefined
  if (amount === undefined || amount === 0n) return 'enterAmount'
  const balance = parseUnits(token.quantity.numeric, decimals) ?? 0n
  if (amount > balance) return 'insufficientFunds'
  if (!receiverAddress) return 'enterReceiver'
  if (!isEvmAddress(receiverAddress)) return 'invalidReceiver'
  return undefined
}
