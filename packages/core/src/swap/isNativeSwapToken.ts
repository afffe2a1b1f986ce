import { nativeTokenAddress } from '@airlock/blockchain-api'

/** True for the native currency's swap address (`eip155:1:0xeeee…eeee`). */
export function isNativeSwapToken(token: { address: string }): boolean {
  return token.address.split(':').at(-1)?.toLowerCase() === nativeTokenAddress
}
