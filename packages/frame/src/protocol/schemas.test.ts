import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { frameMessageExamples } from './examples.test-data.js'
import { parseAppEvent, parseFramePortEvent, parseFrameWindowEvent } from './parseFrameEvent.js'
import {
  appEventSchemas,
  frameErrorEventSchemas,
  frameRequestNames,
  frameSuccessEventSchemas,
  socialProviders,
} from './schemas.js'

const names = fc.constantFrom(...frameRequestNames)
const notUuid = fc.oneof(
  fc
    .string()
    .filter(
      (value) =>
        !/^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i.test(value),
    ),
  fc.constant(Math.random().toString(36).substring(7)),
  fc.integer(),
  fc.constant(null),
)
// Values no payload field of any request or answer accepts at the top level.
const wrongValue = fc.constantFrom(
  Symbol.for('x'),
  () => 1,
  { nested: { deep: 1 } },
  -0.5,
  Number.NaN,
)

function appEvent(name: (typeof frameRequestNames)[number], id: string) {
  const { request } = frameMessageExamples[name]
  return request === undefined
    ? { id, type: `@w3m-app/${name}` }
    : { id, type: `@w3m-app/${name}`, payload: request }
}

function successEvent(name: (typeof frameRequestNames)[number], id: string) {
  const { success } = frameMessageExamples[name]
  return success === undefined
    ? { id, type: `@w3m-frame/${name}_SUCCESS` }
    : { id, type: `@w3m-frame/${name}_SUCCESS`, payload: success }
}

describe('app → frame requests', () => {
  test('every schema accepts its valid message with any UUID id', () => {
    fc.assert(
      fc.property(names, fc.uuid({ version: 4 }), (name, id) => {
        expect(appEventSchemas[name].safeParse(appEvent(name, id)).success).toBe(true)
        expect(parseAppEvent(appEvent(name, id))).toEqual(appEvent(name, id))
      }),
    )
  })

  test('a message whose id is not a UUID is rejected', () => {
    fc.assert(
      fc.property(names, notUuid, (name, id) => {
        expect(parseAppEvent({ ...appEvent(name, crypto.randomUUID()), id })).toBeUndefined()
      }),
    )
    for (const name of frameRequestNames) {
      const { id: _, ...withoutId } = appEvent(name, crypto.randomUUID())
      expect(parseAppEvent(withoutId)).toBeUndefined()
    }
  })

  test('an unknown key on the envelope or the payload is rejected', () => {
    fc.assert(
      fc.property(
        names,
        fc
          .string({ minLength: 1 })
          .filter((key) => !['id', 'type', 'payload', '__proto__'].includes(key)),
        fc.jsonValue(),
        (name, key, value) => {
          const event = appEvent(name, crypto.randomUUID())
          expect(parseAppEvent({ ...event, [key]: value })).toBeUndefined()
          const payload = frameMessageExamples[name].request
          if (payload && typeof payload === 'object' && !(key in payload))
            expect(
              parseAppEvent({ ...event, payload: { ...payload, [key]: value } }),
            ).toBeUndefined()
        },
      ),
    )
  })

  test('a payload field of the wrong type is rejected', () => {
    fc.assert(
      fc.property(names, wrongValue, fc.nat(), (name, value, pick) => {
        const payload = frameMessageExamples[name].request as Record<string, unknown> | undefined
        const event = appEvent(name, crypto.randomUUID())
        if (!payload) {
          expect(parseAppEvent({ ...event, payload: value })).toBeUndefined()
          return
        }
        const keys = Object.keys(payload)
        const key = keys[pick % keys.length]!
        expect(parseAppEvent({ ...event, payload: { ...payload, [key]: value } })).toBeUndefined()
      }),
    )
  })

  test('a required payload is required', () => {
    for (const name of frameRequestNames) {
      const { request } = frameMessageExamples[name]
      if (request === undefined || name === 'GET_USER') continue
      expect(
        parseAppEvent({ id: crypto.randomUUID(), type: `@w3m-app/${name}` }),
        name,
      ).toBeUndefined()
    }
  })

  test('an unknown type or a frame type is rejected', () => {
    fc.assert(
      fc.property(fc.string(), fc.uuid({ version: 4 }), (type, id) => {
        fc.pre(!frameRequestNames.some((name) => type === `@w3m-app/${name}`))
        expect(parseAppEvent({ id, type, payload: {} })).toBeUndefined()
      }),
    )
    expect(parseAppEvent(successEvent('GET_USER', crypto.randomUUID()))).toBeUndefined()
    for (const data of [null, undefined, 'CONNECT_EMAIL', 42, [], { type: 7 }])
      expect(parseAppEvent(data)).toBeUndefined()
  })

  test('emails, otps, providers and chain ids are checked', () => {
    const id = crypto.randomUUID()
    fc.assert(
      fc.property(
        fc.string().filter((value) => !value.includes('@')),
        (email) => {
          expect(
            parseAppEvent({ id, type: '@w3m-app/CONNECT_EMAIL', payload: { email } }),
          ).toBeUndefined()
        },
      ),
    )
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 64 }), (otp) => {
        expect(parseAppEvent({ id, type: '@w3m-app/CONNECT_OTP', payload: { otp } })).toBeDefined()
      }),
    )
    expect(
      parseAppEvent({ id, type: '@w3m-app/CONNECT_OTP', payload: { otp: 123456 } }),
    ).toBeUndefined()
    fc.assert(
      fc.property(fc.string(), (provider) => {
        const accepted = parseAppEvent({
          id,
          type: '@w3m-app/GET_SOCIAL_REDIRECT_URI',
          payload: { provider },
        })
        expect(accepted !== undefined).toBe(
          (socialProviders as readonly string[]).includes(provider),
        )
      }),
    )
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.string({ minLength: 1, maxLength: 100 })),
        (chainId) => {
          expect(
            parseAppEvent({ id, type: '@w3m-app/SWITCH_NETWORK', payload: { chainId } }),
          ).toBeDefined()
        },
      ),
    )
    expect(
      parseAppEvent({ id, type: '@w3m-app/SWITCH_NETWORK', payload: { chainId: 1.5 } }),
    ).toBeUndefined()
  })
})

describe('RPC requests', () => {
  const id = crypto.randomUUID()
  const rpc = (payload: unknown) => parseAppEvent({ id, type: '@w3m-app/RPC_REQUEST', payload })
  const address = fc
    .uint8Array({ minLength: 20, maxLength: 20 })
    .map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`)

  test('allowed methods with their params are accepted', () => {
    fc.assert(
      fc.property(fc.uint8Array(), address, fc.bigInt({ min: 0n }), (message, from, value) => {
        const data = `0x${Buffer.from(message).toString('hex')}`
        expect(rpc({ method: 'personal_sign', params: [data, from] })).toBeDefined()
        expect(
          rpc({
            method: 'eth_sendTransaction',
            params: [{ from, to: from, value: `0x${value.toString(16)}`, data }],
          }),
        ).toBeDefined()
        expect(
          rpc({ method: 'wallet_sendCalls', params: [{ calls: [{ to: from, data }] }] }),
        ).toBeDefined()
        expect(
          rpc({ method: 'eth_getBalance', params: [from, 'latest'], chainId: 31337 }),
        ).toBeDefined()
      }),
    )
  })

  test('a method outside the allowed list is rejected', () => {
    fc.assert(
      fc.property(fc.string(), (method) => {
        fc.pre(
          !method.startsWith('eth_') &&
            !method.startsWith('wallet_') &&
            !method.startsWith('solana_') &&
            method !== 'personal_sign',
        )
        expect(rpc({ method, params: [] })).toBeUndefined()
      }),
    )
    expect(rpc({ method: 'eth_sign', params: [] })).toBeUndefined()
    expect(rpc({ method: 'wallet_switchEthereumChain', params: [] })).toBeUndefined()
  })

  test('unsafe methods with malformed params are rejected', () => {
    fc.assert(
      fc.property(
        fc.string().filter((value) => !/^0x[0-9a-fA-F]{40}$/.test(value)),
        (notAddress) => {
          expect(rpc({ method: 'personal_sign', params: ['0x00', notAddress] })).toBeUndefined()
          expect(
            rpc({
              method: 'wallet_sendCalls',
              params: [{ calls: [{ to: notAddress.replace(/^0x/, '') }] }],
            }),
          ).toBeUndefined()
        },
      ),
    )
    expect(rpc({ method: 'wallet_sendCalls', params: [{ calls: [] }] })).toBeUndefined()
    expect(rpc({ method: 'eth_sendTransaction', params: [] })).toBeUndefined()
    expect(rpc({ method: 'solana_signMessage', params: { message: 'x' } })).toBeUndefined()
  })
})

describe('frame → app answers', () => {
  test('every success and error schema accepts its valid message', () => {
    fc.assert(
      fc.property(
        names,
        fc.uuid({ version: 4 }),
        fc.option(fc.string({ maxLength: 200 }), { nil: undefined }),
        (name, id, message) => {
          expect(frameSuccessEventSchemas[name].safeParse(successEvent(name, id)).success).toBe(
            true,
          )
          expect(parseFramePortEvent(successEvent(name, id))).toBeDefined()
          const error = {
            id,
            type: `@w3m-frame/${name}_ERROR`,
            payload: message === undefined ? undefined : { message },
          }
          expect(frameErrorEventSchemas[name].safeParse(error).success).toBe(true)
          expect(parseFramePortEvent(error)).toBeDefined()
        },
      ),
    )
  })

  test('answers without a UUID id, with unknown keys or wrong payloads are rejected', () => {
    fc.assert(
      fc.property(names, notUuid, wrongValue, (name, badId, value) => {
        const event = successEvent(name, crypto.randomUUID())
        expect(parseFramePortEvent({ ...event, id: badId })).toBeUndefined()
        expect(parseFramePortEvent({ ...event, extra: 1 })).toBeUndefined()
        const { success } = frameMessageExamples[name]
        if (name === 'RPC_REQUEST') return // an RPC result may be anything
        if (success === undefined || success === null || typeof success !== 'object')
          expect(parseFramePortEvent({ ...event, payload: value })).toBeUndefined()
        else {
          const key = Object.keys(success)[0]!
          expect(
            parseFramePortEvent({ ...event, payload: { ...success, [key]: value } }),
          ).toBeUndefined()
        }
      }),
    )
  })

  test('READY and ORIGIN_NOT_ALLOWED are the only window events; answers never are', () => {
    expect(
      parseFrameWindowEvent({ type: '@w3m-frame/READY', payload: { version: '4' } }),
    ).toBeDefined()
    expect(parseFrameWindowEvent({ type: '@w3m-frame/READY' })).toBeDefined()
    expect(parseFrameWindowEvent({ type: '@w3m-frame/ORIGIN_NOT_ALLOWED' })).toBeDefined()
    expect(
      parseFrameWindowEvent({ type: '@w3m-frame/READY', payload: { version: 4 } }),
    ).toBeUndefined()
    expect(parseFrameWindowEvent({ type: '@w3m-frame/READY', extra: true })).toBeUndefined()
    expect(parseFrameWindowEvent(successEvent('GET_USER', crypto.randomUUID()))).toBeUndefined()
    fc.assert(
      fc.property(fc.anything(), (data) => {
        fc.pre(!(typeof data === 'object' && data !== null && 'type' in data))
        expect(parseFrameWindowEvent(data)).toBeUndefined()
        expect(parseFramePortEvent(data)).toBeUndefined()
      }),
    )
  })

  test('SET_VISIBLE asks to show or hide the frame for a reason', () => {
    const id = crypto.randomUUID()
    expect(
      parseFramePortEvent({
        id,
        type: '@w3m-frame/SET_VISIBLE',
        payload: { visible: true, reason: 'approve' },
      }),
    ).toBeDefined()
    expect(
      parseFramePortEvent({ type: '@w3m-frame/SET_VISIBLE', payload: { visible: false } }),
    ).toBeDefined()
    expect(
      parseFramePortEvent({ type: '@w3m-frame/SET_VISIBLE', payload: { visible: 'yes' } }),
    ).toBeUndefined()
    expect(
      parseFramePortEvent({
        type: '@w3m-frame/SET_VISIBLE',
        payload: { visible: true, reason: 'steal' },
      }),
    ).toBeUndefined()
  })

  test('FUND names the approval, its chain and the native amount it lacks; nothing else', () => {
    const id = crypto.randomUUID()
    const fund = (payload: unknown, requestId: unknown = id) =>
      parseFramePortEvent({ id: requestId, type: '@w3m-frame/FUND', payload })
    expect(fund({ chainId: 31337, symbol: 'ETH', amount: '0.000042' })).toEqual({
      id,
      type: '@w3m-frame/FUND',
      payload: { chainId: 31337, symbol: 'ETH', amount: '0.000042' },
    })
    expect(fund({ chainId: 1, symbol: 'ETH', amount: '2' })).toBeDefined()
    // Not an amount, no approval, a chain that is not one, anything more.
    for (const amount of ['-1', '1e18', '0x10', '', '1.', 'all'])
      expect(fund({ chainId: 1, symbol: 'ETH', amount })).toBeUndefined()
    expect(fund({ chainId: 1, symbol: 'ETH', amount: '1' }, null)).toBeUndefined()
    expect(fund({ chainId: 0, symbol: 'ETH', amount: '1' })).toBeUndefined()
    expect(
      fund({ chainId: 1, symbol: 'ETH', amount: '1', url: 'https://evil.example' }),
    ).toBeUndefined()
  })
})
