import { MessageChannel, type MessagePort } from 'node:worker_threads'
import { afterEach, describe, expect, test } from 'vitest'
import {
  FrameIframeNotSetError,
  FrameRequestAbortedError,
  FrameRequestError,
  FrameTimeoutError,
  FrameUnsupportedMethodError,
  FrameUserRejectedError,
  InvalidFrameRequestError,
} from '../errors/frame.js'
import { parseAppEvent } from '../protocol/parseFrameEvent.js'
import { createFrameHost, type FrameHost } from './createFrameHost.js'

const frameOrigin = 'http://wallet.localhost:8788'

/** A page with a window (an EventTarget) and a document that records the iframe it gets. */
function createPage() {
  const view = new EventTarget()
  const frameWindow = { name: 'frame window' }
  let iframe: (Record<string, unknown> & { style: Record<string, string> }) | undefined
  const document = {
    defaultView: view,
    createElement: () => {
      iframe = {
        style: {},
        contentWindow: frameWindow,
        addEventListener: () => {},
        remove: () => {
          iframe = undefined
        },
      }
      return iframe
    },
    body: { appendChild: () => {} },
  }
  /** Delivers a window message as the browser would, with its origin, source and ports. */
  const post = (
    data: unknown,
    options: { origin?: string; source?: unknown; ports?: MessagePort[] } = {},
  ) => {
    const event = Object.assign(new Event('message'), {
      data,
      origin: options.origin ?? frameOrigin,
      source: 'source' in options ? options.source : frameWindow,
      ports: options.ports ?? [],
    })
    view.dispatchEvent(event)
  }
  return {
    document: document as unknown as Document,
    view,
    frameWindow,
    post,
    iframe: () => iframe,
  }
}

/** The frame's end: answers requests the test scripts, records what it received. */
function createFrameEnd(port: MessagePort) {
  const received: unknown[] = []
  const unread: unknown[] = []
  const waiters: ((data: unknown) => void)[] = []
  port.on('message', (data) => {
    received.push(data)
    const waiter = waiters.shift()
    if (waiter) waiter(data)
    else unread.push(data)
  })
  return {
    received,
    /** The next message the frame received (already queued, or the next to come). */
    next: () =>
      new Promise<{ id: string; type: string; payload?: unknown }>((resolve) => {
        if (unread.length > 0) resolve(unread.shift() as never)
        else waiters.push(resolve as never)
      }),
    send: (data: unknown) => port.postMessage(data),
  }
}

let host: FrameHost | undefined
afterEach(() => host?.destroy())

function setup(parameters: Partial<Parameters<typeof createFrameHost>[0]> = {}) {
  const page = createPage()
  host = createFrameHost({
    projectId: 'demo',
    url: `${frameOrigin}/`,
    document: page.document,
    ...parameters,
  })
  const channel = new MessageChannel()
  const frame = createFrameEnd(channel.port1)
  const ready = () => {
    void host!.load().catch(() => {})
    page.post(
      { type: '@w3m-frame/READY', payload: { version: '4' } },
      { ports: [channel.port2 as never] },
    )
  }
  return { page, host, frame, ready, channel }
}

describe('createFrameHost', () => {
  test('the iframe carries projectId, chainId, version 4 and enableLogger, hidden at z-index 999999', async () => {
    const { page, host } = setup({ chainId: 31337 })
    void host.load().catch(() => {})
    const iframe = page.iframe()!
    const src = new URL(iframe.src as string)
    expect(src.origin).toBe(frameOrigin)
    expect(Object.fromEntries(src.searchParams)).toEqual({
      projectId: 'demo',
      chainId: '31337',
      version: '4',
      enableLogger: 'false',
    })
    expect(iframe.style).toMatchObject({ position: 'fixed', zIndex: '999999', display: 'none' })
    expect(iframe.referrerPolicy).toBe('origin')
  })

  test('a request waits for ready, then travels over the private port and resolves with the answer', async () => {
    const { host, frame, ready } = setup()
    const answer = host.request('CONNECT_EMAIL', { email: 'ada@example.com' })
    expect(host.isReady).toBe(false)
    ready()
    const event = await frame.next()
    expect(parseAppEvent(event)).toEqual({
      id: event.id,
      type: '@w3m-app/CONNECT_EMAIL',
      payload: { email: 'ada@example.com' },
    })
    expect(event.id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    frame.send({
      id: event.id,
      type: '@w3m-frame/CONNECT_EMAIL_SUCCESS',
      payload: { action: 'VERIFY_OTP' },
    })
    await expect(answer).resolves.toEqual({ action: 'VERIFY_OTP' })
  })

  test('READY from a foreign origin or another window is ignored', async () => {
    const { page, host, channel } = setup({ readyTimeout: 300 })
    const loading = host.load()
    page.post(
      { type: '@w3m-frame/READY' },
      { origin: 'http://evil.localhost:9999', ports: [channel.port2 as never] },
    )
    page.post(
      { type: '@w3m-frame/READY' },
      { source: { name: 'another window' }, ports: [channel.port2 as never] },
    )
    page.post({ type: '@w3m-frame/READY' }, { source: null, ports: [channel.port2 as never] })
    await expect(loading).rejects.toBeInstanceOf(FrameTimeoutError)
    expect(host.isReady).toBe(false)
  })

  test('a forged answer on the window channel never settles a request', async () => {
    const { page, host, frame, ready } = setup()
    ready()
    const answer = host.request('GET_USER', { chainId: 1 })
    const event = await frame.next()
    const forged = {
      id: event.id,
      type: '@w3m-frame/GET_USER_SUCCESS',
      payload: { address: '0xevil', chainId: 1 },
    }
    page.post(forged)
    page.post(forged, { origin: 'http://evil.localhost' })
    // Answers on the port with an unknown id, or another request's type, are dropped too.
    frame.send({ ...forged, id: crypto.randomUUID() })
    frame.send({ id: event.id, type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } })
    frame.send({
      id: event.id,
      type: '@w3m-frame/GET_USER_SUCCESS',
      payload: { address: '0xf39F', chainId: 1, extra: 1 },
    })
    frame.send({
      id: event.id,
      type: '@w3m-frame/GET_USER_SUCCESS',
      payload: { address: '0xf39F', chainId: 1 },
    })
    await expect(answer).resolves.toEqual({ address: '0xf39F', chainId: 1 })
  })

  test('an error answer rejects with its message, or with "An error occurred"', async () => {
    const { host, frame, ready } = setup()
    ready()
    const first = host.request('CONNECT_OTP', { otp: '000000' })
    let event = await frame.next()
    frame.send({
      id: event.id,
      type: '@w3m-frame/CONNECT_OTP_ERROR',
      payload: { message: 'Invalid code' },
    })
    await expect(first).rejects.toMatchObject({
      name: 'FrameRequestError',
      shortMessage: 'Invalid code',
    })
    const second = host.request('SIGN_OUT', undefined)
    event = await frame.next()
    frame.send({ id: event.id, type: '@w3m-frame/SIGN_OUT_ERROR' })
    const error = await second.catch((cause) => cause)
    expect(error).toBeInstanceOf(FrameRequestError)
    expect(error.shortMessage).toBe('An error occurred')
    // A frame that sends no code (an older one) is read as internal, -32603.
    expect(error.rpcCode).toBe(-32603)
  })

  test('an error answer with an EIP-1193 code rejects with its class: 4001 a rejection, 4200 an unsupported method, others a FrameRequestError with rpcCode and frameCode', async () => {
    const { host, frame, ready } = setup()
    ready()
    const answer = async (payload: unknown) => {
      const request = host.request('RPC_REQUEST', { method: 'eth_blockNumber' })
      const event = await frame.next()
      frame.send({ id: event.id, type: '@w3m-frame/RPC_REQUEST_ERROR', payload })
      return request.catch((cause: unknown) => cause)
    }
    const rejected = await answer({ code: 4001, message: 'User rejected the request' })
    expect(rejected).toBeInstanceOf(FrameUserRejectedError)
    expect(rejected).toMatchObject({ rpcCode: 4001, requestType: '@w3m-app/RPC_REQUEST' })
    const unsupported = await answer({ code: 4200, message: 'x is not supported by this wallet' })
    expect(unsupported).toBeInstanceOf(FrameUnsupportedMethodError)
    expect(unsupported).toMatchObject({ rpcCode: 4200 })
    const mismatch = await answer({
      code: 4901,
      message: 'Chain mismatch',
      data: { code: 'FRAME_CHAIN_MISMATCH' },
    })
    expect(mismatch).toBeInstanceOf(FrameRequestError)
    expect(mismatch).toMatchObject({ rpcCode: 4901, frameCode: 'FRAME_CHAIN_MISMATCH' })
  })

  test('the frame refusing this origin rejects with unverified_domain', async () => {
    const { page, host } = setup()
    const loading = host.load()
    page.post({ type: '@w3m-frame/ORIGIN_NOT_ALLOWED' })
    const error = await loading.catch((cause) => cause)
    expect(error).toBeInstanceOf(FrameTimeoutError)
    expect(error.reason).toBe('unverified_domain')
    expect(error.shortMessage).toBe('Invalid App Configuration')
  })

  test('login requests time out; others wait for the visitor', async () => {
    const { host, frame, ready } = setup({ requestTimeout: 50 })
    ready()
    const error = await host.request('CONNECT_DEVICE', undefined).catch((cause) => cause)
    expect(error).toBeInstanceOf(FrameTimeoutError)
    expect(error.reason).toBe('iframe_request_timeout')
    await frame.next()
    const sign = host.request('RPC_REQUEST', {
      method: 'personal_sign',
      params: ['0x00', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    })
    const event = await frame.next()
    await new Promise((resolve) => setTimeout(resolve, 100))
    frame.send({ id: event.id, type: '@w3m-frame/RPC_REQUEST_SUCCESS', payload: '0xsigned' })
    await expect(sign).resolves.toBe('0xsigned')
  })

  test('a login request does not time out while the frame shows itself (the passkey step); its 30 s start afresh once it hides', async () => {
    const { host, frame, ready } = setup({ requestTimeout: 150 })
    ready()
    const connecting = host.request('CONNECT_DEVICE', undefined)
    const event = await frame.next()
    frame.send({ type: '@w3m-frame/SET_VISIBLE', payload: { visible: true, reason: 'recovery' } })
    await new Promise((resolve) => setTimeout(resolve, 400))
    frame.send({ type: '@w3m-frame/SET_VISIBLE', payload: { visible: false } })
    frame.send({ id: event.id, type: '@w3m-frame/CONNECT_DEVICE_SUCCESS' })
    await expect(connecting).resolves.toBeUndefined()

    // Hidden again and silent: the request times out as before.
    const silent = host.request('CONNECT_DEVICE', undefined)
    await frame.next()
    frame.send({ type: '@w3m-frame/SET_VISIBLE', payload: { visible: true, reason: 'recovery' } })
    frame.send({ type: '@w3m-frame/SET_VISIBLE', payload: { visible: false } })
    const error = await silent.catch((cause) => cause)
    expect(error).toBeInstanceOf(FrameTimeoutError)
    expect(error.reason).toBe('iframe_request_timeout')
  })

  test('aborting RPC requests rejects the unsafe ones with "Request was aborted" and tells the frame', async () => {
    const { host, frame, ready } = setup()
    ready()
    const unsafe = host.request('RPC_REQUEST', {
      method: 'personal_sign',
      params: ['0x00', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    })
    await frame.next()
    const safe = host.request('RPC_REQUEST', { method: 'eth_blockNumber' })
    const safeEvent = await frame.next()
    const abort = frame.next()
    host.abortRpcRequests()
    const error = (await unsafe.catch((cause) => cause)) as FrameRequestAbortedError
    expect(error).toBeInstanceOf(FrameRequestAbortedError)
    expect(error.shortMessage).toBe('Request was aborted')
    expect((await abort).type).toBe('@w3m-app/RPC_ABORT')
    frame.send({ id: safeEvent.id, type: '@w3m-frame/RPC_REQUEST_SUCCESS', payload: '0x10' })
    await expect(safe).resolves.toBe('0x10')
  })

  test('an aborted signal rejects a login request with "Something went wrong"', async () => {
    const { host, frame, ready } = setup()
    ready()
    const controller = new AbortController()
    const request = host.request('CONNECT_FARCASTER', undefined, { signal: controller.signal })
    await frame.next()
    controller.abort()
    await expect(request).rejects.toMatchObject({
      name: 'FrameRequestAbortedError',
      shortMessage: 'Something went wrong',
    })
  })

  test('an invalid request is refused before it is posted', async () => {
    const { host, frame, ready } = setup()
    ready()
    await expect(host.request('CONNECT_EMAIL', { email: 'not an email' })).rejects.toBeInstanceOf(
      InvalidFrameRequestError,
    )
    expect(frame.received).toEqual([])
  })

  test('SET_VISIBLE shows and hides the frame and tells listeners', async () => {
    const { page, host, frame, ready } = setup()
    ready()
    await host.load()
    const seen: unknown[] = []
    host.onVisibilityRequest((event) => seen.push(event))
    const id = crypto.randomUUID()
    frame.send({
      id,
      type: '@w3m-frame/SET_VISIBLE',
      payload: { visible: true, reason: 'approve' },
    })
    await expect.poll(() => host.isVisible).toBe(true)
    expect(page.iframe()!.style.display).toBe('block')
    frame.send({ type: '@w3m-frame/SET_VISIBLE', payload: { visible: false } })
    await expect.poll(() => host.isVisible).toBe(false)
    expect(seen).toEqual([
      { visible: true, reason: 'approve', id },
      { visible: false, reason: undefined, id: undefined },
    ])
    host.show({ top: 64, left: 10, width: 360, height: 600 })
    expect(page.iframe()!.style).toMatchObject({ display: 'block', top: '64px', width: '360px' })
  })

  test('destroy rejects open requests; later requests get "W3mFrame: iframe is not set"', async () => {
    const { host, frame, ready } = setup()
    ready()
    const open = host.request('GET_CHAIN_ID', undefined)
    await frame.next()
    host.destroy()
    await expect(open).rejects.toBeInstanceOf(FrameRequestAbortedError)
    const error = await host.request('GET_CHAIN_ID', undefined).catch((cause) => cause)
    expect(error).toBeInstanceOf(FrameIframeNotSetError)
    expect(error.shortMessage).toBe('W3mFrame: iframe is not set')
  })
})
