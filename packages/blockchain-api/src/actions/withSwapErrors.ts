import { SwapUnsupportedNetworkError } from '../errors/data.js'
import { HttpRequestError } from '../errors/request.js'

/**
 * Runs a convert call, turning the server's 'Network not supported for Swaps' answer into
 * `SwapUnsupportedNetworkError`; other failures pass through.
 */
export async function withSwapErrors<result>(
  chainId: string,
  call: () => Promise<result>,
): Promise<result> {
  try {
    return await call()
  } catch (error) {
    if (
      error instanceof HttpRequestError &&
      typeof error.body === 'object' &&
      error.body !== null &&
      (error.body as { code?: unknown }).code === 'UNSUPPORTED_NETWORK'
    ) {
      throw new SwapUnsupportedNetworkError({ chainId, cause: error })
    }
    throw error
  }
}

/** The CAIP-2 network of a CAIP-10 address: `eip155:1:0xabc…` → `eip155:1`. */
export function networkOf(caipAddress: string): string {
  return caipAddress.split(':').slice(0, 2).join(':')
}
