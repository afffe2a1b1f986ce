import {
  FrameRequestAbortedError,
  FrameRequestError,
  FrameUnsupportedMethodError,
  FrameUserRejectedError,
} from '@airlock/frame'
import type {
  AuthFrameHost,
  AuthFundRequest,
  CreateFrameHost,
  FrameRect,
  FrameVisibilityReason,
} from '../auth/types.js'

type Pending = {
  method: string
  params: unknown
  resolve: (value: unknown) => void
  reject: (error: Error) => void
}

export type TestFrameHost = {
  /** Pass as createAppKit's `createFrameHost`. */
  createFrameHost: CreateFrameHost
  /** Every request the app made, in order (name and payload). */
  requests: { name: string; payload: unknown }[]
  /** How many hosts were created (0 until the SDK was needed). */
  created: number
  /** Requests waiting for the visitor in the frame (unsafe RPC methods). */
  pending: Pending[]
  /** Approves the oldest pending request with `result`. */
  approve: (result: unknown) => void
  /**
   * Rejects the oldest pending request as the visitor's "Reject" in the frame does: with the
   * frame host's FrameUserRejectedError (the frame's answer, EIP-1193 4001).
   */
  reject: () => void
  /** The frame asks to be shown or hidden. */
  setVisible: (visible: boolean, reason?: FrameVisibilityReason) => void
  /** The frame asks the page's Buy for what an approval lacks (the visitor's Buy on the card). */
  fund: (request: AuthFundRequest) => void
  /** Where the app last placed the iframe (undefined: hidden). */
  rect: FrameRect | undefined
  /** What the frame answers CONNECT_EMAIL with. */
  emailAction: 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT'
  /** Whether the frame's session is logged in. */
  loggedIn: boolean
  /** Answers to safe RPC methods. */
  answers: Record<string, unknown>
}

/**
 * An in-memory stand-in for the wallet frame, for unit tests of core and the UI: it speaks the
 * app-side protocol (CONNECT_EMAIL, CONNECT_OTP with `otp`, CONNECT_PASSKEY, GET_USER, RPC_REQUEST, …) and holds
 * unsafe requests until the test approves or rejects them, as a visitor does inside the frame.
 * The real frame and its custody are tested in `@airlock/frame` and the e2e suite.
 */
export function createTestFrameHost({
  address = '0x70997970C51812dc3A010C7d01b50e20d4dc79C8',
  solanaAddress = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
  email = 'ada@example.com',
  otp = '123456',
  chainId = 31337,
  addressOn,
}: {
  address?: string
  /**
   * The account GET_USER answers with on an EVM chain, when it differs by chain (a smart account
   * where a bundler runs, the EOA elsewhere); `address` on every chain by default.
   */
  addressOn?: (chainId: number) => string
  /** The same wallet's Solana account (GET_USER on a `solana:` chain). */
  solanaAddress?: string
  email?: string
  otp?: string
  chainId?: number
} = {}): TestFrameHost {
  const visibilityListeners = new Set<
    (event: { visible: boolean; reason?: FrameVisibilityReason | undefined }) => void
  >()
  const fundListeners = new Set<(event: AuthFundRequest) => void>()
  // A passkey-first login has no email until the visitor adds one.
  let currentEmail: string | null = email
  let requestedEmail = 'new@example.com'
  let currentChain = chainId
  const test: TestFrameHost = {
    requests: [],
    created: 0,
    pending: [],
    rect: undefined,
    emailAction: 'VERIFY_OTP',
    loggedIn: false,
    answers: { eth_blockNumber: '0x10', eth_getBalance: '0xde0b6b3a7640000' },
    approve: (result) => test.pending.shift()?.resolve(result),
    reject: () =>
      test.pending
        .shift()
        ?.reject(new FrameUserRejectedError({ requestType: '@w3m-app/RPC_REQUEST' })),
    setVisible: (visible, reason) => {
      for (const listener of visibilityListeners) listener({ visible, reason })
    },
    fund: (request) => {
      for (const listener of fundListeners) listener(request)
    },
    createFrameHost: () => {
      test.created += 1
      const host: AuthFrameHost = {
        request: async (name, payload, options) => {
          test.requests.push({ name, payload })
          await Promise.resolve()
          const fields = (payload ?? {}) as Record<string, unknown>
          switch (name) {
            case 'SYNC_DAPP_DATA':
            case 'SYNC_THEME':
            case 'RPC_ABORT':
            case 'FUNDING_ENDED':
            case 'UPDATE_EMAIL_PRIMARY_OTP':
              return undefined
            case 'GET_SMART_ACCOUNT_ENABLED_NETWORKS':
              return { smartAccountEnabledNetworks: [31337] }
            case 'CONNECT_EMAIL':
              currentEmail = String(fields.email)
              if (test.emailAction === 'CONNECT') test.loggedIn = true
              return { action: test.emailAction }
            case 'CONNECT_DEVICE':
              return undefined
            case 'CONNECT_PASSKEY':
              currentEmail = null
              test.loggedIn = true
              return { email: null, address, chainId: currentChain, userName: 'Passkey' }
            case 'CONNECT_OTP':
              if (fields.otp !== otp) throw refused(name, 'Invalid code')
              test.loggedIn = true
              return undefined
            case 'GET_USER':
              if (!test.loggedIn) throw refused(name, 'Not logged in', 4100)
              if (typeof fields.chainId === 'string' && fields.chainId.startsWith('solana:'))
                return { email: currentEmail, address: solanaAddress, chainId: fields.chainId }
              if (fields.chainId !== undefined) currentChain = Number(fields.chainId)
              return {
                email: currentEmail,
                address: addressOn?.(currentChain) ?? address,
                chainId: currentChain,
              }
            case 'IS_CONNECTED':
              return { isConnected: test.loggedIn }
            case 'SIGN_OUT':
              test.loggedIn = false
              return undefined
            case 'SWITCH_NETWORK':
              currentChain = Number(fields.chainId)
              return { chainId: currentChain }
            case 'UPDATE_EMAIL':
              requestedEmail = String(fields.email)
              // A login without an email adds one: only the new address gets a code.
              return {
                action: currentEmail === null ? 'VERIFY_SECONDARY_OTP' : 'VERIFY_PRIMARY_OTP',
              }
            case 'UPDATE_EMAIL_SECONDARY_OTP':
              if (fields.otp !== otp) throw refused(name, 'Invalid code')
              currentEmail = requestedEmail
              return { newEmail: currentEmail }
            case 'RPC_REQUEST': {
              const method = String(fields.method)
              if (method in test.answers) return test.answers[method]
              return new Promise((resolve, reject) => {
                const entry: Pending = { method, params: fields.params, resolve, reject }
                test.pending.push(entry)
                options?.signal?.addEventListener('abort', () => {
                  test.pending = test.pending.filter((candidate) => candidate !== entry)
                  reject(new FrameRequestAbortedError({ requestType: '@w3m-app/RPC_REQUEST' }))
                })
              })
            }
            default:
              throw new FrameUnsupportedMethodError({
                requestType: `@w3m-app/${name}`,
                message: `Unexpected request ${name}`,
              })
          }
        },
        onVisibilityChange: (listener) => {
          visibilityListeners.add(listener)
          return () => visibilityListeners.delete(listener)
        },
        onFundRequest: (listener) => {
          fundListeners.add(listener)
          return () => fundListeners.delete(listener)
        },
        abortRpcRequests: () => {
          test.requests.push({ name: 'RPC_ABORT', payload: undefined })
          for (const entry of test.pending.splice(0))
            entry.reject(new FrameRequestAbortedError({ requestType: '@w3m-app/RPC_REQUEST' }))
        },
        place: (rect) => {
          test.rect = rect
        },
        destroy: () => {
          visibilityListeners.clear()
          fundListeners.clear()
        },
      }
      return host
    },
  }
  return test
}

/** The frame's refusal of a request, as the real host rejects it (the family's FrameRequestError). */
function refused(name: string, message: string, rpcCode?: number): FrameRequestError {
  return new FrameRequestError({ requestType: `@w3m-app/${name}`, message, rpcCode })
}
