/**
 * The URI a wallet pairs from (QR code, deep link): `wc:{topic}@2?expiryTimestamp=…&relay-protocol=irn&symKey=…`,
 * parameters sorted by name.
 *
 * @example formatPairingUri({ topic, symKey, expiryTimestamp: 1767225600 })
 */
export function formatPairingUri(parameters: {
  topic: string
  symKey: string
  /** Unix time in seconds. */
  expiryTimestamp: number
}): string {
  return `wc:${parameters.topic}@2?expiryTimestamp=${parameters.expiryTimestamp}&relay-protocol=irn&symKey=${parameters.symKey}`
}
