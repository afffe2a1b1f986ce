import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import {
  type Address,
  address,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  lamports,
  type ReadonlyUint8Array,
} from '@solana/kit'
import {
  findAssociatedTokenPda,
  getMintDecoder,
  getMintEncoder,
  getTokenDecoder,
  getTokenEncoder,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { type WebSocket, WebSocketServer } from 'ws'
import { solanaDevAccounts, solanaDevTokens, solanaLocalGenesisHash } from './solanaDevAccounts.js'

export type StartSolanaChainParameters = {
  /** HTTP JSON-RPC port; the WebSocket listens on port + 1 (web3.js's convention). Default 8899. */
  port?: number | undefined
  host?: string | undefined
  /** Seed the dev accounts and tokens (default true). */
  seed?: boolean | undefined
}

export type SolanaChain = {
  rpcUrl: string
  wsUrl: string
  /** The LiteSVM instance behind the server, for direct reads in tests. */
  svm: LiteSVM
  /** How many times each RPC method was called. */
  calls: Record<string, number>
  /** Lamports of `owner`. */
  getBalance: (owner: string) => bigint
  /** Raw amount of `mint` in the associated token account of `owner` (0n without one). */
  getTokenBalance: (owner: string, mint: string) => bigint
  /**
   * The next sent transaction is accepted (its signature returned) but never lands: it is not
   * executed and its status stays unknown, as a transaction dropped by the network.
   */
  dropNextTransaction: () => void
  close: () => Promise<void>
}

type Recorded = {
  slot: number
  blockTime: number
  wire: Uint8Array | undefined
  err: unknown
  fee: number
  keys: string[]
  pre: number[]
  post: number[]
  preToken: TokenBalanceEntry[]
  postToken: TokenBalanceEntry[]
  logs: string[]
}

type TokenBalanceEntry = {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: ReturnType<typeof tokenAmount>
}

class RpcError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

const fee = 5000
const apiVersion = '2.2.0'

function tokenAmount(amount: bigint, decimals: number) {
  const text = formatUnits(amount, decimals)
  return { amount: amount.toString(), decimals, uiAmount: Number(text), uiAmountString: text }
}

function formatUnits(amount: bigint, decimals: number): string {
  const base = 10n ** BigInt(decimals)
  const whole = amount / base
  const fraction = (amount % base).toString().padStart(decimals, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole.toString()
}

/**
 * A local Solana chain: LiteSVM (a real SVM with the SPL Token, Token-2022, Associated Token
 * Account and Memo programs) behind a JSON-RPC server that web3.js 1.x and @solana/kit clients
 * accept, and a WebSocket on port + 1 answering `signatureSubscribe` (web3.js's
 * `confirmTransaction`). It keeps what LiteSVM does not: sent transactions by signature and by
 * account, with balances and token balances before and after, for history. Seeded with
 * `solanaDevAccounts` and `solanaDevTokens`.
 *
 * @example
 * const chain = await startSolanaChain({ port: await getFreePort() })
 * // new Connection(chain.rpcUrl, 'confirmed')
 * await chain.close()
 */
export async function startSolanaChain({
  port = 8899,
  host = '127.0.0.1',
  seed = true,
}: StartSolanaChainParameters = {}): Promise<SolanaChain> {
  const svm = new LiteSVM().withBlockhashCheck(false)
  const base58 = getBase58Decoder()
  const fromBase58 = getBase58Encoder()
  const toBase64 = getBase64Decoder()
  const fromBase64 = getBase64Encoder()
  const transactionDecoder = getTransactionDecoder()
  const messageDecoder = getCompiledTransactionMessageDecoder()
  const transactions = new Map<string, Recorded>()
  const byAccount = new Map<string, string[]>()
  const calls: Record<string, number> = {}
  let slot = 1
  let dropNext = false

  const balanceOf = (key: string) => Number(svm.getBalance(address(key)) ?? 0n)
  const decimalsOf = (mint: Address) => {
    const account = svm.getAccount(mint)
    return account.exists ? getMintDecoder().decode(account.data).decimals : 0
  }
  /** An account's state as LiteSVM holds it: now, or as a simulation left it. */
  type AccountState = { programAddress: string; data: ReadonlyUint8Array }
  const readTokenAccount = (account: AccountState) =>
    account.programAddress === TOKEN_PROGRAM_ADDRESS && account.data.length === 165
      ? getTokenDecoder().decode(account.data)
      : undefined
  const tokenAccount = (key: string) => {
    const account = svm.getAccount(address(key))
    return account.exists ? readTokenAccount(account) : undefined
  }
  const tokenBalances = (keys: string[]): TokenBalanceEntry[] =>
    keys.flatMap((key, accountIndex) => {
      const token = tokenAccount(key)
      if (!token) return []
      return [
        {
          accountIndex,
          mint: token.mint,
          owner: token.owner,
          programId: TOKEN_PROGRAM_ADDRESS,
          uiTokenAmount: tokenAmount(token.amount, decimalsOf(token.mint)),
        },
      ]
    })
  const context = () => ({ context: { slot, apiVersion } })

  const encodeAccount = (
    key: string,
    encoding: string | undefined,
    state?: AccountState & { lamports: bigint; executable: boolean },
  ) => {
    const account = state ?? svm.getAccount(address(key))
    if (!('exists' in account ? account.exists : true) || !('lamports' in account)) return null
    const common = {
      lamports: Number(account.lamports),
      owner: account.programAddress,
      executable: account.executable,
      rentEpoch: 0,
      space: account.data.length,
    }
    const token = encoding === 'jsonParsed' ? readTokenAccount(account) : undefined
    if (token) {
      return {
        ...common,
        data: {
          program: 'spl-token',
          space: 165,
          parsed: {
            type: 'account',
            info: {
              mint: token.mint,
              owner: token.owner,
              state: 'initialized',
              isNative: false,
              tokenAmount: tokenAmount(token.amount, decimalsOf(token.mint)),
            },
          },
        },
      }
    }
    if (encoding === 'jsonParsed' && account.programAddress === TOKEN_PROGRAM_ADDRESS) {
      if (account.data.length === 82) {
        const mint = getMintDecoder().decode(account.data)
        return {
          ...common,
          data: {
            program: 'spl-token',
            space: 82,
            parsed: {
              type: 'mint',
              info: {
                decimals: mint.decimals,
                supply: mint.supply.toString(),
                isInitialized: true,
                mintAuthority:
                  mint.mintAuthority.__option === 'Some' ? mint.mintAuthority.value : null,
                freezeAuthority: null,
              },
            },
          },
        }
      }
    }
    return { ...common, data: [toBase64.decode(account.data), 'base64'] }
  }

  const decodeWire = (wire: string, encoding: string | undefined) =>
    encoding === 'base64' ? fromBase64.encode(wire) : fromBase58.encode(wire)

  const methods: Record<string, (params: never) => unknown> = {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': `${apiVersion}-litesvm`, 'feature-set': 0 }),
    getGenesisHash: () => solanaLocalGenesisHash,
    getSlot: () => slot,
    getBlockHeight: () => slot,
    getEpochInfo: () => ({
      absoluteSlot: slot,
      blockHeight: slot,
      epoch: 0,
      slotIndex: slot,
      slotsInEpoch: 432000,
      transactionCount: transactions.size,
    }),
    getBalance: ([key]: [string]) => ({ ...context(), value: balanceOf(key) }),
    getAccountInfo: ([key, options]: [string, { encoding?: string } | undefined]) => ({
      ...context(),
      value: encodeAccount(key, options?.encoding),
    }),
    getMultipleAccounts: ([keys, options]: [string[], { encoding?: string } | undefined]) => ({
      ...context(),
      value: keys.map((key) => encodeAccount(key, options?.encoding)),
    }),
    getLatestBlockhash: () => ({
      ...context(),
      value: { blockhash: svm.latestBlockhash(), lastValidBlockHeight: slot + 150 },
    }),
    isBlockhashValid: () => ({ ...context(), value: true }),
    getFeeForMessage: ([message]: [string]) => ({
      ...context(),
      value: fee * messageDecoder.decode(fromBase64.encode(message)).header.numSignerAccounts,
    }),
    getRecentPrioritizationFees: () => [],
    getMinimumBalanceForRentExemption: ([size]: [number]) =>
      Number(svm.minimumBalanceForRentExemption(BigInt(size))),
    requestAirdrop: ([key, amount]: [string, number]) => {
      const pre = [balanceOf(key)]
      svm.airdrop(address(key), lamports(BigInt(amount)))
      // Airdrops get a made-up signature; they are recorded so confirmations and history see them.
      const signature = base58.decode(crypto.getRandomValues(new Uint8Array(64)))
      record(signature, undefined, null, [key], pre, [], [])
      return signature
    },
    // As a validator: signatures unchecked unless `sigVerify` (a wallet simulates before it
    // signs), and `accounts` answered as the transaction would leave them (null when it fails).
    simulateTransaction: ([wire, options]: [
      string,
      (
        | {
            encoding?: string
            sigVerify?: boolean
            accounts?: { addresses: string[]; encoding?: string }
          }
        | undefined
      ),
    ]) => {
      const transaction = transactionDecoder.decode(decodeWire(wire, options?.encoding))
      svm.withSigverify(options?.sigVerify === true)
      let result: ReturnType<LiteSVM['simulateTransaction']>
      try {
        result = svm.simulateTransaction(transaction)
      } finally {
        svm.withSigverify(true)
      }
      const failure = result instanceof FailedTransactionMetadata ? result : undefined
      const meta = result.meta()
      const after = new Map(
        result instanceof FailedTransactionMetadata
          ? []
          : result.postAccounts().map((account) => [String(account.address), account]),
      )
      const asked = options?.accounts
      return {
        ...context(),
        value: {
          err: failure ? failure.err().toString() : null,
          logs: meta.logs(),
          unitsConsumed: Number(meta.computeUnitsConsumed()),
          accounts:
            asked && !failure
              ? asked.addresses.map((key) => encodeAccount(key, asked.encoding, after.get(key)))
              : null,
          returnData: null,
        },
      }
    },
    sendTransaction: ([wire, options]: [
      string,
      { encoding?: string; skipPreflight?: boolean } | undefined,
    ]) => {
      const bytes = decodeWire(wire, options?.encoding)
      const transaction = transactionDecoder.decode(bytes)
      const [first] = Object.values(transaction.signatures)
      if (!first) throw new RpcError('Transaction is not signed', -32602)
      const signature = base58.decode(first)
      if (dropNext) {
        dropNext = false
        return signature
      }
      const keys = messageDecoder
        .decode(transaction.messageBytes)
        .staticAccounts.map((key) => key.toString())
      const pre = keys.map(balanceOf)
      const preToken = tokenBalances(keys)
      const result = svm.sendTransaction(transaction)
      const failed = result instanceof FailedTransactionMetadata
      const meta = failed ? result.meta() : result
      if (failed && !options?.skipPreflight) {
        throw new RpcError(`Transaction simulation failed: ${result.err().toString()}`, -32002, {
          err: result.err().toString(),
          logs: meta.logs(),
          accounts: null,
          unitsConsumed: 0,
        })
      }
      record(
        signature,
        new Uint8Array(bytes),
        failed ? { InstructionError: [0, { Custom: 1 }] } : null,
        keys,
        pre,
        preToken,
        meta.logs(),
      )
      svm.expireBlockhash()
      return signature
    },
    getSignatureStatuses: ([signatures]: [string[]]) => ({
      ...context(),
      value: signatures.map((signature) => {
        const recorded = transactions.get(signature)
        if (!recorded) return null
        return {
          slot: recorded.slot,
          confirmations: null,
          err: recorded.err,
          confirmationStatus: 'finalized',
          status: recorded.err ? { Err: recorded.err } : { Ok: null },
        }
      }),
    }),
    getSignaturesForAddress: ([key, options]: [
      string,
      { limit?: number; before?: string; until?: string } | undefined,
    ]) => {
      let list = [...(byAccount.get(key) ?? [])].reverse()
      if (options?.before) list = list.slice(list.indexOf(options.before) + 1)
      if (options?.until) {
        const end = list.indexOf(options.until)
        if (end >= 0) list = list.slice(0, end)
      }
      return list.slice(0, options?.limit ?? 1000).map((signature) => {
        const recorded = transactions.get(signature) as Recorded
        return {
          signature,
          slot: recorded.slot,
          err: recorded.err,
          memo: null,
          blockTime: recorded.blockTime,
          confirmationStatus: 'finalized',
        }
      })
    },
    getTransaction: ([signature, options]: [
      string,
      { encoding?: string } | string | undefined,
    ]) => {
      const recorded = transactions.get(signature)
      if (!recorded) return null
      const encoding = typeof options === 'string' ? options : options?.encoding
      const meta = {
        err: recorded.err,
        status: recorded.err ? { Err: recorded.err } : { Ok: null },
        fee: recorded.fee,
        preBalances: recorded.pre,
        postBalances: recorded.post,
        logMessages: recorded.logs,
        innerInstructions: [],
        preTokenBalances: recorded.preToken,
        postTokenBalances: recorded.postToken,
        rewards: [],
        loadedAddresses: { writable: [], readonly: [] },
        computeUnitsConsumed: 0,
      }
      const base = { slot: recorded.slot, blockTime: recorded.blockTime, meta }
      if (!recorded.wire) {
        // An airdrop: a transfer from the faucet, with no wire transaction.
        return {
          ...base,
          transaction: {
            signatures: [signature],
            message: {
              accountKeys: recorded.keys,
              header: {
                numRequiredSignatures: 0,
                numReadonlySignedAccounts: 0,
                numReadonlyUnsignedAccounts: 0,
              },
              recentBlockhash: svm.latestBlockhash(),
              instructions: [],
            },
          },
        }
      }
      if (encoding === 'base64') {
        return {
          ...base,
          version: 'legacy',
          transaction: [toBase64.decode(recorded.wire), 'base64'],
        }
      }
      const transaction = transactionDecoder.decode(recorded.wire)
      const message = messageDecoder.decode(transaction.messageBytes)
      return {
        ...base,
        transaction: {
          signatures: Object.values(transaction.signatures).map((value) =>
            value ? base58.decode(value) : '1'.repeat(64),
          ),
          message: {
            accountKeys: message.staticAccounts.map((key) => key.toString()),
            header: {
              numRequiredSignatures: message.header.numSignerAccounts,
              numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
              numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
            },
            recentBlockhash: message.lifetimeToken,
            instructions: ('instructions' in message ? message.instructions : []).map(
              (instruction) => ({
                programIdIndex: instruction.programAddressIndex,
                accounts: instruction.accountIndices ?? [],
                data: base58.decode(instruction.data ?? new Uint8Array()),
                stackHeight: null,
              }),
            ),
          },
        },
      }
    },
    getTokenAccountsByOwner: ([owner, filter, options]: [
      string,
      { mint?: string; programId?: string },
      { encoding?: string } | undefined,
    ]) => ({
      ...context(),
      value: [...tokenAccountKeys]
        .filter((key) => {
          const token = tokenAccount(key)
          return token && token.owner === owner && (!filter.mint || token.mint === filter.mint)
        })
        .map((key) => ({ pubkey: key, account: encodeAccount(key, options?.encoding) })),
    }),
    getTokenAccountBalance: ([key]: [string]) => {
      const token = tokenAccount(key)
      if (!token) throw new RpcError('Invalid param: not a Token account', -32602)
      return { ...context(), value: tokenAmount(token.amount, decimalsOf(token.mint)) }
    },
  }

  // LiteSVM cannot list accounts by program: token accounts are tracked as they appear.
  const tokenAccountKeys = new Set<string>()
  const subscriptions = new Map<string, { socket: WebSocket; id: number }[]>()

  function record(
    signature: string,
    wire: Uint8Array | undefined,
    err: unknown,
    keys: string[],
    pre: number[],
    preToken: TokenBalanceEntry[],
    logs: string[],
  ) {
    for (const key of keys) if (tokenAccount(key)) tokenAccountKeys.add(key)
    transactions.set(signature, {
      slot,
      blockTime: Math.floor(Date.now() / 1000),
      wire,
      err,
      fee: wire ? fee : 0,
      keys,
      pre,
      post: keys.map(balanceOf),
      preToken,
      postToken: tokenBalances(keys),
      logs,
    })
    for (const key of keys) {
      const list = byAccount.get(key) ?? []
      list.push(signature)
      byAccount.set(key, list)
    }
    slot += 1
    queueMicrotask(() => notify(signature))
  }

  function notify(signature: string) {
    const recorded = transactions.get(signature)
    if (!recorded) return
    for (const { socket, id } of subscriptions.get(signature) ?? []) {
      socket.send(
        JSON.stringify({
          jsonrpc: '2.0',
          method: 'signatureNotification',
          params: {
            result: { context: { slot: recorded.slot }, value: { err: recorded.err } },
            subscription: id,
          },
        }),
      )
    }
    subscriptions.delete(signature)
  }

  if (seed) {
    for (const [key, sol] of [
      [solanaDevAccounts.wallet.address, 100n],
      [solanaDevAccounts.receiver.address, 10n],
      [solanaDevAccounts.fresh.address, 10n],
    ] as const) {
      svm.airdrop(address(key), lamports(sol * 1_000_000_000n))
    }
    const holdings = [
      [solanaDevTokens.usd, solanaDevAccounts.wallet.address, 1000n],
      [solanaDevTokens.usd, solanaDevAccounts.receiver.address, 5n],
      [solanaDevTokens.gold, solanaDevAccounts.wallet.address, 250n],
    ] as const
    for (const token of [solanaDevTokens.usd, solanaDevTokens.gold]) {
      const supply = holdings
        .filter(([held]) => held === token)
        .reduce((sum, [, , amount]) => sum + amount * 10n ** BigInt(token.decimals), 0n)
      setAccountData(
        svm,
        token.address,
        TOKEN_PROGRAM_ADDRESS,
        getMintEncoder().encode({
          mintAuthority: address(solanaDevAccounts.wallet.address),
          supply,
          decimals: token.decimals,
          isInitialized: true,
          freezeAuthority: null,
        }),
      )
    }
    for (const [token, owner, amount] of holdings) {
      const [ata] = await findAssociatedTokenPda({
        owner: address(owner),
        mint: address(token.address),
        tokenProgram: TOKEN_PROGRAM_ADDRESS,
      })
      setAccountData(
        svm,
        ata,
        TOKEN_PROGRAM_ADDRESS,
        getTokenEncoder().encode({
          mint: address(token.address),
          owner: address(owner),
          amount: amount * 10n ** BigInt(token.decimals),
          delegate: null,
          state: 1,
          isNative: null,
          delegatedAmount: 0,
          closeAuthority: null,
        }),
      )
      tokenAccountKeys.add(ata)
    }
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', '*')
    response.setHeader('access-control-allow-methods', 'POST, OPTIONS')
    if (request.method === 'OPTIONS') {
      response.end()
      return
    }
    let body = ''
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString()
    })
    request.on('end', () => {
      let parsed: unknown
      try {
        parsed = JSON.parse(body)
      } catch {
        response.statusCode = 400
        response.end()
        return
      }
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify(Array.isArray(parsed) ? parsed.map(answer) : answer(parsed)))
    })
  })

  function answer(message: unknown) {
    const {
      id = null,
      method,
      params = [],
    } = (message ?? {}) as {
      id?: unknown
      method?: string
      params?: never[]
    }
    if (typeof method !== 'string') {
      return { jsonrpc: '2.0', id, error: { code: -32600, message: 'Invalid request' } }
    }
    calls[method] = (calls[method] ?? 0) + 1
    const run = methods[method]
    if (!run) {
      return { jsonrpc: '2.0', id, error: { code: -32601, message: `Method not found: ${method}` } }
    }
    try {
      return { jsonrpc: '2.0', id, result: run(params as never) }
    } catch (error) {
      const code = error instanceof RpcError ? error.code : -32603
      const data = error instanceof RpcError ? error.data : undefined
      return {
        jsonrpc: '2.0',
        id,
        error: { code, message: error instanceof Error ? error.message : String(error), data },
      }
    }
  }

  // An idle kept-alive connection stays open far longer than a test's pauses: with Node's default
  // of 5 s, a client could reuse one as the node closed it, and the call failed (ECONNRESET).
  server.keepAliveTimeout = 60_000
  server.headersTimeout = 65_000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const httpPort = (server.address() as { port: number }).port
  const sockets = new WebSocketServer({ host, port: httpPort + 1 })
  await new Promise<void>((resolve, reject) => {
    sockets.once('error', reject)
    sockets.once('listening', () => resolve())
  }).catch(async (error: unknown) => {
    await new Promise((resolve) => server.close(resolve))
    throw error
  })
  let nextSubscription = 0
  sockets.on('connection', (socket) => {
    socket.on('message', (raw) => {
      let message: { id?: unknown; method?: string; params?: unknown[] }
      try {
        message = JSON.parse(raw.toString())
      } catch {
        return
      }
      const subscription = ++nextSubscription
      socket.send(
        JSON.stringify({
          jsonrpc: '2.0',
          id: message.id,
          result: message.method?.endsWith('Unsubscribe') ? true : subscription,
        }),
      )
      if (message.method === 'signatureSubscribe' && typeof message.params?.[0] === 'string') {
        const signature = message.params[0]
        const list = subscriptions.get(signature) ?? []
        list.push({ socket, id: subscription })
        subscriptions.set(signature, list)
        if (transactions.has(signature)) notify(signature)
      }
    })
  })

  return {
    rpcUrl: `http://${host}:${httpPort}`,
    wsUrl: `ws://${host}:${httpPort + 1}`,
    svm,
    calls,
    getBalance: (owner) => svm.getBalance(address(owner)) ?? 0n,
    getTokenBalance: (owner, mint) => {
      for (const key of tokenAccountKeys) {
        const token = tokenAccount(key)
        if (token && token.owner === owner && token.mint === mint) return token.amount
      }
      return 0n
    },
    dropNextTransaction: () => {
      dropNext = true
    },
    close: async () => {
      for (const client of sockets.clients) client.terminate()
      await new Promise((resolve) => sockets.close(resolve))
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

function setAccountData(svm: LiteSVM, key: string, owner: Address, bytes: ArrayLike<number>) {
  const data = Uint8Array.from(bytes)
  svm.setAccount({
    address: address(key),
    data,
    executable: false,
    lamports: lamports(svm.minimumBalanceForRentExemption(BigInt(data.length))),
    programAddress: owner,
    space: BigInt(data.length),
  })
}
