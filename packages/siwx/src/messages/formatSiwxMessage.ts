import type { SIWXMessageData } from '@airlock/blockchain-api'
import { getAddress } from 'viem'
import { UnsupportedSiwxNamespaceError } from '../errors/siwx.js'

/** The account label each namespace's message uses (EIP-4361 and the CAIP-122 profiles). */
export const siwxAccountLabels = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
} as const

export type SiwxNamespace = keyof typeof siwxAccountLabels

export type FormatSiwxMessageParameters = SIWXMessageData

/**
 * The text a wallet signs: EIP-4361 on eip155 (checksummed address, numeric chain id), the CAIP-122
 * profile of the namespace on solana and bip122 (the chain id is the CAIP-2 reference).
 *
 * @example
 * formatSiwxMessage({ chainId: 'eip155:1', accountAddress: '0xf39f…', domain: 'shop.example',
 *   uri: 'https://shop.example', version: '1', nonce: 'k3yr7Qx2', issuedAt: new Date().toISOString() })
 */
export function formatSiwxMessage(data: FormatSiwxMessageParameters): string {
  const separator = data.chainId.indexOf(':')
  const namespace = data.chainId.slice(0, separator)
  const reference = data.chainId.slice(separator + 1)
  if (!(namespace in siwxAccountLabels)) {
    throw new UnsupportedSiwxNamespaceError(namespace)
  }
  const label = siwxAccountLabels[namespace as SiwxNamespace]
  const address = namespace === 'eip155' ? getAddress(data.accountAddress) : data.accountAddress
  const lines = [`${data.domain} wants you to sign in with your ${label} account:`, address, '']
  // Both grammars put an empty line before the fields, with or without a statement.
  if (data.statement) lines.push(data.statement, '')
  else lines.push('')
  lines.push(
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt ?? new Date().toISOString()}`,
  )
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources && data.resources.length > 0) {
    lines.push('Resources:', ...data.resources.map((resource) => `- ${resource}`))
  }
  return lines.join('\n')
}
