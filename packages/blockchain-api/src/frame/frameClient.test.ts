import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import * as z from 'zod/mini'
import { createBlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { HttpRequestError } from '../errors/request.js'
import { reply, type ScriptedServer, startScriptedServer } from '../test/startScriptedServer.js'
import { getAuthShare } from './actions/getAuthShare.js'
import { getFrameSession } from './actions/getFrameSession.js'
import { getFrameWallet } from './actions/getFrameWallet.js'
import { signOutFrame } from './actions/signOutFrame.js'
import { startEmailLogin } from './actions/startEmailLogin.js'
import { updateEmail } from './actions/updateEmail.js'
import { verifyEmailCode } from './actions/verifyEmailCode.js'
import { waitForDeviceApproval } from './actions/waitForDeviceApproval.js'
import {
  EmailCodeExpiredError,
  EmailCooldownError,
  FrameDeviceApprovalRequiredError,
  FrameOriginNotAllowedError,
  FrameRateLimitedError,
  InvalidEmailCodeError,
  InvalidEmailError,
} from './errors.js'
import {
  frameCodeSchema,
  frameCreateWalletRoute,
  frameEmailSchema,
  frameEmailStartRoute,
  frameOriginSchema,
} from './routes.js'

let server: ScriptedServer
beforeAll(async () => {
  server = await startScriptedServer()
})
afterAll(() => server.stop())
beforeEach(() => {
  server.requests.length = 0
  server.fallback(reply.json(500, { message: 'unscripted' }))
})

const client = () =>
  createBlockchainApiClient({ baseUrl: server.url, projectId: 'p', retryDelay: 1 })
const login = { email: 'Ann@Example.com ', origin: 'https://app.example', deviceId: 'device-123' }

async function caught(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (error: unknown) => error,
  )
}

describe('frame contract schemas', () => {
  test('emails are trimmed and lowercased; a malformed one reads "Invalid email"', () => {
    expect(z.parse(frameEmailSchema, ' Ann@Example.COM ')).toBe('ann@example.com')
    for (const bad of ['', 'ann', 'ann@', '@example.com', 'a b@example.com']) {
      const result = z.safeParse(frameEmailSchema, bad)
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.message).toBe('Invalid email')
    }
  })

  test('origins are scheme, host and port only', () => {
    expect(z.safeParse(frameOriginSchema, 'http://localhost:5173').success).toBe(true)
    expect(z.safeParse(frameOriginSchema, 'https://app.example').success).toBe(true)
    for (const bad of ['https://app.example/', 'https://app.example/x', 'null', 'file:///x', '*']) {
      expect(z.safeParse(frameOriginSchema, bad).success).toBe(false)
    }
  })

  test('a code is six digits', () => {
    expect(z.safeParse(frameCodeSchema, '012345').success).toBe(true)
    for (const bad of ['12345', '1234567', 'abcdef', '12 456']) {
      expect(z.safeParse(frameCodeSchema, bad).success).toBe(false)
    }
  })

  test('the start answer is one of the two follow-ups', () => {
    const response = frameEmailStartRoute.response
    if (!response) throw new Error('no schema')
    expect(z.safeParse(response, { action: 'VERIFY_OTP', expiresAt: 'x' }).success).toBe(true)
    expect(z.safeParse(response, { action: 'CONNECT', expiresAt: 'x' }).success).toBe(false)
    expect(z.safeParse(response, { action: 'VERIFY_DEVICE', expiresAt: 'x' }).success).toBe(false)
  })

  test('a wallet commitment is an EVM address; shares are base64', () => {
    const body = frameCreateWalletRoute.body
    if (!body) throw new Error('no schema')
    const valid = {
      address: `0x${'ab'.repeat(20)}`,
      recoveryShare: 'AQIDBA==',
      sealedRecoveryShare: '{"v":1}',
    }
    expect(z.safeParse(body, valid).success).toBe(true)
    expect(z.safeParse(body, { ...valid, address: '0x12' }).success).toBe(false)
    expect(z.safeParse(body, { ...valid, recoveryShare: 'not base64!' }).success).toBe(false)
  })
})

describe('frame client', () => {
  test('a malformed email throws InvalidEmailError without a request', async () => {
    const error = await caught(startEmailLogin(client(), { ...login, email: 'nope' }))
    expect(error).toBeInstanceOf(InvalidEmailError)
    expect((error as InvalidEmailError).shortMessage).toBe('Invalid email')
    expect(server.requests).toHaveLength(0)
  })

  test('start sends the normalized email and reads the follow-up', async () => {
    server.script(reply.json(200, { action: 'VERIFY_OTP', expiresAt: '2030-01-01T00:00:00Z' }))
    await expect(startEmailLogin(client(), login)).resolves.toEqual({
      action: 'VERIFY_OTP',
      expiresAt: '2030-01-01T00:00:00Z',
    })
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({
      ...login,
      email: 'ann@example.com',
    })
    expect(server.requests[0]?.url).toMatch(/^\/v1\/frame\/email\/start\?projectId=p/)
  })

  test('the cooldown refusal reads "Please try again after N seconds", N rounded up, and is not retried', async () => {
    server.script(
      reply.json(
        429,
        { code: 'EMAIL_COOLDOWN', message: 'x', details: { retryAfterSeconds: 12.2 } },
        { 'retry-after': '13' },
      ),
    )
    const error = await caught(startEmailLogin(client(), login))
    expect(error).toBeInstanceOf(EmailCooldownError)
    expect((error as EmailCooldownError).shortMessage).toBe('Please try again after 13 seconds')
    expect((error as EmailCooldownError).retryAfterSeconds).toBe(13)
    expect(server.requests).toHaveLength(1)
  })

  test('refusals of a code become typed errors; none is retried', async () => {
    const verify = () => caught(verifyEmailCode(client(), { ...login, code: '123456' }))
    server.script(reply.json(400, { code: 'INVALID_CODE', details: { attemptsLeft: 3 } }))
    const wrong = await verify()
    expect(wrong).toBeInstanceOf(InvalidEmailCodeError)
    expect((wrong as InvalidEmailCodeError).attemptsLeft).toBe(3)
    server.script(reply.json(400, { code: 'CODE_EXPIRED' }))
    expect(await verify()).toBeInstanceOf(EmailCodeExpiredError)
    server.script(
      reply.json(429, { code: 'FRAME_RATE_LIMITED', details: { retryAfterSeconds: 5 } }),
    )
    expect(await verify()).toBeInstanceOf(FrameRateLimitedError)
    server.script(reply.json(403, { code: 'ORIGIN_NOT_ALLOWED' }))
    expect(await verify()).toBeInstanceOf(FrameOriginNotAllowedError)
    server.script(reply.json(503, { code: 'X' }))
    expect(await verify()).toBeInstanceOf(HttpRequestError)
    expect(server.requests).toHaveLength(5)
  })

  test('bearer routes send the token; 404 and 401 read as nothing', async () => {
    const seen: (string | undefined)[] = []
    server.script(
      (request, response) => {
        seen.push(request.headers.authorization)
        reply.json(404, { code: 'AUTH_SHARE_NOT_FOUND' })(request, response)
      },
      reply.json(401, { code: 'SESSION_INVALID' }),
      reply.json(404, { code: 'WALLET_NOT_FOUND' }),
      reply.json(401, { code: 'SESSION_INVALID' }),
    )
    const token = 'a'.repeat(43)
    await expect(getAuthShare(client(), { token, deviceId: 'device-123' })).resolves.toBeUndefined()
    expect(seen).toEqual([`Bearer ${token}`])
    await expect(getFrameSession(client(), { token })).resolves.toBeUndefined()
    await expect(getFrameWallet(client(), { token })).resolves.toBeUndefined()
    await expect(signOutFrame(client(), { token })).resolves.toBeUndefined()
  })

  test('a wallet read held for the device approval (F9) throws FrameDeviceApprovalRequiredError with the approval to wait for, and is not retried', async () => {
    const approvalId = crypto.randomUUID()
    const details = { approvalId, expiresAt: '2030-01-01T00:00:00Z', email: 'a•••@example.com' }
    server.script(reply.json(403, { code: 'DEVICE_APPROVAL_REQUIRED', details }))
    const error = await caught(getFrameWallet(client(), { token: 'a'.repeat(43) }))
    expect(error).toBeInstanceOf(FrameDeviceApprovalRequiredError)
    expect(error).toMatchObject({ ...details, code: 'DEVICE_APPROVAL_REQUIRED' })
    expect(server.requests).toHaveLength(1)
    // Details that break the contract are not trusted for an approval id.
    server.script(
      reply.json(403, { code: 'DEVICE_APPROVAL_REQUIRED', details: { approvalId: '../x' } }),
    )
    expect(await caught(getFrameWallet(client(), { token: 'a'.repeat(43) }))).toBeInstanceOf(
      HttpRequestError,
    )
  })

  test('reads are retried on a server failure', async () => {
    server.script(
      reply.json(503, { message: 'busy' }),
      reply.json(200, { deviceId: 'device-123', share: 'AQID' }),
    )
    await expect(
      getAuthShare(client(), { token: 'a'.repeat(43), deviceId: 'device-123' }),
    ).resolves.toBe('AQID')
    expect(server.requests).toHaveLength(2)
  })

  test('an update to a malformed email is refused before any request', async () => {
    await expect(updateEmail(client(), { token: 'a'.repeat(43), newEmail: 'x@' })).rejects.toThrow(
      InvalidEmailError,
    )
    expect(server.requests).toHaveLength(0)
  })

  test('waiting for a device approval polls until approved, and fails once expired', async () => {
    server.script(
      reply.json(200, { status: 'pending', expiresAt: 'x' }),
      reply.json(200, { status: 'approved', expiresAt: 'x' }),
    )
    const approvalId = crypto.randomUUID()
    await waitForDeviceApproval(client(), { approvalId, pollIntervalMs: 1 })
    expect(server.requests).toHaveLength(2)
    server.script(reply.json(200, { status: 'expired', expiresAt: 'x' }))
    await expect(waitForDeviceApproval(client(), { approvalId })).rejects.toThrow(
      EmailCodeExpiredError,
    )
  })
})
