import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { requestJson } from '../client/request.js'
import { NameSuggestionsError } from '../errors/names.js'
import { type NameSuggestionsResponse, nameSuggestionsRoute } from '../routes/profile.js'

export type GetNameSuggestionsParameters = {
  /** The label typed so far (without the suffix). */
  name: string
  /** The suffix's zone; default `reown.id`. */
  zone?: string | undefined
  signal?: AbortSignal | undefined
}

export type GetNameSuggestionsReturnType = NameSuggestionsResponse['suggestions']
export type GetNameSuggestionsErrorType = NameSuggestionsError

/**
 * Names like `name` and whether each is taken; 'Error fetching name suggestions' on failure.
 *
 * @example const suggestions = await getNameSuggestions(client, { name: 'alice' })
 */
export async function getNameSuggestions(
  client: BlockchainApiClient,
  parameters: GetNameSuggestionsParameters,
): Promise<GetNameSuggestionsReturnType> {
  try {
    const { suggestions } = await requestJson(client, nameSuggestionsRoute, {
      params: { name: parameters.name },
      query: { zone: parameters.zone ?? 'reown.id' },
      signal: parameters.signal,
    })
    return suggestions
  } catch (error) {
    throw new NameSuggestionsError({ cause: error })
  }
}
