import {
  type NameRecord,
  nameAccountRoute,
  nameLabelPattern,
  nameRegistrationMessageSchema,
  nameReverseRoute,
  nameSuffixes,
  nameSuggestionsRoute,
  registerNameRoute,
} from '@airlock/blockchain-api'
import type { FastifyInstance } from 'fastify'
import { type Hex, verifyMessage } from 'viem'
import type { ServerContext } from '../context.js'
import {
  InvalidRequestError,
  InvalidSignatureError,
  NameTakenError,
  NotFoundError,
  UpstreamError,
} from '../http/errors.js'
import { fastifyPath, parseRequest } from '../http/parseRequest.js'

/** ENSIP-11: the coin type of ETH addresses, which ENS names resolve to. */
const ensEthCoinType = '60'

/** How far a registration's timestamp may be from the server's clock, in seconds. */
const messageMaxAgeSeconds = 10 * 60

type NameRow = {
  name: string
  address: string
  coin_type: string | number
  attributes: Record<string, string> | string
  registered: string | number
  updated: string | number
}

/**
 * The profile routes of spec §7: names under `.reown.id` (and the legacy suffix), looked up by
 * name and by address, suggested, and registered with a signed message (EIP-191, or ERC-1271 for a
 * contract account on a chain the server serves). Any other name looked up by name is an ENS name,
 * resolved through the names chain's Universal Resolver: its address under coin type 60, its
 * avatar in `attributes.avatar`, times 0 (ENS keeps none).
 */
export function registerProfileRoutes(app: FastifyInstance, context: ServerContext): void {
  app.get(fastifyPath(nameAccountRoute.path), async (request): Promise<NameRecord> => {
    const { params } = parseRequest(nameAccountRoute, request)
    const lower = params.name.trim().toLowerCase()
    // A name outside the server's own suffixes is an ENS name (`alice.eth`), when ENS is served.
    if (context.names && !nameSuffixes.some((suffix) => lower.endsWith(suffix))) {
      const ens = await context.names.resolveName(params.name).catch((error: unknown) => {
        throw new UpstreamError(`ENS could not be read on ${context.names?.chainId}`, error)
      })
      if (!ens) throw new NotFoundError(`${params.name} does not resolve`)
      return {
        name: ens.name,
        registered: 0,
        updated: 0,
        addresses: { [ensEthCoinType]: { address: ens.address, created: 0 } },
        ...(ens.avatar ? { attributes: { avatar: ens.avatar } } : {}),
      }
    }
    const [row] = await context.storage.query<NameRow>('select * from names where name = $1', [
      params.name.toLowerCase(),
    ])
    if (!row) throw new NotFoundError(`No account holds ${params.name}`)
    return toRecord(row)
  })

  app.get(fastifyPath(nameReverseRoute.path), async (request): Promise<NameRecord[]> => {
    const { params } = parseRequest(nameReverseRoute, request)
    const rows = await context.storage.query<NameRow>(
      'select * from names where address = $1 order by updated desc, name',
      [params.address.toLowerCase()],
    )
    return rows.map(toRecord)
  })

  app.get(fastifyPath(nameSuggestionsRoute.path), async (request) => {
    const { params, query } = parseRequest(nameSuggestionsRoute, request)
    const zone = query.zone ?? 'reown.id'
    const label = params.name
      .toLowerCase()
      .replace(/\..*$/, '')
      .replace(/[^a-z0-9-]/g, '')
    const candidates = [label, `${label}-1`, `${label}-2`, `${label}-${new Date().getFullYear()}`]
      .filter((candidate) => nameLabelPattern.test(candidate))
      .map((candidate) => `${candidate}.${zone}`)
    const taken = new Set(
      (
        await context.storage.query<{ name: string }>(
          'select name from names where name = any($1)',
          [candidates],
        )
      ).map((row) => row.name),
    )
    return {
      suggestions: candidates.map((name) => ({ name, registered: taken.has(name) })),
    }
  })

  app.post(registerNameRoute.path, async (request): Promise<NameRecord> => {
    const { body } = parseRequest(registerNameRoute, request)
    let parsed: unknown
    try {
      parsed = JSON.parse(body.message)
    } catch {
      throw new InvalidRequestError('The message must be JSON: { name, attributes, timestamp }', [])
    }
    const message = nameRegistrationMessageSchema.safeParse(parsed)
    if (!message.success) {
      throw new InvalidRequestError('The message must be { name, attributes, timestamp }', [])
    }
    const name = message.data.name.toLowerCase()
    const suffix = nameSuffixes.find((candidate) => name.endsWith(candidate))
    if (!suffix || !nameLabelPattern.test(name.slice(0, -suffix.length))) {
      throw new InvalidRequestError(
        `A name is at least 4 letters, digits or hyphens followed by ${nameSuffixes.join(' or ')}`,
        [],
      )
    }
    const now = Math.floor(Date.now() / 1000)
    if (Math.abs(now - message.data.timestamp) > messageMaxAgeSeconds) {
      throw new InvalidRequestError('The message timestamp is too old or in the future', [])
    }
    const address = body.address as Hex
    const chain = context.chains.get(`eip155:${chainIdOf(body.coin_type)}`)
    const signature = body.signature as Hex
    // An account's own key first; on a chain the server serves, a contract account's ERC-1271
    // signature is accepted too.
    const valid =
      (await verifyMessage({ address, message: body.message, signature }).catch(() => false)) ||
      (chain
        ? await chain.client
            .verifyMessage({ address, message: body.message, signature })
            .catch(() => false)
        : false)
    if (!valid) throw new InvalidSignatureError()

    const attributes = message.data.attributes ?? {}
    const rows = await context.storage.transaction(async (query) => {
      const [held] = await query<NameRow>('select * from names where name = $1', [name])
      if (held && held.address !== address.toLowerCase()) {
        throw new NameTakenError(name)
      }
      return query<NameRow>(
        `insert into names (name, address, coin_type, attributes, registered, updated)
         values ($1, $2, $3, $4, $5, $5)
         on conflict (name) do update set coin_type = $3, attributes = $4, updated = $5
         returning *`,
        [name, address.toLowerCase(), body.coin_type, JSON.stringify(attributes), now],
      )
    })
    // The account's identity shows the name it registered last.
    await context.storage.query(
      `insert into identities (address, name, avatar) values ($1, $2, null)
       on conflict (address) do update set name = $2`,
      [address.toLowerCase(), name],
    )
    return toRecord(rows[0] as NameRow)
  })
}

/** ENSIP-11: coin type 60 is Ethereum mainnet, others are `0x80000000 | chainId`. */
function chainIdOf(coinType: number): number {
  return coinType === 60 ? 1 : coinType & 0x7fffffff
}

function toRecord(row: NameRow): NameRecord {
  const attributes =
    typeof row.attributes === 'string'
      ? (JSON.parse(row.attributes) as Record<string, string>)
      : row.attributes
  return {
    name: row.name,
    registered: Number(row.registered),
    updated: Number(row.updated),
    addresses: {
      [String(row.coin_type)]: { address: row.address, created: Number(row.registered) },
    },
    attributes,
  }
}
