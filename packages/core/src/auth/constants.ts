/** The auth connector's id (spec §3): email and social login through the wallet frame. */
export const ID_AUTH = 'ID_AUTH'

/** Spec §5, §9: a login may not be triggered again within 30 s of the last one. */
export const emailCooldownMs = 30_000

/** Spec §4: a disallowed RPC method shows 'Action not allowed' this long after the modal opens. */
export const notAllowedDelayMs = 300

/** A sign-out resolves after this long even when the frame never answers. */
export const signOutTimeoutMs = 3_000

/**
 * The namespaces the auth connector serves (spec §6): the embedded wallet's EVM account, and its
 * Solana account (the same entropy, ed25519) when a Solana adapter is configured.
 */
export const authNamespaces = ['eip155', 'solana'] as const
