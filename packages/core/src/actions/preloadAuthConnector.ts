import type { AppKit } from '../createAppKit.js'

export type PreloadAuthConnectorReturnType = undefined

/**
 * Loads the email and social login's code (the auth connector's provider with its frame message
 * schemas, and the frame's host SDK; no iframe yet) ahead of a login. Call it on the visitor's
 * intent: typing in the email field, a pointer on a social button, keyboard focus moving onto one.
 * A stored login loads it by itself to reconnect. Without the auth connector it does nothing;
 * a chunk that fails to load is fetched again by the login itself, so it never throws.
 *
 * @example emailField.addEventListener('keydown', () => void preloadAuthConnector(appKit))
 */
export async function preloadAuthConnector(
  appKit: AppKit,
): Promise<PreloadAuthConnectorReturnType> {
  await appKit.auth?.preload().catch(() => undefined)
  return undefined
}
