import { type AppKit, fetchIdentity } from '@airlock/core'

/**
 * Looks the account's name and avatar up (`fetchIdentity`). Its own chunk, loaded once the button
 * shows a connected account, so the button's first paint does not carry the data API's client.
 */
export default async function loadAccountIdentity(appKit: AppKit): Promise<void> {
  await fetchIdentity(appKit)
}
