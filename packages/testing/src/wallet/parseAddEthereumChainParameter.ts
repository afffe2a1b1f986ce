import type { DevWalletChain } from './devWalletChain.js'
import { ProviderRpcError, providerRpcErrorCodes } from './providerRpcError.js'

/** Parses a `0x`-prefixed EIP-155 chain id (no leading zeros, a safe integer above 0). */
export function parseHexChainId(value: unknown): number {
  if (typeof value !== 'string' || !/^0x[1-9a-f][0-9a-f]*$/i.test(value)) {
    throw invalidParams(
      `Expected a 0x-prefixed hexadecimal chain id, got ${JSON.stringify(value)}.`,
    )
  }
  const chainId = Number.parseInt(value, 16)
  if (!Number.isSafeInteger(chainId)) throw invalidParams(`Chain id ${value} is too large.`)
  return chainId
}

/**
 * Reads the parameter of `wallet_addEthereumChain` (EIP-3085): `chainId`, `chainName`,
 * `rpcUrls` (the first http(s) URL is used), `nativeCurrency`, `blockExplorerUrls`.
 */
export function parseAddEthereumChainParameter(value: unknown): DevWalletChain {
  if (typeof value !== 'object' || value === null) {
    throw invalidParams('Expected an object with chainId, chainName and rpcUrls.')
  }
  const parameter = value as Record<string, unknown>
  const id = parseHexChainId(parameter.chainId)
  const name = parameter.chainName
  if (typeof name !== 'string' || name.trim() === '') {
    throw invalidParams('Expected chainName to be a non-empty string.')
  }
  const rpcUrl = readUrls(parameter.rpcUrls, 'rpcUrls')[0]
  if (!rpcUrl) throw invalidParams('Expected rpcUrls to hold at least one http(s) URL.')
  const chain: DevWalletChain = { id, name, rpcUrl }
  if (parameter.nativeCurrency !== undefined) {
    const currency = parameter.nativeCurrency as Record<string, unknown> | null
    if (
      typeof currency !== 'object' ||
      currency === null ||
      typeof currency.name !== 'string' ||
      typeof currency.symbol !== 'string' ||
      currency.symbol.length < 1 ||
      currency.symbol.length > 6 ||
      currency.decimals !== 18
    ) {
      throw invalidParams(
        'Expected nativeCurrency to be { name, symbol (1 to 6 characters), decimals: 18 }.',
      )
    }
    chain.nativeCurrency = { name: currency.name, symbol: currency.symbol, decimals: 18 }
  }
  if (parameter.blockExplorerUrls !== undefined && parameter.blockExplorerUrls !== null) {
    const explorer = readUrls(parameter.blockExplorerUrls, 'blockExplorerUrls')[0]
    if (explorer) chain.blockExplorerUrl = explorer
  }
  return chain
}

function readUrls(value: unknown, field: string): string[] {
  if (!Array.isArray(value)) throw invalidParams(`Expected ${field} to be an array of URLs.`)
  return value.map((item) => {
    if (typeof item !== 'string' || !isHttpUrl(item)) {
      throw invalidParams(`Expected ${field} to hold http(s) URLs, got ${JSON.stringify(item)}.`)
    }
    return item
  })
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

function invalidParams(message: string): ProviderRpcError {
  return new ProviderRpcError(providerRpcErrorCodes.invalidParams, message)
}
