import type { AppKit } from '../createAppKit.js'

export type SetSendAmountParameters = { amount: string | undefined }

/**
 * Sets the amount to send, a decimal string in whole tokens ('1.5').
 *
 * @example setSendAmount(appKit, { amount: '1.5' })
 */
export function setSendAmount(appKit: AppKit, { amount }: SetSendAmountParameters): void {
  appKit.state.send.sendTokenAmount = amount?.trim() || undefined
}
