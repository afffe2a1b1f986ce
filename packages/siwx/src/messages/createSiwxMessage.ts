import type { SIWXMessage, SIWXMessageData } from '@airlock/blockchain-api'
import { formatSiwxMessage } from './formatSiwxMessage.js'

/** Data plus its text: what SIWXConfig.createMessage returns. */
export function createSiwxMessage(data: SIWXMessageData): SIWXMessage {
  const text = formatSiwxMessage(data)
  return { ...data, toString: () => text }
}
