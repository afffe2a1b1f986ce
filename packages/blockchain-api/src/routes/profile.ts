import * as z from 'zod/mini'
import { defineRoute } from './defineRoute.js'
import { evmAddressSchema } from './primitives.js'

/** Spec §5: a name label has at least 4 characters, only letters, digits and hyphens. */
export const nameLabelPattern = /^[a-zA-Z0-9-]{4,}$/

/** Spec §5: the name suffix, and the legacy one still accepted. */
export const nameSuffixes = ['.reown.id', '.wcn.id'] as const

/** A registered name: its addresses by coin type (ENSIP-11), attributes and times (seconds). */
export const nameRecordSchema = z.object({
  name: z.string(),
  registered: z.number(),
  updated: z.number(),
  addresses: z.record(z.string(), z.object({ address: z.string(), created: z.number() })),
  attributes: z.optional(z.record(z.string(), z.string())),
})

export type NameRecord = z.infer<typeof nameRecordSchema>

/** `GET /v1/profile/account/{name}`: the name's record (404 when nobody holds it). */
export const nameAccountRoute = defineRoute({
  method: 'GET',
  path: '/v1/profile/account/{name}',
  params: z.object({ name: z.string() }),
  query: z.object({ apiVersion: z.optional(z.string()) }),
  response: nameRecordSchema,
})

/** `GET /v1/profile/reverse/{address}`: the names an address holds, newest first. */
export const nameReverseRoute = defineRoute({
  method: 'GET',
  path: '/v1/profile/reverse/{address}',
  params: z.object({ address: evmAddressSchema }),
  query: z.object({
    sender: z.optional(evmAddressSchema),
    apiVersion: z.optional(z.string()),
  }),
  response: z.array(nameRecordSchema),
})

/** `GET /v1/profile/suggestions/{name}`: free names like the one asked for (spec §3). */
export const nameSuggestionsRoute = defineRoute({
  method: 'GET',
  path: '/v1/profile/suggestions/{name}',
  params: z.object({ name: z.string() }),
  query: z.object({ zone: z.optional(z.string()) }),
  response: z.object({
    suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })),
  }),
})

export type NameSuggestionsResponse = z.infer<NonNullable<typeof nameSuggestionsRoute.response>>

/**
 * `POST /v1/profile/account`: registers a name. `message` is the JSON the account signed:
 * `{ name, attributes, timestamp }` (timestamp in seconds), verified as EIP-191 or ERC-1271.
 */
export const registerNameRoute = defineRoute({
  method: 'POST',
  path: '/v1/profile/account',
  body: z.object({
    coin_type: z.number().check(z.int(), z.nonnegative()),
    address: evmAddressSchema,
    message: z.string(),
    signature: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/, 'Expected a hex signature')),
  }),
  response: nameRecordSchema,
})

/** The message a name registration signs (spec §7): the name, its attributes, a timestamp in seconds. */
export const nameRegistrationMessageSchema = z.object({
  name: z.string(),
  attributes: z.optional(z.record(z.string(), z.string())),
  timestamp: z.number().check(z.int(), z.positive()),
})

export type NameRegistrationMessage = z.infer<typeof nameRegistrationMessageSchema>
