import * as z from 'zod/mini'
import { defineRoute } from './defineRoute.js'

/** `POST /v1/nonces`: a fresh single-use nonce for a sign-in message, and when it expires. */
export const siwxNonceRoute = defineRoute({
  method: 'POST',
  path: '/v1/nonces',
  response: z.object({ nonce: z.string(), expiresAt: z.string() }),
})

export type SiwxNonceResponse = z.infer<NonNullable<typeof siwxNonceRoute.response>>

/** The fields of a sign-in message as the server read them from its text. */
export const siwxMessageDataSchema = z.object({
  chainId: z.string(),
  accountAddress: z.string(),
  domain: z.string(),
  uri: z.string(),
  version: z.string(),
  nonce: z.string(),
  statement: z.optional(z.string()),
  issuedAt: z.optional(z.string()),
  expirationTime: z.optional(z.string()),
  notBefore: z.optional(z.string()),
  requestId: z.optional(z.string()),
  resources: z.optional(z.array(z.string())),
})

/** A session the server verified and keeps. */
export const siwxSessionSchema = z.object({
  id: z.string(),
  chainId: z.string(),
  address: z.string(),
  message: z.string(),
  signature: z.string(),
  data: siwxMessageDataSchema,
  expiresAt: z.nullable(z.string()),
  createdAt: z.string(),
})

export type SiwxSessionResponse = z.infer<typeof siwxSessionSchema>

/**
 * `POST /v1/sessions`: verifies a signed sign-in message (nonce issued here and unused, issued in
 * the past, version 1, not expired, domain allowed for the project, chain served, signature by the
 * account) and keeps it, at most 7 days. The answer alone carries `revokeSecret`, which revokes it.
 */
export const createSessionRoute = defineRoute({
  method: 'POST',
  path: '/v1/sessions',
  body: z.object({
    message: z.string().check(z.minLength(1), z.maxLength(8192)),
    signature: z.string().check(z.minLength(1), z.maxLength(8192)),
  }),
  response: z.extend(siwxSessionSchema, {
    /** Revokes the session (`revokeSessionRoute`); handed out once, never by a lookup. */
    revokeSecret: z.string(),
  }),
})

/** A session just created: the session, and the secret that revokes it. */
export type SiwxCreatedSessionResponse = z.infer<NonNullable<typeof createSessionRoute.response>>

/** `GET /v1/sessions/{id}`: the session while it is valid; 404 once revoked or expired. */
export const sessionRoute = defineRoute({
  method: 'GET',
  path: '/v1/sessions/{id}',
  params: z.object({ id: z.uuid() }),
  response: siwxSessionSchema,
})

/**
 * `POST /v1/sessions/{id}/revoke`: ends the session; answers 204. The `revokeSecret` its creation
 * answered proves the caller holds it (the signature does not: a lookup returns it to anyone).
 * `pci` is accepted for AppKit compatibility and unused.
 */
export const revokeSessionRoute = defineRoute({
  method: 'POST',
  path: '/v1/sessions/{id}/revoke',
  params: z.object({ id: z.uuid() }),
  body: z.object({
    revokeSecret: z.string().check(z.minLength(1), z.maxLength(200)),
    pci: z.optional(z.string().check(z.maxLength(200))),
  }),
})
