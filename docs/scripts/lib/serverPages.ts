// The server's routes (from the blockchain-api contract's zod schemas, plus the routes outside the
// contract) and environment variables (from the zod schema readEnvOptions parses them with, with
// each one's default and meaning from the server README's table).
import { z } from 'zod'
import { cell, codeCell, fromCode, generatedNote, heading, prose, table } from './markdown.ts'

/** A route as `defineRoute` (`@airlock/blockchain-api`) describes it. */
export type ContractRoute = {
  name: string
  summary: string
  method: 'GET' | 'POST'
  path: string
  params?: z.core.$ZodType | undefined
  query?: z.core.$ZodType | undefined
  body?: z.core.$ZodType | undefined
  response?: z.core.$ZodType | undefined
}

/** A route the server serves outside the typed contract (pages, probes, the relay socket). */
type OtherRoute = {
  methods: string[]
  path: string
  origin: 'api' | 'frame'
  summary: string
}

/** Routes the server registers that the contract does not describe (the route test holds it to the server). */
const otherRoutes: OtherRoute[] = [
  {
    methods: ['GET'],
    path: '/health',
    origin: 'api',
    summary: "Liveness: `{ status: 'ok' }` while the process answers. Also on the frame origin.",
  },
  {
    methods: ['GET'],
    path: '/ready',
    origin: 'api',
    summary:
      "Readiness: 200 once storage answers and every chain the built-in indexer serves is indexed to its head, 503 before; the body names each chain's history driver and counts each RPC pool's healthy nodes.",
  },
  {
    methods: ['GET'],
    path: '/relay',
    origin: 'api',
    summary:
      "The WalletConnect-compatible relay's WebSocket (`ws://…/relay`), for local work and tests; on for a loopback `HOST`, `AIRLOCK_RELAY` decides otherwise.",
  },
  {
    methods: ['GET'],
    path: '/verify/attestation',
    origin: 'api',
    summary:
      "What WalletConnect's Verify page answers inside its iframe, so a dapp on WalletConnect's own SDK pointed at this relay does not wait on the hosted service (with the relay).",
  },
  {
    methods: ['GET'],
    path: '/onramp/sandbox/checkout/{id}',
    origin: 'api',
    summary: "The sandbox on-ramp's checkout page (with `AIRLOCK_ONRAMP_SANDBOX_KEY`).",
  },
  {
    methods: ['POST'],
    path: '/onramp/sandbox/checkout/{id}',
    origin: 'api',
    summary: 'Pays a sandbox purchase: the tokens are sent from the treasury account.',
  },
  {
    methods: ['GET'],
    path: '/',
    origin: 'frame',
    summary:
      'The frame site and its static files (`AIRLOCK_FRAME_SITE_DIR`), with a strict CSP whose `frame-ancestors` are the allowed origins of the project in `?projectId=`.',
  },
  {
    methods: ['GET'],
    path: '/approve',
    origin: 'frame',
    summary:
      "The approval window the frame opens where the browser cannot report the frame's visibility: `frame-ancestors 'none'`.",
  },
  {
    methods: ['GET', 'POST'],
    path: '/v1/frame/device-approvals/{id}/approve',
    origin: 'frame',
    summary:
      "The emailed device approval link: a page whose button approves the device (a link scanner's GET approves nothing); once, 20 minutes.",
  },
  {
    methods: ['GET', 'POST'],
    path: '/v1/frame/email-changes/{id}/cancel',
    origin: 'frame',
    summary:
      'The link mailed to the previous address after an email change: a page whose button gives the login back; once.',
  },
  {
    methods: ['GET'],
    path: '/v1/frame/social/authorize/{attemptId}',
    origin: 'frame',
    summary:
      "The social login popup's first stop: a redirect to the provider with a fresh `state`, the `nonce` and the S256 PKCE challenge.",
  },
  {
    methods: ['GET', 'POST'],
    path: '/oauth/callback',
    origin: 'frame',
    summary:
      "The providers' redirect URI (POST for Apple's `form_post`): register `<AIRLOCK_FRAME_ORIGIN>/oauth/callback`.",
  },
  {
    methods: ['POST'],
    path: '/v1/frame/passkey/register/start',
    origin: 'frame',
    summary:
      "`{ origin, deviceId }` → `{ challengeId, challenge, rpId, expiresAt, userHandle }`: a passkey-first sign-up's challenge (random, single use, bound to the page and the device, 2 minutes).",
  },
  {
    methods: ['POST'],
    path: '/v1/frame/passkey/register',
    origin: 'frame',
    summary:
      "The new passkey's attestation for that challenge, verified (the frame's exact origin, the RP ID hash, user verification): its public key is kept and a frame session of a new user opens.",
  },
  {
    methods: ['POST'],
    path: '/v1/frame/passkey/login/start',
    origin: 'frame',
    summary:
      "`{ origin, deviceId }` → `{ challengeId, challenge, rpId, expiresAt }`: a passkey login's challenge.",
  },
  {
    methods: ['POST'],
    path: '/v1/frame/passkey/login',
    origin: 'frame',
    summary:
      "The passkey's assertion for that challenge: a frame session of its user once the signature verifies with the stored key (origin, page around the frame, RP ID hash, user verification, a growing counter); else 401 `PASSKEY_FAILED`.",
  },
  {
    methods: ['POST'],
    path: '/v1/frame/bundler',
    origin: 'frame',
    summary:
      "`?chainId=`: passes the frame's ERC-4337 calls to the chain's bundler (`AIRLOCK_FRAME_BUNDLERS`) for a live frame session only (401 `SESSION_INVALID` without one), 600 calls per user per minute.",
  },
  {
    methods: ['GET'],
    path: '/v1/frame/bundler/chains',
    origin: 'frame',
    summary: 'The chains that have a bundler, where the embedded wallet has a smart account.',
  },
  {
    methods: ['POST'],
    path: '/v1/frame/paymaster',
    origin: 'frame',
    summary:
      "`?chainId=` (ERC-7677): signs a sponsorship for a session's own smart account only, within the limits of the chain's entry in `AIRLOCK_FRAME_PAYMASTERS`.",
  },
  {
    methods: ['POST'],
    path: '/v1/channel',
    origin: 'frame',
    summary: 'The built-in Farcaster auth relay (only with `relayAuthKey`): opens a channel.',
  },
  {
    methods: ['GET'],
    path: '/v1/channel/status',
    origin: 'frame',
    summary:
      "The built-in Farcaster auth relay: a channel's state (`Authorization: Bearer <channelToken>`).",
  },
  {
    methods: ['POST'],
    path: '/v1/channel/authenticate',
    origin: 'frame',
    summary:
      'The built-in Farcaster auth relay: the Farcaster app hands in the signed message (`X-Farcaster-Auth-Relay-Key`).',
  },
]

/** Routes of the contract the frame origin serves rather than the API port. */
const isFrameRoute = (path: string) => path.startsWith('/v1/frame/')

type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  prefixItems?: JsonSchema[]
  additionalProperties?: JsonSchema | boolean
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  format?: string
  pattern?: string
  minimum?: number
  exclusiveMinimum?: number
  maximum?: number
  default?: unknown
}

/** A JSON schema written as a TypeScript-like type: `{ address: string; chainId?: string }`. */
function schemaText(schema: JsonSchema, depth = 0): string {
  if (depth > 6) return '…'
  if (schema.const !== undefined) return JSON.stringify(schema.const)
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ')
  const union = schema.anyOf ?? schema.oneOf
  if (union) return [...new Set(union.map((member) => schemaText(member, depth + 1)))].join(' | ')
  if (schema.allOf) return schema.allOf.map((member) => schemaText(member, depth + 1)).join(' & ')
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type
  if (type === 'object' || schema.properties) {
    const required = new Set(schema.required ?? [])
    const fields = Object.entries(schema.properties ?? {}).map(
      ([name, value]) =>
        `${/^[\w$]+$/.test(name) ? name : JSON.stringify(name)}${required.has(name) ? '' : '?'}: ${schemaText(value, depth + 1)}`,
    )
    if (typeof schema.additionalProperties === 'object') {
      fields.push(`[key: string]: ${schemaText(schema.additionalProperties, depth + 1)}`)
    }
    return fields.length === 0 ? 'object' : `{ ${fields.join('; ')} }`
  }
  if (type === 'array') {
    if (schema.prefixItems)
      return `[${schema.prefixItems.map((item) => schemaText(item, depth + 1)).join(', ')}]`
    const item = schema.items ? schemaText(schema.items, depth + 1) : 'unknown'
    return /[|&]/.test(item) ? `(${item})[]` : `${item}[]`
  }
  if (type === 'integer') return 'integer'
  return type ?? 'unknown'
}

const toJson = (schema: z.core.$ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema

export function routesPage(contract: readonly ContractRoute[]): string {
  const routeRows = (routes: readonly ContractRoute[]) =>
    routes.flatMap((route) => {
      const parts: string[] = []
      for (const [label, schema, io] of [
        ['Path', route.params, 'input'],
        ['Query', route.query, 'input'],
        ['Body', route.body, 'input'],
        ['Answer', route.response, 'input'],
      ] as const) {
        if (schema) parts.push(`**${label}** ${codeCell(schemaText(toJson(schema, io)))}`)
      }
      return [
        heading(
          3,
          `${route.method} ${route.path}`,
          `${route.method.toLowerCase()}-${slug(route.path)}`,
        ),
        '',
        `${fromCode(routeSummary(route.summary))} (${codeCell(route.name)})`,
        '',
        ...parts.map((part) => `- ${part.replace(/\\\|/g, '|')}`),
        '',
      ]
    })
  const others = (origin: OtherRoute['origin']) =>
    table(
      ['Route', 'What'],
      otherRoutes
        .filter((route) => route.origin === origin)
        .map((route) => [
          codeCell(`${route.methods.join(', ')} ${route.path}`),
          cell(route.summary),
        ]),
    )
  const api = contract.filter((route) => !isFrameRoute(route.path))
  const frame = contract.filter((route) => isFrameRoute(route.path))
  return `${[
    generatedNote(
      "the route contract of @airlock/blockchain-api (its zod schemas) and the server's other routes",
    ),
    '',
    '# Routes',
    '',
    prose(
      "Every route of `airlock-server`. Requests are checked with the same zod schemas the typed client (`@airlock/blockchain-api`) uses; the shapes below are those schemas. Every route but health, readiness and images needs a project id (`?projectId=` or `x-project-id`): an unknown one answers 401, a page origin outside the project's list 403. Errors are `{ statusCode, error, code, message, details? }` with a [server error code](../errors.md#api-error-codes).",
    ),
    '',
    heading(2, 'API', 'api'),
    '',
    ...routeRows(api),
    heading(2, 'Frame origin', 'frame-origin'),
    '',
    prose(
      "Served on the frame's own origin (`AIRLOCK_FRAME_ORIGIN`, listener on `AIRLOCK_FRAME_PORT`), never on the API port; a request whose `Origin` is not the frame's is refused.",
    ),
    '',
    ...routeRows(frame),
    heading(2, 'Other routes', 'other-routes'),
    '',
    '### On the API port',
    '',
    others('api'),
    '',
    '### On the frame origin',
    '',
    others('frame'),
  ]
    .join('\n')
    .trimEnd()}\n`
}

/** A route's TSDoc without the `` `GET /path`: `` it starts with, as a sentence. */
function routeSummary(summary: string): string {
  const text = summary
    .replace(/^`[A-Z]+ [^`]+`\s*/, '')
    .replace(/^\(bearer\):\s*/, 'With the frame session as bearer token: ')
    .replace(/^:\s*/, '')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

const slug = (path: string) =>
  path
    .replace(/[{}]/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()

/** One row of the server README's environment table. */
export type EnvDoc = { defaultValue: string; what: string }

/** The server README's environment table: each backticked name of a row's first cell → its row. */
export function readEnvTable(readme: string): Map<string, EnvDoc> {
  const rows = new Map<string, EnvDoc>()
  for (const line of readme.split('\n')) {
    const cells = line.match(/^\|(.*)\|\s*$/)?.[1]?.split(/(?<!\\)\|/)
    if (cells?.length !== 3) continue
    const [names, defaultValue, what] = cells.map((part) => part.trim()) as [string, string, string]
    for (const name of names.matchAll(/`([A-Z][A-Z0-9_<> a-z]*)`/g)) {
      if (/^[A-Z][A-Z0-9_]*(<[a-z ]+>)?$/.test(name[1] ?? ''))
        rows.set(name[1] ?? '', { defaultValue, what })
    }
  }
  return rows
}

/** True for the `json(schema)` wrapper of readEnvOptions: a string transformed by `JSON.parse`. */
function parsesJson(schema: z.core.$ZodType): boolean {
  const def = schema._zod.def as unknown as { type: string; out?: z.core.$ZodType }
  const transform = def.type === 'pipe' ? def.out?._zod.def : undefined
  return String((transform as { transform?: unknown } | undefined)?.transform).includes(
    'JSON.parse',
  )
}

/** What a variable takes, from its zod schema: `on \| off`, `integer ≥ 0`, `JSON: { … }`. */
export function envValueText(schema: z.core.$ZodType): string {
  let current = schema
  while (current._zod.def.type === 'optional' || current._zod.def.type === 'default') {
    current = (current._zod.def as unknown as { innerType: z.core.$ZodType }).innerType
  }
  const def = current._zod.def as unknown as {
    type: string
    in?: z.core.$ZodType
    out?: z.core.$ZodType
  }
  if (def.type === 'pipe' && def.in && def.out) {
    if (def.out._zod.def.type === 'transform') return envValueText(def.in)
    if (!parsesJson(def.in)) {
      const out = toJson(def.out, 'input')
      return `list, comma or space separated${out.items ? `: ${schemaText(out.items)}` : ''}`
    }
    return `JSON: ${schemaText(toJson(def.out, 'output'))}`
  }
  const json = toJson(current, 'input')
  const bounds = [
    json.minimum !== undefined ? `≥ ${json.minimum}` : '',
    json.exclusiveMinimum !== undefined ? `> ${json.exclusiveMinimum}` : '',
    json.maximum !== undefined && json.maximum < Number.MAX_SAFE_INTEGER ? `≤ ${json.maximum}` : '',
  ].filter(Boolean)
  const text = schemaText(json)
  const format = json.format ? ` (${json.format})` : json.pattern ? ` (${json.pattern})` : ''
  return `${text}${format}${bounds.length ? ` ${bounds.join(', ')}` : ''}`
}

export type EnvVariable = { name: string; value: string; summary: string }

export function environmentPage(
  variables: readonly EnvVariable[],
  docs: Map<string, EnvDoc>,
): string {
  const rows = variables.map((variable) => {
    const doc = docs.get(variable.name)
    return [
      `<span id="${variable.name.replace(/[<> ]/g, '')}"></span>${codeCell(variable.name)}`,
      codeCell(variable.value),
      cell(doc?.defaultValue.replace(/^—$/, '') ?? ''),
      cell(doc?.what ?? variable.summary),
    ]
  })
  return `${[
    generatedNote(
      "the zod schema of readEnvOptions (@airlock/server) and the server README's table",
    ),
    '',
    '# Environment variables',
    '',
    prose(
      '`airlock-server` reads its configuration from these variables (`readEnvOptions`). An invalid value stops it before it listens, with one line per bad variable. The values column is read from the schema the server checks them with; a JSON value is given as one line of JSON.',
    ),
    '',
    table(['Variable', 'Takes', 'Default', 'What'], rows),
  ].join('\n')}\n`
}
