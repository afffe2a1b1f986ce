import type { BlockchainApiClient } from '../../client/createBlockchainApiClient.js'
import type { RequestErrorType } from '../../errors/request.js'
import { callFrameRoute } from '../callFrameRoute.js'
import type { FrameLinkOfferError, FrameSessionExpiredError } from '../errors.js'
import { type FrameLinkAnswer, frameLinkRoute } from '../routes.js'

export type AnswerFrameLinkOfferParameters = {
  /** The frame session the offer came with. */
  token: string
  /** The offer's own token (`linkOffer.token` of the login's answer). */
  offerToken: string
  /** The visitor's choice: link both logins, or keep them apart. */
  accept: boolean
  signal?: AbortSignal | undefined
}

export type AnswerFrameLinkOfferReturnType = FrameLinkAnswer

export type AnswerFrameLinkOfferErrorType =
  | FrameLinkOfferError
  | FrameSessionExpiredError
  | RequestErrorType

/**
 * Sends the visitor's answer to a link offer (`POST /v1/frame/link`): accepted, the email login
 * and the social login of the same verified email open one wallet; declined, they stay apart.
 *
 * @example const { linked, user } = await answerFrameLinkOffer(client, { token, offerToken, accept: true })
 */
export function answerFrameLinkOffer(
  client: BlockchainApiClient,
  parameters: AnswerFrameLinkOfferParameters,
): Promise<AnswerFrameLinkOfferReturnType> {
  return callFrameRoute(client, frameLinkRoute, {
    token: parameters.token,
    body: { token: parameters.offerToken, accept: parameters.accept },
    signal: parameters.signal,
  })
}
