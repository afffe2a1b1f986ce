import type { SIWXMessage, SIWXMessageInput } from '@airlock/blockchain-api'

/** Builds the message to sign for a network and account. */
export type SiwxMessenger = {
  createMessage: (input: SIWXMessageInput) => Promise<SIWXMessage>
}
