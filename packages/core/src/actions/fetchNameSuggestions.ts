import {
  type GetNameSuggestionsReturnType,
  getNameSuggestions,
  type NameSuggestionsError,
} from '@airlock/blockchain-api'
import type { AppKit } from '../createAppKit.js'
import { toNameLabel } from '../selectors/getNameValidation.js'

export type FetchNameSuggestionsParameters = {
  /** The label typed so far, with or without the suffix. */
  name: string
  signal?: AbortSignal | undefined
}

/** Names like the one asked for, each with whether it is taken. */
export type FetchNameSuggestionsReturnType = GetNameSuggestionsReturnType

export type FetchNameSuggestionsErrorType = NameSuggestionsError

/**
 * The server's name suggestions for a label (spec §7, zone `reown.id`); throws 'Error fetching
 * name suggestions' when the server cannot answer.
 *
 * @example const suggestions = await fetchNameSuggestions(appKit, { name: 'alice' })
 */
export async function fetchNameSuggestions(
  appKit: AppKit,
  { name, signal }: FetchNameSuggestionsParameters,
): Promise<FetchNameSuggestionsReturnType> {
  return getNameSuggestions(appKit.api, { name: toNameLabel(name), signal })
}
