import { createHmac, randomBytes } from 'node:crypto'
import { AirlockError } from '@airlock/blockchain-api'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createMemoryShareStore } from '../../custody/createMemoryShareStore.js'
import { base64ToBytes } from '../../custody/encoding.js'
import { unsealRecoveryShare } from '../../custody/sealRecoveryShare.js'
import { recombineWalletKey } from '../../custody/shares.js'
import type { StoredWallet } from '../../custody/types.js'
import { PasskeyPrfUnavailableError } from '../../errors/custody.js'
import { UserRejectedError } from '../../errors/frame.js'
import type { FrameUi } from '../createDomUi.js'
import { createMemorySessionStore } from '../createSessionStore.js'
import type { FrameSiteBackend } from '../siteBackend.js'
import type { FrameHandlerContext } from './context.js'
import { connectPasskey } from './passkeyLogin.js'
import { signOut } from './session.js'

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url')

/**
 * A synced passkey store as the browser exposes it: `create` and `get` with the PRF extension
 * (HMAC of the salt under the credential's own secret, as CTAP2's hmac-secret does), or an
 * authenticator without PRF. The same object on two devices is the same synced passkey.
 */
function createPasskeyProvider(options: { prf: boolean }) {
  const credentials = new Map<string, { secret: Buffer; userHandle: Uint8Array }>()
  const prfOf = (id: string, salt: BufferSource) =>
    options.prf
      ? {
          prf: {
            results: {
              first: new Uint8Array(
                createHmac('sha256', credentials.get(id)?.secret as Buffer)
                  .update(new Uint8Array(salt as ArrayBuffer))
                  .digest(),
              ).buffer,
            },
          },
        }
      : {}
  const clientData = (type: string, challenge: BufferSource) =>
    new TextEncoder().encode(
      JSON.stringify({ type, challenge: b64url(new Uint8Array(challenge as ArrayBuffer)) }),
    ).buffer
  return {
    count: () => credentials.size,
    container: {
      create: async ({ publicKey }: CredentialCreationOptions) => {
        const options = publicKey as PublicKeyCredentialCreationOptions
        const id = b64url(randomBytes(16))
        credentials.set(id, {
          secret: randomBytes(32),
          userHandle: new Uint8Array(options.user.id as ArrayBuffer),
        })
        const salt = (options.extensions as { prf: { eval: { first: BufferSource } } }).prf.eval
          .first
        return {
          id,
          rawId: base64ToBytes(Buffer.from(id, 'base64url').toString('base64')).buffer,
          response: {
            clientDataJSON: clientData('webauthn.create', options.challenge),
            attestationObject: new Uint8Array([0xa0]).buffer,
            getTransports: () => ['internal'],
          },
          getClientExtensionResults: () => prfOf(id, salt),
        }
      },
      get: async ({ publicKey }: CredentialRequestOptions) => {
        const options = publicKey as PublicKeyCredentialRequestOptions
        const [id, stored] = [...credentials.entries()][0] ?? []
        if (!id || !stored) throw new DOMException('No passkey', 'NotAllowedError')
        const salt = (options.extensions as { prf: { eval: { first: BufferSource } } }).prf.eval
          .first
        return {
          id,
          rawId: new Uint8Array(Buffer.from(id, 'base64url')).buffer,
          response: {
            clientDataJSON: clientData('webauthn.get', options.challenge),
            authenticatorData: new Uint8Array(37).buffer,
            signature: new Uint8Array(64).buffer,
            userHandle: stored.userHandle.buffer,
          },
          getClientExtensionResults: () => prfOf(id, salt),
        }
      },
    } as unknown as CredentialsContainer,
  }
}

/**
 * The frame backend in memory: passkey challenges that work once and must come back in the
 * client data, accounts by credential id, the wallet record and auth shares per user.
 */
function createBackend() {
  const challenges = new Map<string, string>()
  const accounts = new Map<string, string>()
  const tokens = new Map<string, string>()
  const wallets = new Map<string, StoredWallet>()
  const authShares = new Map<string, string>()
  const finished: string[] = []
  // The server's refusal, as the frame's client meets it: 401 PASSKEY_FAILED.
  const refused = () => new AirlockError('Passkey failed', { code: 'PASSKEY_FAILED' })
  const spend = (challengeId: string, clientDataJSON: string) => {
    const challenge = challenges.get(challengeId)
    challenges.delete(challengeId)
    const sent = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString()).challenge
    if (!challenge || sent !== challenge) throw refused()
  }
  const session = (userId: string) => {
    const token = b64url(randomBytes(32))
    tokens.set(token, userId)
    return { token, user: { id: userId, email: null, userName: 'Passkey' } }
  }
  const start = async () => {
    const challengeId = crypto.randomUUID()
    const challenge = b64url(randomBytes(32))
    challenges.set(challengeId, challenge)
    return { challengeId, challenge, userHandle: b64url(randomBytes(32)) }
  }
  const backend = {
    passkey: {
      startSignUp: start,
      startLogin: start,
      finishSignUp: async ({ challengeId, credential }) => {
        spend(challengeId, credential.clientDataJSON)
        finished.push('sign-up')
        const userId = crypto.randomUUID()
        accounts.set(credential.id, userId)
        return session(userId)
      },
      finishLogin: async ({ challengeId, credential }) => {
        spend(challengeId, credential.clientDataJSON)
        const userId = accounts.get(credential.id)
        if (!userId) throw refused()
        finished.push('login')
        return session(userId)
      },
    },
    getSession: async ({ token }) => {
      const id = tokens.get(token)
      return id ? { id, email: null, userName: 'Passkey' } : undefined
    },
    signOut: async ({ token }) => void tokens.delete(token),
    wallet: (token) => {
      const user = () => tokens.get(token) as string
      return {
        getWallet: async () => wallets.get(user()),
        createWallet: async (wallet) => void wallets.set(user(), wallet),
        getAuthShare: async ({ deviceId }) => authShares.get(`${user()}/${deviceId}`),
        storeAuthShare: async ({ deviceId, share }) =>
          void authShares.set(`${user()}/${deviceId}`, share),
      }
    },
  } as Partial<FrameSiteBackend> as FrameSiteBackend
  return { backend, wallets, finished }
}

/** One device's frame (its own storage partition) on the shared backend. */
function createDevice(
  backend: FrameSiteBackend,
  choose: 'signUp' | 'logIn' | 'cancel',
): FrameHandlerContext & { recoveryPrompts: number } {
  let recoveryPrompts = 0
  const sessions = createMemorySessionStore()
  const ui = {
    requestPasskeyLogin: async (steps) => {
      if (choose === 'cancel') throw new UserRejectedError()
      return choose === 'signUp' ? steps.signUp() : steps.logIn()
    },
    requestRecoverySecret: async () => {
      recoveryPrompts++
      throw new UserRejectedError()
    },
  } as Partial<FrameUi> as FrameUi
  return {
    embedderOrigin: 'http://localhost:5173',
    chainId: 31337,
    backend,
    sessions,
    shares: createMemoryShareStore(),
    ui,
    setVisible: () => {},
    reload: () => {},
    deviceId: crypto.randomUUID(),
    state: {
      chainId: 31337,
      rpcUrl: undefined,
      socialAttempts: new Map(),
      approvals: new Set(),
      fundings: new Map(),
      smartAccounts: new Map(),
      // No bundler here: the EOA is the account.
      smartChains: Promise.resolve([]),
    },
    get recoveryPrompts() {
      return recoveryPrompts
    },
  }
}

function usePasskeys(provider: ReturnType<typeof createPasskeyProvider>) {
  vi.stubGlobal('navigator', { credentials: provider.container })
  vi.stubGlobal('location', { hostname: 'wallet.localhost' })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('CONNECT_PASSKEY', () => {
  test('a passkey sign-up makes the wallet, its recovery half sealed under the passkey PRF, asking for nothing more', async () => {
    const provider = createPasskeyProvider({ prf: true })
    usePasskeys(provider)
    const { backend, wallets, finished } = createBackend()
    const device = createDevice(backend, 'signUp')

    const user = await connectPasskey(device, { chainId: 31337, preferredAccountType: 'eoa' }, 'a')

    expect(finished).toEqual(['sign-up'])
    expect(device.recoveryPrompts).toBe(0)
    const [wallet] = [...wallets.values()]
    expect(user.address).toBe(wallet?.address)
    // The sealed half opens with the same passkey's PRF (asked again), and with the server's
    // half gives the key of that address.
    const asked = (await provider.container.get({
      publicKey: {
        challenge: new Uint8Array(32),
        extensions: {
          prf: { eval: { first: new TextEncoder().encode('airlock/recovery/v1') } },
        } as AuthenticationExtensionsClientInputs,
      },
    })) as unknown as { getClientExtensionResults(): { prf: { results: { first: ArrayBuffer } } } }
    const prf = new Uint8Array(asked.getClientExtensionResults().prf.results.first)
    const userHalf = await unsealRecoveryShare(wallet?.sealedRecoveryShare as string, {
      kind: 'passkey',
      prf,
    })
    const key = await recombineWalletKey({
      shares: [userHalf, base64ToBytes(wallet?.recoveryShare as string)],
      address: wallet?.address as string,
    })
    // (recombining checks the address commitment, and throws on any other key)
    expect(key.address).toBe(wallet?.address)
  })

  test('after sign-out, a login with the same (synced) passkey on a new device restores the same address', async () => {
    const provider = createPasskeyProvider({ prf: true })
    usePasskeys(provider)
    const { backend, finished } = createBackend()
    const first = createDevice(backend, 'signUp')
    const { address } = await connectPasskey(first, { chainId: 31337 }, 'a')
    await signOut(first, undefined, 'b')
    expect(first.sessions.getSession()).toBeUndefined()

    const second = createDevice(backend, 'logIn')
    const user = await connectPasskey(second, { chainId: 31337 }, 'c')

    expect(finished).toEqual(['sign-up', 'login'])
    expect(user.address).toBe(address)
    expect(second.recoveryPrompts).toBe(0)
    // The new device has a set of its own now: it signs for that address.
    expect(
      await (await second.shares.get(second.sessions.getSession()?.userId ?? ''))?.length,
    ).toBeGreaterThan(0)
  })

  test('a passkey without PRF is refused before the server makes an account, naming email or social login', async () => {
    usePasskeys(createPasskeyProvider({ prf: false }))
    const { backend, wallets, finished } = createBackend()
    const error = await Promise.resolve(
      connectPasskey(createDevice(backend, 'signUp'), {}, 'a'),
    ).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(PasskeyPrfUnavailableError)
    expect((error as PasskeyPrfUnavailableError).shortMessage).toBe(
      'This passkey cannot protect a wallet. Continue with email or a social login instead.',
    )
    expect(finished).toEqual([])
    expect(wallets.size).toBe(0)
  })

  test("the visitor's Cancel opens no session", async () => {
    usePasskeys(createPasskeyProvider({ prf: true }))
    const { backend } = createBackend()
    const device = createDevice(backend, 'cancel')
    await expect(connectPasskey(device, {}, 'a')).rejects.toBeInstanceOf(UserRejectedError)
    expect(device.sessions.getSession()).toBeUndefined()
  })
})
