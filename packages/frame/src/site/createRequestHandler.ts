import {
  AirlockError,
  FarcasterLoginError,
  FrameDeviceApprovalRequiredError,
} from '@airlock/blockchain-api'
import { base58 } from '@scure/base'
import { type Address, createClient, type Hex, http, isAddressEqual, toHex } from 'viem'
import type { SmartAccount } from 'viem/account-abstraction'
import {
  estimateFeesPerGas,
  estimateGas,
  getChainId,
  getTransactionCount,
  sendRawTransaction,
} from 'viem/actions'
import type { Signer } from '../custody/createShareSigner.js'
import {
  openEmbeddedWallet,
  provisionEmbeddedWallet,
  recoverEmbeddedWallet,
} from '../custody/embeddedWallet.js'
import {
  readSealedRecoveryKind,
  sealRecoveryShare,
  unsealRecoveryShare,
} from '../custody/sealRecoveryShare.js'
import { signSolanaTransaction } from '../custody/solanaTransaction.js'
import type { DeviceShareStore } from '../custody/types.js'
import { type FrameRpcRequest, isSafeRpcMethod } from '../protocol/rpc.js'
import {
  type AppEvent,
  appEventPrefix,
  type FramePortEvent,
  type FrameRequestName,
  type FrameVisibilityReason,
  frameEventPrefix,
  type SocialProvider,
} from '../protocol/schemas.js'
import type { FrameUi } from './createDomUi.js'
import type { FrameSessionStore } from './createSessionStore.js'
import { readEvmChainId } from './readEvmChainId.js'
import type { FrameLoginResult, FrameSiteBackend } from './siteBackend.js'
import type { WalletCallsContext } from './walletCalls.js'

export type FrameRequestContext = {
  /** The dapp origin the frame accepted (checked against the project's allowlist). */
  embedderOrigin: string
  /** The chain the frame starts on. */
  chainId: number
  /** The chain RPC used when a request names none. */
  rpcUrl?: string | undefined
  backend: FrameSiteBackend
  sessions: FrameSessionStore
  shares: DeviceShareStore
  ui: FrameUi
  /** Asks the host page to show or hide the frame (SET_VISIBLE over the port). */
  setVisible(visible: boolean, reason?: FrameVisibilityReason, id?: string): void
  reload(): void
}

/** The account an unsafe request names, which must be the frame's. */
function signingAddress(request: FrameRpcRequest): string | undefined {
  switch (request.method) {
    case 'personal_sign':
      return request.params[1]
    case 'eth_signTypedData_v4':
      return request.params[0]
    case 'eth_sendTransaction':
      return request.params[0].from
    case 'wallet_sendCalls':
      return request.params[0].from
    default:
      return undefined
  }
}

/** Thrown for requests this frame does not serve (yet); the app gets an error answer. */
class UnsupportedRequestError extends AirlockError {
  override name = 'UnsupportedRequestError' as const
  constructor(what: string) {
    super(`${what} is not supported by this wallet`, { code: 'FRAME_UNSUPPORTED' })
  }
}

/**
 * A transaction names one chain and its RPC serves another, or it names two: the approval would
 * name a network other than the one it is signed and sent on (F11).
 */
class ChainMismatchError extends AirlockError {
  override name = 'ChainMismatchError' as const
  constructor(what: string) {
    super(`Chain mismatch: ${what}`, {
      code: 'FRAME_CHAIN_MISMATCH',
      details:
        'A transaction is signed only for the chain it names, and only when its RPC serves that chain.',
    })
  }
}

class NotLoggedInError extends AirlockError {
  override name = 'NotLoggedInError' as const
  constructor() {
    super('Session Expired', { code: 'FRAME_NOT_LOGGED_IN', details: 'Log in again' })
  }
}

/** The social login cannot be finished here (unknown, used or foreign attempt, or refused). */
class SocialLoginFailedError extends AirlockError {
  override name = 'SocialLoginFailedError' as const
  constructor() {
    super('Social login failed', { code: 'SOCIAL_LOGIN_FAILED' })
  }
}

/** How often the frame asks whether the Farcaster app has signed. */
const farcasterPollMs = 1_000

/** What the recovery passkey and prompts call the account: the email, else the social name. */
function accountLabel(session: { email: string | null; userName?: string | undefined }): string {
  return session.email ?? session.userName ?? 'Airlock account'
}

class UserRejectedError extends AirlockError {
  override name = 'UserRejectedError' as const
  constructor() {
    super('User rejected the request', { code: 'USER_REJECTED' })
  }
}

/**
 * The frame's answers to the app's requests: logs in through the backend, keeps the session in
 * frame storage, makes or restores the wallet (asking the visitor inside the frame), answers safe
 * RPC methods from the chain and signs unsafe ones after an approval inside the frame.
 * Returns a function from a checked app event to its answer event.
 */
export function createRequestHandler(context: FrameRequestContext) {
  let chainId = context.chainId
  let rpcUrl = context.rpcUrl
  let pendingEmail: string | undefined
  let approvalId: string | undefined
  let signer: Signer | undefined
  let signerToken: string | undefined
  let dappName: string | undefined
  /** Social login attempts this frame opened: their secrets never leave it. */
  const socialAttempts = new Map<string, string>()
  /** The Farcaster attempt this frame opened last (a newer one ends the older one's wait). */
  let farcasterAttempt: { attemptId: string; secret: string } | undefined
  const approvals = new Set<AbortController>()
  const deviceId = context.sessions.getDeviceId()
  let smartChains: Promise<number[]> | undefined
  const smartAccounts = new Map<string, Promise<SmartAccount>>()

  function session() {
    const stored = context.sessions.getSession()
    if (!stored) throw new NotLoggedInError()
    return stored
  }

  /**
   * A login that came with an offer to link another login of the same verified email: the
   * visitor is asked in the frame (before any wallet is opened or made), and the server told the
   * answer; the session then belongs to the user the answer left it with. Nothing links unless
   * the visitor clicks 'Link logins'.
   */
  async function answerLinkOffer(id: string, login: FrameLoginResult, thisLogin: string) {
    const offer = login.linkOffer
    const answer = context.backend.answerLinkOffer
    if (!offer || !answer) return
    const accept = await withVisibleFrame('recovery', id, () =>
      context.ui.requestLinkChoice({ email: offer.email, thisLogin, otherLogin: offer.otherLogin }),
    )
    const { user: account } = await answer({ token: login.token, offerToken: offer.token, accept })
    const stored = session()
    context.sessions.setSession({ ...stored, userId: account.id, email: account.email })
  }

  async function withVisibleFrame<result>(
    reason: FrameVisibilityReason,
    id: string,
    run: () => Promise<result>,
  ) {
    context.setVisible(true, reason, id)
    try {
      return await run()
    } finally {
      context.setVisible(false, reason, id)
    }
  }

  /** This device's signer: opened, made (first login) or restored (new device or site). */
  async function ensureSigner(id: string): Promise<Signer> {
    const stored = session()
    if (signer && signerToken === stored.token) return signer
    const parameters = {
      backend: context.backend.wallet(stored.token),
      store: context.shares,
      userId: stored.userId,
      deviceId,
    }
    const opened = await openEmbeddedWallet(parameters).catch(async (error: unknown) => {
      // F9: a social login on a device new to its user gets the recovery set once the link mailed
      // to the user's address approves the device: the frame says so, waits, then reads again.
      if (!(error instanceof FrameDeviceApprovalRequiredError)) throw error
      const approved = await withVisibleFrame('recovery', id, () =>
        context.ui.requestDeviceApproval({
          email: error.email,
          wait: (signal) =>
            context.backend.waitForDeviceApproval({ approvalId: error.approvalId, signal }),
        }),
      )
      if (!approved) throw new UserRejectedError()
      return openEmbeddedWallet(parameters)
    })
    if (opened.status === 'ready') signer = opened.signer
    else if (opened.status === 'none')
      signer = await withVisibleFrame('recovery', id, async () => {
        const secret = await context.ui.requestRecoverySecret({
          mode: 'create',
          userId: stored.userId,
          email: accountLabel(stored),
        })
        return provisionEmbeddedWallet({
          ...parameters,
          sealRecoveryHalf: (share) => sealRecoveryShare(share, secret),
        })
      })
    else
      signer = await withVisibleFrame('recovery', id, async () => {
        for (;;) {
          const secret = await context.ui.requestRecoverySecret({
            mode: 'recover',
            kind: readSealedRecoveryKind(opened.sealedRecoveryShare),
            userId: stored.userId,
            email: accountLabel(stored),
            damaged: opened.reason === 'share-mismatch',
          })
          try {
            return await recoverEmbeddedWallet({
              ...parameters,
              unsealRecoveryHalf: (sealed) => unsealRecoveryShare(sealed, secret),
            })
          } catch (error) {
            if (!(error instanceof AirlockError && error.code === 'RECOVERY_UNSEAL')) throw error
          }
        }
      })
    signerToken = stored.token
    return signer
  }

  /** Step-up, then the recovery phrase, in the frame (rare: a chunk of its own). */
  async function exportWallet(id: string) {
    const stored = session()
    const wallet = await ensureSigner(id)
    const { exportWallet: run } = await import('./exportWallet.js')
    const exported = await run({
      ui: context.ui,
      backend: context.backend.wallet(stored.token),
      store: context.shares,
      userId: stored.userId,
      deviceId,
      email: accountLabel(stored),
      address: wallet.getAddress(),
      inFrame: (show) => withVisibleFrame('export', id, show),
    })
    if (!exported) throw new NotLoggedInError()
  }

  /** The chains with a bundler (asked once; none when the server cannot say). */
  function smartAccountChains(): Promise<number[]> {
    smartChains ??= (context.backend.getSmartAccountChains?.() ?? Promise.resolve([])).catch(
      () => [],
    )
    return smartChains
  }

  /** The wallet's smart account on a chain with a bundler (its key signs the user operations). */
  async function smartAccountOn(id: string, chain: number, url = rpcUrl) {
    if (!url || !context.backend.getBundlerUrl) return undefined
    if (!(await smartAccountChains()).includes(chain)) return undefined
    const wallet = await ensureSigner(id)
    const key = `${wallet.getAddress()}:${chain}:${url}`
    let account = smartAccounts.get(key)
    if (!account) {
      // The smart-account code loads on first use: the frame's first load stays as it was.
      account = import('./smartAccountOperations.js').then(({ openSmartAccount }) =>
        openSmartAccount({
          chainId: chain,
          rpcUrl: url,
          owner: {
            address: wallet.getAddress(),
            signTypedData: (parameters) => wallet.signTypedData(parameters),
          },
        }),
      )
      smartAccounts.set(key, account)
      account.catch(() => smartAccounts.delete(key))
    }
    return account
  }

  /**
   * Which account the visitor uses on eip155: the smart account when preferred and available.
   * The session's first GET_USER sets the preference to the app's default for the chain (spec
   * §4: smartAccount for eip155 unless the app says eoa); the toggle changes it afterwards.
   */
  function preferredType(requested?: string): 'eoa' | 'smartAccount' {
    const stored = context.sessions.getSession()
    if (stored?.preferredAccountType) return stored.preferredAccountType
    const type = requested === 'eoa' ? 'eoa' : 'smartAccount'
    if (stored) context.sessions.setSession({ ...stored, preferredAccountType: type })
    return type
  }

  /** The address requests act for on the current chain. */
  let activeAddress: Address | undefined
  /** The session whose preferred account type was read from the server. */
  let preferenceToken: string | undefined

  /**
   * The user's preferred account type is kept on the server (every device and dapp site of the
   * user shares it): read once per session into the frame's storage. Unreadable: as stored here.
   */
  async function readPreferredType() {
    const stored = context.sessions.getSession()
    const read = context.backend.getPreferredAccountType
    if (!stored || !read || preferenceToken === stored.token) return
    preferenceToken = stored.token
    const type = await read({ token: stored.token }).catch(() => undefined)
    if (type) context.sessions.setSession({ ...stored, preferredAccountType: type })
  }

  async function user(id: string, requestedChain?: string | number, requestedType?: string) {
    const stored = session()
    // A Solana chain (CAIP-2 `solana:<genesis>`): the same wallet's Solana account.
    if (typeof requestedChain === 'string' && requestedChain.startsWith('solana:')) {
      const address = await (await ensureSigner(id)).getSolanaAddress()
      return {
        email: stored.email,
        address,
        chainId: requestedChain,
        accounts: [{ address, type: 'eoa' as const }],
        preferredAccountType: 'eoa' as const,
        smartAccountDeployed: false,
      }
    }
    if (requestedChain !== undefined) chainId = Number(requestedChain)
    await readPreferredType()
    const eoa = (await ensureSigner(id)).getAddress()
    const smart = await smartAccountOn(id, chainId).catch(() => undefined)
    const preferred = preferredType(requestedType)
    // No smart account here (no bundler, or it failed to open): the EOA (spec §4's fallback).
    const type = smart && preferred === 'smartAccount' ? 'smartAccount' : 'eoa'
    const address = smart && type === 'smartAccount' ? smart.address : eoa
    activeAddress = address
    return {
      email: stored.email,
      ...(stored.userName ? { userName: stored.userName } : {}),
      address,
      chainId,
      accounts: smart
        ? [
            { address: eoa, type: 'eoa' as const },
            { address: smart.address, type: 'smartAccount' as const },
          ]
        : [{ address: eoa, type: 'eoa' as const }],
      preferredAccountType: type,
      smartAccountDeployed: smart ? await smart.isDeployed().catch(() => false) : false,
    }
  }

  function rpcUrlFor(request: FrameRpcRequest): string {
    const url = request.rpcUrl ?? rpcUrl
    if (!url) throw new UnsupportedRequestError(`${request.method} without an RPC URL`)
    return url
  }

  /**
   * The EVM chain a transaction runs on: the one the request names (else the frame's current
   * chain), which the transaction's own `chainId`, when it has one, must equal, and which the
   * request's RPC must serve; else a ChainMismatchError. Asks the RPC its chain id.
   */
  async function checkRpcChain(
    request: FrameRpcRequest,
    transactionChain: string | number | undefined,
  ): Promise<number> {
    const requested = request.chainId === undefined ? chainId : readEvmChainId(request.chainId)
    if (requested === undefined)
      throw new ChainMismatchError(`the request names ${request.chainId}, not an EVM chain`)
    if (transactionChain !== undefined && readEvmChainId(transactionChain) !== requested)
      throw new ChainMismatchError(
        `the request is for chain ${requested}, its transaction for chain ${transactionChain}`,
      )
    const served = await getChainId(createClient({ transport: http(rpcUrlFor(request)) }))
    if (served !== requested)
      throw new ChainMismatchError(
        `the request is for chain ${requested}, its RPC serves chain ${served}`,
      )
    return requested
  }

  async function approve(
    id: string,
    request: FrameRpcRequest,
    fee?: { fee: bigint; nativePriceUsd: number | undefined; sponsored?: boolean | undefined },
  ) {
    const controller = new AbortController()
    approvals.add(controller)
    try {
      // The decoding (and the network catalogue) loads with the first approval, not the frame.
      const { describeRequest } = await import('./describeRequest.js')
      const chain = request.method.startsWith('solana_')
        ? request.chainId
        : (readEvmChainId(request.chainId) ?? chainId)
      const description = describeRequest(request, { ...fee, chain })
      const approved = await withVisibleFrame('approve', id, () =>
        context.ui.requestApproval(description, {
          origin: context.embedderOrigin,
          dappName,
          signal: controller.signal,
        }),
      )
      if (!approved) throw new UserRejectedError()
    } finally {
      approvals.delete(controller)
    }
  }

  async function rpc(id: string, request: FrameRpcRequest): Promise<unknown> {
    if (request.method === 'eth_chainId') return toHex(chainId)
    if (request.method === 'eth_accounts')
      return signer ? [activeAddress ?? signer.getAddress()] : []
    if (request.method === 'wallet_getCapabilities' || request.method === 'wallet_getCallsStatus') {
      const [{ getWalletCapabilities, getWalletCallsStatus }, callsContext] = await Promise.all([
        import('./walletCalls.js'),
        walletCallsContext(id),
      ])
      return request.method === 'wallet_getCapabilities'
        ? getWalletCapabilities(callsContext, request)
        : getWalletCallsStatus(callsContext, request)
    }
    if (isSafeRpcMethod(request.method)) {
      const client = createClient({ transport: http(rpcUrlFor(request)) })
      return client.request({ method: request.method, params: request.params } as never)
    }
    const wallet = await ensureSigner(id)
    if (request.method.startsWith('solana_')) return solanaRpc(id, request, wallet)
    // The card names the chain the request names: it must be the one the transaction is signed
    // for and sent on, so the RPC the dapp chose must serve it (F11). Before any approval.
    const onChain =
      request.method === 'eth_sendTransaction'
        ? await checkRpcChain(request, request.params[0].chainId)
        : undefined
    // A batch names no account when the dapp leaves it out: the one the visitor uses.
    const from =
      signingAddress(request) ?? (request.method === 'wallet_sendCalls' ? activeAddress : undefined)
    const smart =
      from && !isAddressEqual(from as Hex, wallet.getAddress())
        ? await smartAccountOn(id, Number(request.chainId ?? chainId), rpcUrlFor(request))
        : undefined
    if (from && !isAddressEqual(from as Hex, wallet.getAddress()) && !smart)
      throw new UnsupportedRequestError(`Signing for ${from}`)
    if (smart && from && !isAddressEqual(from as Hex, smart.address))
      throw new UnsupportedRequestError(`Signing for ${from}`)
    if (smart && request.method === 'eth_sendTransaction')
      return sendUserOperation(id, request, smart)
    if (request.method === 'wallet_sendCalls') {
      const [{ sendWalletCalls }, callsContext] = await Promise.all([
        import('./walletCalls.js'),
        walletCallsContext(id),
      ])
      return sendWalletCalls(callsContext, request, smart)
    }
    switch (request.method) {
      case 'personal_sign': {
        await approve(id, request)
        const [data] = request.params
        const message = data.startsWith('0x') ? { raw: data as Hex } : data
        // The smart account signs as ERC-1271 asks (ERC-6492 wrapped until it is deployed).
        return smart ? smart.signMessage({ message }) : wallet.signMessage({ message })
      }
      case 'eth_signTypedData_v4': {
        await approve(id, request)
        const data = request.params[1]
        const typedData = (typeof data === 'string' ? JSON.parse(data) : data) as never
        return smart ? smart.signTypedData(typedData) : wallet.signTypedData(typedData)
      }
      case 'eth_sendTransaction': {
        const [transaction] = request.params
        const onChainId = onChain as number
        const client = createClient({ transport: http(rpcUrlFor(request)) })
        const account = wallet.getAddress()
        const to = (transaction.to ?? undefined) as Hex | undefined
        const value = transaction.value === undefined ? 0n : BigInt(transaction.value)
        const data = (transaction.data ?? transaction.input) as Hex | undefined
        const [nonce, gas, fees, nativePriceUsd] = await Promise.all([
          getTransactionCount(client, { address: account, blockTag: 'pending' }),
          transaction.gas === undefined
            ? estimateGas(client, { account, to, value, data })
            : Promise.resolve(BigInt(transaction.gas)),
          estimateFeesPerGas(client),
          // The fee in USD is shown when the price is known; a missing price never blocks.
          context.backend.getNativePriceUsd?.({ chainId: onChainId }).catch(() => undefined),
        ])
        const maxFeePerGas =
          transaction.maxFeePerGas === undefined
            ? fees.maxFeePerGas
            : BigInt(transaction.maxFeePerGas)
        const maxPriorityFeePerGas =
          transaction.maxPriorityFeePerGas === undefined
            ? fees.maxPriorityFeePerGas
            : BigInt(transaction.maxPriorityFeePerGas)
        await approve(id, request, { fee: gas * maxFeePerGas, nativePriceUsd })
        const serialized = await wallet.signTransaction({
          type: 'eip1559',
          chainId: onChainId,
          nonce,
          to,
          value,
          data,
          gas,
          maxFeePerGas,
          maxPriorityFeePerGas,
        })
        return sendRawTransaction(client, { serializedTransaction: serialized })
      }
      default:
        throw new UnsupportedRequestError(request.method)
    }
  }

  /**
   * A transaction of the smart account: a user operation (deploying the account on first use)
   * priced by the bundler, approved in the frame, signed here by the wallet's key and handed to
   * the bundler; answers the hash of the transaction that mined it.
   */
  async function sendUserOperation(id: string, request: FrameRpcRequest, account: SmartAccount) {
    if (request.method !== 'eth_sendTransaction') throw new UnsupportedRequestError(request.method)
    const onChain = Number(request.chainId ?? chainId)
    const bundlerUrl = context.backend.getBundlerUrl?.({ chainId: onChain })
    if (!bundlerUrl) throw new UnsupportedRequestError('Smart accounts')
    const [transaction] = request.params
    const [{ sendSmartAccountTransaction }, nativePriceUsd, paymaster] = await Promise.all([
      import('./smartAccountOperations.js'),
      context.backend.getNativePriceUsd?.({ chainId: onChain }).catch(() => undefined),
      paymasterOn(onChain),
    ])
    return sendSmartAccountTransaction({
      account,
      rpcUrl: rpcUrlFor(request),
      bundlerUrl,
      bundlerToken: context.sessions.getSession()?.token,
      paymaster,
      call: {
        to: (transaction.to ?? '0x0000000000000000000000000000000000000000') as Address,
        value: transaction.value === undefined ? 0n : BigInt(transaction.value),
        data: (transaction.data ?? transaction.input ?? '0x') as Hex,
      },
      approve: ({ fee, sponsored }) => approve(id, request, { fee, nativePriceUsd, sponsored }),
    })
  }

  /** The paymaster service that sponsors the smart account's operations on a chain, if any. */
  async function paymasterOn(chain: number): Promise<{ url: string; token: string } | undefined> {
    const sponsored = await (context.backend.getSponsoredChains?.() ?? Promise.resolve([])).catch(
      () => [] as number[],
    )
    const url = sponsored.includes(chain)
      ? context.backend.getPaymasterUrl?.({ chainId: chain })
      : undefined
    const token = context.sessions.getSession()?.token
    return url && token ? { url, token } : undefined
  }

  /** What the EIP-5792 calls (a chunk of their own) need of this handler. */
  async function walletCallsContext(id: string): Promise<WalletCallsContext> {
    const wallet = await ensureSigner(id)
    return {
      chainId,
      rpcUrlFor,
      activeAddress,
      wallet,
      smartAccountOn: (chain) => smartAccountOn(id, chain),
      paymasterOn,
      bundlerUrlOn: (chain) => context.backend.getBundlerUrl?.({ chainId: chain }),
      bundlerToken: () => context.sessions.getSession()?.token,
      nativePriceUsd: async (chain) =>
        context.backend.getNativePriceUsd?.({ chainId: chain }).catch(() => undefined),
      approve: (request_, fee) => approve(id, request_, fee),
      checkRpcChain: (request_) => checkRpcChain(request_, undefined),
    }
  }

  /** Solana's unsafe methods, signed with the wallet's Solana key after an approval. */
  async function solanaRpc(id: string, request: FrameRpcRequest, wallet: Signer) {
    const address = await wallet.getSolanaAddress()
    const signTransaction = async (transaction: string) =>
      base58.encode(
        await signSolanaTransaction(base58.decode(transaction), address, (bytes) =>
          wallet.signSolanaBytes(bytes),
        ),
      )
    switch (request.method) {
      case 'solana_signMessage': {
        if (request.params.pubkey !== address)
          throw new UnsupportedRequestError(`Signing for ${request.params.pubkey}`)
        const message = base58.decode(request.params.message)
        // A transaction's message signed as a "message" would authorize that transaction (F10):
        // refused before the visitor is asked. Rare, so the check is a chunk of its own.
        const { refuseSolanaTransactionMessage } = await import(
          './refuseSolanaTransactionMessage.js'
        )
        refuseSolanaTransactionMessage(message)
        await approve(id, request)
        const signature = await wallet.signSolanaBytes(message)
        return { signature: base58.encode(signature) }
      }
      case 'solana_signTransaction': {
        await approve(id, request)
        return { transaction: await signTransaction(request.params.transaction) }
      }
      case 'solana_signAllTransactions': {
        await approve(id, request)
        const transactions: string[] = []
        for (const transaction of request.params.transactions)
          transactions.push(await signTransaction(transaction))
        return { transactions }
      }
      default:
        // Sending needs the Solana node on the frame's connect-src: not served yet.
        throw new UnsupportedRequestError(request.method)
    }
  }

  async function answer(event: AppEvent): Promise<unknown> {
    const name = event.type.slice(appEventPrefix.length) as FrameRequestName
    const payload = event.payload as Record<string, never> | undefined
    switch (name) {
      case 'CONNECT_EMAIL': {
        const email = (payload as unknown as { email: string }).email
        const started = await context.backend.startEmailLogin({
          email,
          origin: context.embedderOrigin,
          deviceId,
        })
        pendingEmail = email
        approvalId = started.action === 'VERIFY_DEVICE' ? started.approvalId : undefined
        return { action: started.action }
      }
      case 'CONNECT_DEVICE':
        if (!approvalId) throw new NotLoggedInError()
        await context.backend.waitForDeviceApproval({ approvalId })
        approvalId = undefined
        return undefined
      case 'CONNECT_OTP': {
        if (!pendingEmail) throw new NotLoggedInError()
        const login = await context.backend.verifyEmailCode({
          email: pendingEmail,
          code: (payload as unknown as { otp: string }).otp,
          origin: context.embedderOrigin,
          deviceId,
        })
        const { token, user: account } = login
        context.sessions.setSession({ token, userId: account.id, email: account.email })
        pendingEmail = undefined
        await answerLinkOffer(event.id, login, 'email')
        return undefined
      }
      case 'GET_SOCIAL_REDIRECT_URI': {
        const { provider } = payload as unknown as { provider: SocialProvider }
        const attempt = await context.backend.startSocialLogin({
          provider,
          origin: context.embedderOrigin,
          deviceId,
        })
        socialAttempts.set(attempt.attemptId, attempt.secret)
        return { uri: attempt.uri }
      }
      case 'CONNECT_SOCIAL': {
        const {
          uri,
          chainId: requested,
          rpcUrl: requestedRpcUrl,
          preferredAccountType,
        } = payload as unknown as {
          uri: string
          chainId?: string | number
          rpcUrl?: string
          preferredAccountType?: string
        }
        // The chain's RPC comes with the login (as with GET_USER), for the smart account.
        if (requestedRpcUrl) rpcUrl = requestedRpcUrl
        // `airlock:social/<attempt>?r=<result>`: the result reached only the window that opened
        // the provider step, so a login finished from a forwarded link cannot be redeemed here.
        const [, attemptId, result] =
          /^airlock:social\/([0-9a-f-]{36})\?r=([A-Za-z0-9_-]{32,128})$/.exec(uri) ?? []
        const secret = attemptId ? socialAttempts.get(attemptId) : undefined
        if (!attemptId || !result || !secret) throw new SocialLoginFailedError()
        socialAttempts.delete(attemptId)
        const login = await context.backend.connectSocialLogin({
          attemptId,
          secret,
          result,
          origin: context.embedderOrigin,
          deviceId,
        })
        const { token, user: account } = login
        context.sessions.setSession({
          token,
          userId: account.id,
          email: account.email,
          socialProvider: account.socialProvider,
          userName: account.userName,
        })
        await answerLinkOffer(event.id, login, account.socialProvider ?? 'social')
        return user(event.id, requested, preferredAccountType)
      }
      case 'GET_FARCASTER_URI': {
        if (!context.backend.startFarcasterLogin) throw new UnsupportedRequestError(name)
        const attempt = await context.backend.startFarcasterLogin({
          origin: context.embedderOrigin,
          deviceId,
        })
        farcasterAttempt = { attemptId: attempt.attemptId, secret: attempt.secret }
        return { url: attempt.url }
      }
      case 'CONNECT_FARCASTER': {
        const attempt = farcasterAttempt
        const connect = context.backend.connectFarcasterLogin
        if (!attempt || !connect) throw new SocialLoginFailedError()
        // The Farcaster app signs on the phone: ask the server until it has the answer (it
        // refuses once the attempt expired), or until a newer attempt replaced this one.
        for (;;) {
          try {
            const { token, user: account } = await connect({
              ...attempt,
              origin: context.embedderOrigin,
              deviceId,
            })
            if (farcasterAttempt === attempt) farcasterAttempt = undefined
            context.sessions.setSession({
              token,
              userId: account.id,
              email: account.email,
              socialProvider: account.socialProvider,
              userName: account.userName,
            })
            return { userName: account.userName ?? '' }
          } catch (error) {
            const pending =
              error instanceof FarcasterLoginError && error.reason === 'FARCASTER_PENDING'
            if (!pending || farcasterAttempt !== attempt) throw error
          }
          await new Promise((resolve) => setTimeout(resolve, farcasterPollMs))
        }
      }
      case 'GET_USER': {
        const request = payload as
          | { chainId?: string | number; rpcUrl?: string; preferredAccountType?: string }
          | undefined
        // The chain's RPC comes with the request (as with SWITCH_NETWORK) for the smart account.
        if (request?.rpcUrl && !String(request.chainId ?? '').startsWith('solana:'))
          rpcUrl = request.rpcUrl
        return user(event.id, request?.chainId, request?.preferredAccountType)
      }
      case 'IS_CONNECTED': {
        const stored = context.sessions.getSession()
        const account = stored && (await context.backend.getSession({ token: stored.token }))
        if (!account) context.sessions.clearSession()
        return { isConnected: Boolean(account) }
      }
      case 'SIGN_OUT': {
        const stored = context.sessions.getSession()
        context.sessions.clearSession()
        signer = undefined
        activeAddress = undefined
        if (stored) await context.backend.signOut({ token: stored.token }).catch(() => undefined)
        return undefined
      }
      case 'GET_CHAIN_ID':
        return { chainId }
      case 'SWITCH_NETWORK': {
        const next = payload as unknown as { chainId: string | number; rpcUrl?: string }
        chainId = Number(next.chainId)
        if (next.rpcUrl) rpcUrl = next.rpcUrl
        return { chainId }
      }
      case 'RPC_REQUEST':
        return rpc(event.id, event.payload as FrameRpcRequest)
      case 'RPC_ABORT':
        for (const controller of approvals) controller.abort()
        return undefined
      case 'UPDATE_EMAIL': {
        const stored = session()
        const newEmail = (payload as unknown as { email: string }).email
        // The login's address is the account's anchor: the visitor confirms the move in the frame,
        // with both addresses in view, before the server hears of it (F4).
        const confirmed = await withVisibleFrame('approve', event.id, () =>
          context.ui.requestEmailChange({
            currentEmail: stored.email,
            newEmail,
            origin: context.embedderOrigin,
          }),
        )
        if (!confirmed) throw new UserRejectedError()
        await context.backend.updateEmail({ token: stored.token, newEmail })
        return { action: 'VERIFY_PRIMARY_OTP' }
      }
      case 'UPDATE_EMAIL_PRIMARY_OTP':
        await context.backend.verifyUpdateEmailPrimary({
          token: session().token,
          code: (payload as unknown as { otp: string }).otp,
        })
        return undefined
      case 'UPDATE_EMAIL_SECONDARY_OTP': {
        const stored = session()
        const { newEmail } = await context.backend.verifyUpdateEmailSecondary({
          token: stored.token,
          code: (payload as unknown as { otp: string }).otp,
        })
        context.sessions.setSession({ ...stored, email: newEmail })
        return { newEmail }
      }
      case 'SYNC_THEME': {
        const mode = (payload as { themeMode?: 'light' | 'dark' } | undefined)?.themeMode
        if (mode) context.ui.setThemeMode(mode)
        return undefined
      }
      case 'SYNC_DAPP_DATA':
        dappName = (payload as { metadata?: { name: string } } | undefined)?.metadata?.name
        return undefined
      case 'GET_SMART_ACCOUNT_ENABLED_NETWORKS':
        return { smartAccountEnabledNetworks: await smartAccountChains() }
      case 'SET_PREFERRED_ACCOUNT': {
        const type = (payload as unknown as { type: string }).type
        const stored = session()
        const eoa = (await ensureSigner(event.id)).getAddress()
        if (type === 'smartAccount') {
          const smart = await smartAccountOn(event.id, chainId)
          if (!smart) throw new UnsupportedRequestError('Smart accounts on this network')
          // Kept on the server for the user's other sessions; a failed write fails the switch.
          await context.backend.setPreferredAccountType?.({ token: stored.token, type })
          context.sessions.setSession({ ...stored, preferredAccountType: 'smartAccount' })
          activeAddress = smart.address
          return { type, address: smart.address }
        }
        if (type !== 'eoa') throw new UnsupportedRequestError(`The ${type} account`)
        // The fallback account: switching to it never fails on the server's account.
        await context.backend
          .setPreferredAccountType?.({ token: stored.token, type: 'eoa' })
          .catch(() => undefined)
        context.sessions.setSession({ ...stored, preferredAccountType: 'eoa' })
        activeAddress = eoa
        return { type, address: eoa }
      }
      case 'EXPORT_WALLET':
        await exportWallet(event.id)
        return undefined
      case 'RELOAD':
        context.reload()
        return undefined
      default:
        // Smart accounts come with their own issue.
        throw new UnsupportedRequestError(name)
    }
  }

  return async function handle(event: AppEvent): Promise<FramePortEvent> {
    const name = event.type.slice(appEventPrefix.length)
    try {
      const payload = await answer(event)
      return { id: event.id, type: `${frameEventPrefix}${name}_SUCCESS`, payload } as FramePortEvent
    } catch (error) {
      const message =
        error instanceof AirlockError
          ? error.shortMessage
          : error instanceof Error
            ? error.message
            : undefined
      return {
        id: event.id,
        type: `${frameEventPrefix}${name}_ERROR`,
        payload: { message },
      } as FramePortEvent
    }
  }
}
