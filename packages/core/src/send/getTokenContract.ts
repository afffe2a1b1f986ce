/** The contract address of a token balance entry (its `address` is CAIP-10); undefined for native. */
export function getTokenContract(token: { address?: string | undefined }): string | undefined {
  if (!token.address) return undefined
  return token.address.split(':').pop()
}

/** A receiver as the wallet expects it: 0x-prefixed. */
export function toHexAddress(address: string): string {
  return address.startsWith('0x') ? address : `0x${address}`
}
