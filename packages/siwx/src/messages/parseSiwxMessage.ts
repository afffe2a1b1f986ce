import type { CaipNetworkId, SIWXMessageData } from '@airlock/blockchain-api'
import { InvalidSiwxMessageError } from '../errors/siwx.js'
import { type SiwxNamespace, siwxAccountLabels } from './formatSiwxMessage.js'

export type ParseSiwxMessageReturnType = SIWXMessageData

const fieldNames = {
  URI: 'uri',
  Version: 'version',
  'Chain ID': 'chainId',
  Nonce: 'nonce',
  'Issued At': 'issuedAt',
  'Expiration Time': 'expirationTime',
  'Not Before': 'notBefore',
  'Request ID': 'requestId',
} as const

/**
 * Reads back the data of an EIP-4361 or CAIP-122 text (the inverse of formatSiwxMessage). The
 * namespace comes from the account label; fields must appear in the grammar's order.
 *
 * @throws InvalidSiwxMessageError naming what is wrong.
 */
export function parseSiwxMessage(text: string): ParseSiwxMessageReturnType {
  const lines = text.split('\n')
  const header = /^(?<domain>\S+) wants you to sign in with your (?<label>\w+) account:$/.exec(
    lines[0] ?? '',
  )
  if (!header?.groups) throw new InvalidSiwxMessageError('missing the header line')
  const namespace = (Object.keys(siwxAccountLabels) as SiwxNamespace[]).find(
    (key) => siwxAccountLabels[key] === header.groups?.label,
  )
  if (!namespace) throw new InvalidSiwxMessageError(`unknown account "${header.groups.label}"`)
  const accountAddress = lines[1]
  if (!accountAddress || lines[2] !== '') throw new InvalidSiwxMessageError('missing the address')

  let index = 3
  let statement: string | undefined
  if (lines[index] === '') index += 1
  else {
    statement = lines[index]
    if (lines[index + 1] !== '') throw new InvalidSiwxMessageError('statement must be one line')
    index += 2
  }

  const fields: Partial<Record<(typeof fieldNames)[keyof typeof fieldNames], string>> = {}
  const order = Object.keys(fieldNames)
  let lastPosition = -1
  let resources: string[] | undefined
  for (; index < lines.length; index += 1) {
    const line = lines[index] ?? ''
    if (line === 'Resources:') {
      resources = lines.slice(index + 1).map((resource) => {
        if (!resource.startsWith('- ')) throw new InvalidSiwxMessageError('bad resource line')
        return resource.slice(2)
      })
      break
    }
    const separator = line.indexOf(': ')
    const name = line.slice(0, separator) as keyof typeof fieldNames
    const position = order.indexOf(name)
    if (separator < 0 || position < 0) throw new InvalidSiwxMessageError(`unexpected "${line}"`)
    if (position <= lastPosition) throw new InvalidSiwxMessageError(`"${name}" out of order`)
    lastPosition = position
    fields[fieldNames[name]] = line.slice(separator + 2)
  }
  for (const required of ['uri', 'version', 'chainId', 'nonce', 'issuedAt'] as const) {
    if (!fields[required]) throw new InvalidSiwxMessageError(`missing ${required}`)
  }
  return {
    domain: header.groups.domain ?? '',
    accountAddress,
    statement,
    uri: fields.uri ?? '',
    version: fields.version ?? '',
    chainId: `${namespace}:${fields.chainId}` as CaipNetworkId,
    nonce: fields.nonce ?? '',
    issuedAt: fields.issuedAt,
    expirationTime: fields.expirationTime,
    notBefore: fields.notBefore,
    requestId: fields.requestId,
    resources,
  }
}
