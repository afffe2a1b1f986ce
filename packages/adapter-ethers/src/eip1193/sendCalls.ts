/** One call of a `wallet_sendCalls` batch (EIP-5792). */
export type SendCallsCall = { to: string; value?: bigint | undefined; data?: string | undefined }

/**
 * The one parameter of EIP-5792 `wallet_sendCalls` (version 2.0.0): the batch from `address` on
 * `chainId`, values as hex quantities.
 *
 * @example provider.request({ method: 'wallet_sendCalls', params: [toSendCallsParameters({ calls, address, chainId: 1 })] })
 */
export function toSendCallsParameters(parameters: {
  calls: readonly SendCallsCall[]
  atomicRequired?: boolean | undefined
  address: string
  chainId: number
}) {
  return {
    version: '2.0.0',
    from: parameters.address,
    chainId: `0x${parameters.chainId.toString(16)}`,
    atomicRequired: parameters.atomicRequired ?? false,
    calls: parameters.calls.map((call) => ({
      to: call.to,
      ...(call.value !== undefined ? { value: `0x${call.value.toString(16)}` } : {}),
      ...(call.data !== undefined ? { data: call.data } : {}),
    })),
  }
}
