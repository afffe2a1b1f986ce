import { AirlockError, apiErrorCodes } from '@airlock/blockchain-api'
import Fastify from 'fastify'
import { describe, expect, test } from 'vitest'
import * as frameErrors from '../frame/frameErrors.js'
import * as httpErrors from './errors.js'
import { installErrorHandling } from './installErrorHandling.js'

describe('the server errors are AirlockErrors', () => {
  test('every API error class extends AirlockError, names itself and takes its code from apiErrorCodes', () => {
    const classes = Object.entries({ ...httpErrors, ...frameErrors })
    expect(classes.length).toBeGreaterThan(15)
    const codes: readonly string[] = Object.values(apiErrorCodes)
    for (const [name, value] of classes) {
      expect(value.prototype, name).toBeInstanceOf(AirlockError)
    }
    const samples = [
      new httpErrors.InvalidKeyError(),
      new httpErrors.OriginNotAllowedError('https://x.example'),
      new httpErrors.InvalidRequestError('Invalid query', []),
      new httpErrors.UnsupportedNetworkError('Network not supported for Gas Price', 'eip155:9'),
      new httpErrors.NotFoundError('Unknown purchase'),
      new httpErrors.UpstreamError('Swap quote unavailable', new Error('down')),
      new httpErrors.UpstreamUnavailableError('RPC_UNAVAILABLE', 'No node answered', undefined),
      new httpErrors.RateLimitedError(1_500),
      new httpErrors.PayloadTooLargeError('BATCH_TOO_LARGE', 'Too many calls'),
      new frameErrors.InvalidEmailApiError(),
      new frameErrors.EmailCooldownApiError(29_001),
      new frameErrors.FrameRateLimitedApiError(1),
      new frameErrors.InvalidCodeApiError(2),
      new frameErrors.CodeExpiredApiError(),
      new frameErrors.SessionInvalidApiError(),
      new frameErrors.FrameOriginApiError('https://x.example'),
      new frameErrors.EmailNotSentApiError(new Error('smtp down')),
      new frameErrors.LinkOfferInvalidApiError(),
    ]
    for (const error of samples) {
      expect(codes, error.name).toContain(error.code)
      expect(error.name).toBe(error.constructor.name)
    }
  })
})

describe('an API error answers the same body as before it joined the family', () => {
  async function answerOf(error: Error) {
    const app = Fastify()
    installErrorHandling(app, 1024)
    app.get('/fail', async () => {
      throw error
    })
    const response = await app.inject({ method: 'GET', url: '/fail' })
    await app.close()
    return response
  }

  test('a 400 with details: the exact bytes', async () => {
    const response = await answerOf(new frameErrors.InvalidCodeApiError(2))
    expect(response.statusCode).toBe(400)
    expect(response.body).toBe(
      '{"statusCode":400,"error":"Bad Request","code":"INVALID_CODE","message":"Invalid code","details":{"attemptsLeft":2}}',
    )
  })

  test('a 429 carries Retry-After and its seconds in details', async () => {
    const response = await answerOf(new frameErrors.EmailCooldownApiError(29_001))
    expect(response.statusCode).toBe(429)
    expect(response.headers['retry-after']).toBe('30')
    expect(response.body).toBe(
      '{"statusCode":429,"error":"Too Many Requests","code":"EMAIL_COOLDOWN","message":"Please try again after 30 seconds","details":{"retryAfterSeconds":30}}',
    )
  })

  test('a 502 with a cause says nothing of the cause', async () => {
    const response = await answerOf(new httpErrors.UpstreamError('Swap quote unavailable', 'x'))
    expect(response.body).toBe(
      '{"statusCode":502,"error":"Bad Gateway","code":"UPSTREAM_ERROR","message":"Swap quote unavailable"}',
    )
  })

  test('any other AirlockError is a 500 that says nothing more', async () => {
    const response = await answerOf(new AirlockError('secret detail', { code: 'SOMETHING' }))
    expect(response.body).toBe(
      '{"statusCode":500,"error":"Internal Server Error","code":"INTERNAL","message":"Internal server error"}',
    )
  })
})
