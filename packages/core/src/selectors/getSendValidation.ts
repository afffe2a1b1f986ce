import { isBitcoinAddress } from '@airlock/blockchain-api'
import { isEvmAddress, isSolanaAddress } from '../caip/addresses.js'
import type { ChainNamespace } from '../caip/types.js'
import { parseUnits } from '../formatters/parseUnits.js'
import type { MessageKey } from '../i18n/messages.js'
import type { SendState } from '../state/types.js'

type SendInput = Pick<SendState, 'token' | 'sendTokenAmount' | 'receiverAddress'>

/**
 * Why the send form cannot go on, as a message key, or undefined when it can: a token, a positive
 * amount not above the balance and a valid receiver address of `namespace` (default eip155: 40
 * hex characters; solana: 32 to 44 base58 characters; bip122: a bech32 or base58 Bitcoin address)
 * are required.
 *
 * @example getSendValidation(state.send) // 'insufficientFunds'
 */
export function getSendValidation(
  send: SendInput,
  namespace: ChainNamespace = 'eip155',
): MessageKey | undefined {
  const { token, sendTokenAmount, receiverAddress } = send
  if (!token) return 'selectToken'
  const decimals = Number(token.quantity.decimals)
  const amount = sendTokenAmount ? parseUnits(sendTokenAmount, decimals) : undefined
  if (amount === undefined || amount === 0n) return 'enterAmount'
  const balance = parseUnits(token.quantity.numeric, decimals) ?? 0n
  if (amount > balance) return 'insufficientFunds'
  if (!receiverAddress) return 'enterReceiver'
  const valid =
    namespace === 'solana'
      ? isSolanaAddress(receiverAddress)
      : namespace === 'bip122'
        ? isBitcoinAddress(receiverAddress)
        : isEvmAddress(receiverAddress)
  if (!valid) return 'invalidReceiver'
  return undefined
}
