import { createPublicKey, randomUUID, verify } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createBlockchainApiClient, getAuthShare, getFrameWallet } from '@airlock/blockchain-api'
import {
  airlockAccountFactoryAddress,
  base64ToBytes,
  deriveSolanaKey,
  entropyToWalletMnemonic,
  recombineWalletKey,
} from '@airlock/frame/custody'
import { devAccounts, devnetContracts, devTokenAbi } from '@airlock/testing'
import { expect, test } from '@airlock/testing/playwright'
import { solanaDevAccounts, toBase58 } from '@airlock/testing/solana'
import type { Frame, FrameLocator, Page } from '@playwright/test'
import {
  type Address,
  bytesToHex,
  createPublicClient,
  createTestClient,
  createWalletClient,
  type Hex,
  http,
  parseAbi,
  parseEther,
  parseUnits,
  verifyMessage,
} from 'viem'
import { entryPoint08Address } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { devWalletName } from './constants.js'
import { inbox, nextMail } from './inbox.js'
import { AccountPage } from './pages/AccountPage.js'
import { ModalPage } from './pages/ModalPage.js'
import { addPasskeyAuthenticator } from './passkey.js'
import { payInCheckout } from './sandboxCheckout.js'

// The dapp on `localhost` and the wallet frame on `wallet.localhost`: two sites, so the browser
// partitions the frame's storage per dapp site, and the frame's host is a valid passkey RP ID.
const dappUrl = 'http://localhost:5173/'
/** The email logins here use the wallet's EOA (the smart account is social-login.spec.ts's). */
const eoaDappUrl = `${dappUrl}?account=eoa`
const frameOrigin = 'http://wallet.localhost:8788'
const rpcUrl = 'http://127.0.0.1:8545'
const projectId = 'local-dev'
const signedMessage = 'Hello from the Airlock demo'
const solanaRpcUrl = 'http://127.0.0.1:8899'
const solanaMessage = 'Hello from the Airlock demo on Solana'

async function solanaRpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(solanaRpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: T }).result
}

const readLamports = async (owner: string) =>
  BigInt((await solanaRpc<{ value: number }>('getBalance', [owner])).value)

/** Whether `signatureHex` is `publicKey`'s ed25519 signature of `message`. */
function verifyEd25519(message: string, signatureHex: string, publicKey: Uint8Array): boolean {
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') },
    format: 'jwk',
  })
  return verify(null, Buffer.from(message), key, Buffer.from(signatureHex, 'hex'))
}

const chain = createPublicClient({ transport: http(rpcUrl) })
const anvil = createTestClient({ mode: 'anvil', transport: http(rpcUrl) })

/** A new visitor for each test: the server's per-address cooldown and users never collide. */
const newEmail = () => `visitor-${randomUUID()}@example.com`

const walletFrame = (page: Page): FrameLocator => page.frameLocator('#w3m-iframe')

/** The frame's document (Playwright's handle, for reading the frame's own storage). */
async function frameDocument(page: Page): Promise<Frame> {
  await expect
    .poll(() => page.frames().some((frame) => frame.url().startsWith(frameOrigin)))
    .toBe(true)
  return page.frames().find((frame) => frame.url().startsWith(frameOrigin)) as Frame
}

/**
 * Records everything the dapp page receives: `message` events on its windows and on every
 * MessagePort (the frame's private channel), with bytes written as hex.
 */
function recordDappMessages() {
  const seen: string[] = []
  const record = (data: unknown) => {
    try {
      seen.push(
        JSON.stringify(data, (_key, value) =>
          ArrayBuffer.isView(value)
            ? Array.from(new Uint8Array(value.buffer, value.byteOffset, value.byteLength), (byte) =>
                byte.toString(16).padStart(2, '0'),
              ).join('')
            : value,
        ) ?? String(data),
      )
    } catch {
      seen.push(String(data))
    }
  }
  Object.defineProperty(window, '__dappMessages', { value: seen })
  window.addEventListener('message', (event) => record(event.data), true)
  const onmessage = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage')
  Object.defineProperty(MessagePort.prototype, 'onmessage', {
    configurable: true,
    get() {
      return onmessage?.get?.call(this)
    },
    set(listener: ((event: MessageEvent) => void) | null) {
      onmessage?.set?.call(
        this,
        listener &&
          ((event: MessageEvent) => {
            record(event.data)
            listener.call(this, event)
          }),
      )
    },
  })
  const addEventListener = MessagePort.prototype.addEventListener
  MessagePort.prototype.addEventListener = function (
    this: MessagePort,
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ) {
    if (type !== 'message' || typeof listener !== 'function')
      return addEventListener.call(this, type, listener as EventListener, options)
    return addEventListener.call(
      this,
      type,
      (event: Event) => {
        record((event as MessageEvent).data)
        listener.call(this, event)
      },
      options,
    )
  }
}

/**
 * Logs in as a visitor: the email in the Connect view, the code read from the local inbox, then
 * the passkey the frame asks for (`create` for a new wallet, `restore` on a new device, `none` on
 * a device that still holds its key share: no click, so a prompt would leave it unconnected).
 */
async function logIn(
  page: Page,
  email: string,
  passkey: 'create' | 'restore' | 'none',
  options: { url?: string; newDevice?: boolean } = {},
): Promise<Address> {
  const modal = new ModalPage(page)
  const mails = (await inbox(email)).length
  await page.goto(options.url ?? eoaDappUrl)
  await modal.open()
  await modal.dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await modal.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  let seen = mails
  if (options.newDevice) {
    // A known user on a device it never used: the emailed link approves it first.
    await expect(modal.dialog.getByText(email)).toBeVisible()
    const approval = await nextMail(email, seen)
    seen += 1
    const link = approval.links.find((href) => href.startsWith(frameOrigin)) as string
    const mailTab = await page.context().newPage()
    await mailTab.goto(link)
    await mailTab.getByRole('button', { name: 'Approve login' }).click()
    await expect(mailTab.getByRole('heading', { name: 'Login approved' })).toBeVisible()
    await mailTab.close()
  }
  await expect(modal.dialog.getByText(`Enter the code we sent to ${email}`)).toBeVisible()
  const { code } = await nextMail(email, seen)
  await modal.dialog.getByRole('textbox', { name: 'One-time code' }).fill(code as string)

  // The frame shows itself over the modal and asks for the passkey, inside the frame.
  const frame = walletFrame(page)
  if (passkey === 'create') {
    await expect(frame.getByRole('dialog', { name: 'Secure your wallet' })).toBeVisible()
    await frame.getByRole('button', { name: 'Create a passkey' }).click()
  } else if (passkey === 'restore') {
    await expect(frame.getByRole('dialog', { name: 'Restore your wallet' })).toBeVisible()
    await frame.getByRole('button', { name: 'Use your passkey' }).click()
  }
  await expect(modal.dialog).toBeHidden()
  const address = page.getByTestId('airlock-address')
  await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  await expect(page.getByTestId('wagmi-address')).toHaveText((await address.textContent()) ?? '')
  return (await address.textContent()) as Address
}

/** The frame's session and device, read from the frame's own (partitioned) storage. */
async function readFrameState(page: Page) {
  const frame = await frameDocument(page)
  return frame.evaluate(async () => {
    const session = JSON.parse(
      localStorage.getItem('airlock-frame/session/local-dev') ?? 'null',
    ) as {
      token: string
      userId: string
    } | null
    const deviceId = localStorage.getItem('airlock-frame/device-id')
    const share = await new Promise<number[] | undefined>((resolve, reject) => {
      const open = indexedDB.open('airlock-frame')
      open.onerror = () => reject(open.error)
      open.onsuccess = () => {
        const db = open.result
        if (!session || !db.objectStoreNames.contains('device-shares')) {
          db.close()
          return resolve(undefined)
        }
        const read = db
          .transaction('device-shares')
          .objectStore('device-shares')
          .get(session.userId)
        read.onsuccess = () => {
          db.close()
          resolve(read.result instanceof Uint8Array ? Array.from(read.result) : undefined)
        }
        read.onerror = () => reject(read.error)
      }
    })
    return { session, deviceId, share }
  })
}

/**
 * Every secret of the logged-in wallet, gathered the way only the frame and the server could:
 * the device share (frame storage), the auth share and the server's recovery half (server, with
 * the frame's session), the recombined entropy, private key and phrase, and the session token.
 */
async function collectSecrets(
  page: Page,
  address: Address,
): Promise<{ secrets: string[]; solana: { address: string; publicKey: Uint8Array } }> {
  const { session, deviceId, share } = await readFrameState(page)
  expect(session && deviceId && share, 'the frame holds a session and a device share').toBeTruthy()
  // Node does not resolve *.localhost as Chromium does: the same listener, by its IP.
  const client = createBlockchainApiClient({ baseUrl: 'http://127.0.0.1:8788', projectId })
  const token = session?.token as string
  const [authShare, wallet] = await Promise.all([
    getAuthShare(client, { token, deviceId: deviceId as string }),
    getFrameWallet(client, { token }),
  ])
  const deviceShare = Uint8Array.from(share as number[])
  const key = await recombineWalletKey({
    shares: [deviceShare, base64ToBytes(authShare as string)],
    address,
  })
  // The same entropy's Solana key (ed25519 seed), and the 64-byte keypair Solana tools store.
  const solana = deriveSolanaKey(key.entropy)
  const keypair = Uint8Array.from([...solana.secretKey, ...solana.publicKey])
  const bytes = [
    deviceShare,
    base64ToBytes(authShare as string),
    key.entropy,
    key.privateKey,
    solana.secretKey,
    keypair,
  ]
  if (wallet) bytes.push(base64ToBytes(wallet.recoveryShare))
  const forms = bytes.flatMap((value) => {
    const hex = bytesToHex(value).slice(2)
    const base64 = Buffer.from(value).toString('base64')
    return [hex, base64.replace(/=+$/, ''), Buffer.from(value).toString('base64url')]
  })
  return {
    secrets: [...forms, toBase58(keypair), entropyToWalletMnemonic(key.entropy), token],
    solana: { address: solana.address, publicKey: solana.publicKey },
  }
}

/** Everything the dapp origin keeps: localStorage, sessionStorage, IndexedDB and cookies. */
async function readDappStorage(page: Page): Promise<string> {
  const stored = await page.evaluate(async () => {
    const databases = await indexedDB.databases()
    const idb: unknown[] = []
    for (const { name } of databases) {
      if (!name) continue
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name)
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      for (const store of Array.from(db.objectStoreNames)) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const all = db.transaction(store).objectStore(store).getAll()
          all.onsuccess = () => resolve(all.result)
          all.onerror = () => reject(all.error)
        })
        idb.push({ name, store, values })
      }
      db.close()
    }
    return {
      local: { ...localStorage },
      session: { ...sessionStorage },
      idb,
      cookie: document.cookie,
    }
  })
  const cookies = await page.context().cookies(dappUrl)
  return JSON.stringify({ ...stored, cookies }, (_key, value) =>
    value && typeof value === 'object' && ArrayBuffer.isView(value)
      ? bytesToHex(new Uint8Array(value.buffer)).slice(2)
      : value,
  )
}

/**
 * A new device for the same visitor: everything this browser keeps for the dapp and for the
 * frame (its partition under this dapp site) is wiped; only the passkey stays, as a synced
 * passkey would. (The tab stays the same because Chromium's virtual authenticator cannot hand a
 * credential's PRF secret to another tab: a copied credential answers PRF with no result.)
 */
async function wipeBrowserData(page: Page): Promise<void> {
  const wipe = async () => {
    localStorage.clear()
    sessionStorage.clear()
    for (const { name } of await indexedDB.databases()) if (name) indexedDB.deleteDatabase(name)
  }
  await (await frameDocument(page)).evaluate(wipe)
  await page.evaluate(wipe)
  await page.context().clearCookies()
  // Leaving closes the open databases, so the deletions complete before the next visit.
  await page.goto('about:blank')
}

/** Idle callbacks wait until the test calls `becomeIdle`. */
function holdIdleCallbacks() {
  const queued: IdleRequestCallback[] = []
  window.requestIdleCallback = (callback) => queued.push(callback)
  window.cancelIdleCallback = () => undefined
  Object.defineProperty(window, '__becomeIdle', {
    value: () => {
      for (const callback of queued.splice(0))
        callback({ didTimeout: false, timeRemaining: () => 50 })
    },
  })
}

const becomeIdle = (page: Page) =>
  page.evaluate(() => (window as unknown as { __becomeIdle: () => void }).__becomeIdle())

const shortAddress = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`

/** The built demo's chunk holding the frame host SDK (found by a string only it contains). */
function frameSdkChunk(): string {
  const assets = fileURLToPath(new URL('../../demo/dist/assets/', import.meta.url))
  const chunk = readdirSync(assets).find(
    (file) =>
      file.endsWith('.js') &&
      readFileSync(join(assets, file), 'utf8').includes('w3m-secure-iframe'),
  )
  if (!chunk) throw new Error('No chunk of the demo build holds the frame host SDK')
  return `/assets/${chunk}`
}

test.describe('email login and the embedded wallet', () => {
  test('logs in with the emailed code, signs, sends 0.1 ETH approved in the frame with the fee in USD; its Solana account signs and sends SOL; the dapp never sees a key or share', async ({
    page,
  }) => {
    // One login for both chains: EVM then Solana signatures and sends.
    test.setTimeout(90_000)
    await page.addInitScript(recordDappMessages)
    await addPasskeyAuthenticator(page)
    const email = newEmail()
    const address = await logIn(page, email, 'create')
    const modal = new ModalPage(page)
    await expect(modal.accountButton(shortAddress(address))).toBeVisible()

    // Sign through wagmi: the frame shows the message and the visitor approves it there.
    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect(
      modal.dialog.getByRole('heading', { name: 'Approve in your wallet' }),
    ).toBeVisible()
    const approval = walletFrame(page).getByRole('dialog', { name: 'Sign message' })
    await expect(approval.getByText(signedMessage)).toBeVisible()
    await approval.getByRole('button', { name: 'Approve' }).click()
    const signature = page.getByTestId('signature')
    await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
    expect(
      await verifyMessage({
        address,
        message: signedMessage,
        signature: (await signature.textContent()) as Hex,
      }),
    ).toBe(true)
    await expect(modal.dialog).toBeHidden()

    // The same login connected the wallet's Solana account, on the dapp's Solana network.
    const solanaAddress = page.getByTestId('airlock-solana-address')
    await expect(solanaAddress).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    const solanaAccount = (await solanaAddress.textContent()) as string
    // A Solana message through useAppKitProvider('solana'), approved in the frame.
    await page.getByRole('button', { name: 'Sign Solana message' }).click()
    const solanaApproval = walletFrame(page).getByRole('dialog', { name: 'Sign message' })
    await expect(solanaApproval.getByText(solanaMessage)).toBeVisible()
    await solanaApproval.getByRole('button', { name: 'Approve' }).click()
    const solanaSignature = page.getByTestId('solana-signature')
    await expect(solanaSignature).toHaveText(/^[0-9a-f]{128}$/)
    await expect(modal.dialog).toBeHidden()
    // 2 SOL for the send below, before the Account view first reads the Solana balances.
    await solanaRpc('requestAirdrop', [solanaAccount, 2_000_000_000])
    await expect.poll(() => readLamports(solanaAccount)).toBe(2_000_000_000n)

    // Give the new wallet 1 ETH on anvil, then send 0.1 ETH from the Account view.
    const receiver = devAccounts[1].address as Address
    await anvil.setBalance({ address, value: parseEther('1') })
    const before = await chain.getBalance({ address: receiver })
    await modal.accountButton(shortAddress(address)).click()
    await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await new AccountPage(page).chooseToken('ETH')
    await modal.dialog.getByLabel('Amount').fill('0.1')
    await modal.dialog.getByLabel('To', { exact: true }).fill(receiver)
    await modal.dialog.getByRole('button', { name: 'Review' }).click()
    await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(
      modal.dialog.getByRole('heading', { name: 'Approve in your wallet' }),
    ).toBeVisible()
    const send = walletFrame(page).getByRole('dialog', { name: 'Send transaction' })
    await expect(send.getByText(receiver, { exact: true })).toBeVisible()
    await expect(send.getByText('0.1 ETH', { exact: true })).toBeVisible()
    // What the chain's simulation says leaves the account, in USD too (the server's ETH price).
    await expect(
      send.getByText(new RegExp(`^−0\\.1 ETH \\(\\$[\\d,]+\\.\\d\\d\\) to ${receiver}$`)),
    ).toBeVisible()
    // The network fee in USD (the server's ETH price), then in ETH.
    await expect(send.getByText('Network fee')).toBeVisible()
    await expect(send.getByText(/^(\$\d[\d,]*\.\d\d|< \$0\.01) \(0\.\d+ ETH\)$/)).toBeVisible()
    await send.getByRole('button', { name: 'Approve' }).click()
    await expect
      .poll(() => chain.getBalance({ address: receiver }))
      .toBe(before + parseEther('0.1'))

    // The Account view lists the Solana account; choosing it makes Solana active.
    const solanaRow = modal.dialog.getByRole('button', { name: /Switch to Solana Local account/ })
    await expect(solanaRow).toBeVisible()
    await solanaRow.click()
    await expect(page.getByTestId('airlock-network')).toHaveText('Solana Local')
    await expect(page.getByTestId('airlock-address')).toHaveText(solanaAccount)
    await modal.closeButton.click()

    // Send 0.5 SOL: the frame signs after the approval, the dapp sends it to its Solana node.
    const solanaReceiver = solanaDevAccounts.receiver.address
    const lamportsBefore = await readLamports(solanaReceiver)
    await modal.accountButton(shortAddress(solanaAccount)).click()
    const account = new AccountPage(page)
    await account.fillSend({ symbol: 'SOL', amount: '0.5', receiver: solanaReceiver })
    await account.confirmSend()
    const signTransaction = walletFrame(page).getByRole('dialog', { name: 'Sign transaction' })
    await expect(signTransaction.getByText(solanaAccount)).toBeVisible()
    await signTransaction.getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => readLamports(solanaReceiver)).toBe(lamportsBefore + 500_000_000n)

    // Nothing secret in the dapp origin's storage or in any message the dapp received.
    const { secrets, solana } = await collectSecrets(page, address)
    // The Solana account is the wallet's own (its entropy, m/44'/501'/0'/0'), and it signed.
    expect(solana.address).toBe(solanaAccount)
    expect(
      verifyEd25519(
        solanaMessage,
        (await solanaSignature.textContent()) as string,
        solana.publicKey,
      ),
    ).toBe(true)
    const storage = await readDappStorage(page)
    const messages = (await page.evaluate(
      () => (window as unknown as { __dappMessages: string[] }).__dappMessages,
    )) as string[]
    expect(messages.length, 'the recorder saw the frame traffic').toBeGreaterThan(3)
    const received = messages.join('\n')
    for (const secret of secrets) {
      expect(storage.includes(secret), 'dapp storage holds a secret').toBe(false)
      expect(received.includes(secret), 'a message to the dapp holds a secret').toBe(false)
    }
    expect(received).not.toMatch(/"(\w*share|privateKey|mnemonic|entropy|token)"\s*:/i)
  })
  test('the smart account: switched to in the Account view, it sends 0.1 ETH as a user operation through the bundler (approved in the frame, deploying the account), then back to the EOA and again to the smart account', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await addPasskeyAuthenticator(page)
    const eoa = await logIn(page, newEmail(), 'create')
    const modal = new ModalPage(page)
    const shownAddress = page.getByTestId('airlock-address')

    // The chain's factory gives the wallet's counterfactual AirlockAccount, not deployed yet.
    const smartAccount = await chain.readContract({
      address: airlockAccountFactoryAddress,
      abi: parseAbi(['function getAddress(address owner, uint256 salt) view returns (address)']),
      functionName: 'getAddress',
      args: [eoa, 0n],
    })
    expect(await chain.getCode({ address: smartAccount })).toBeUndefined()
    // Fund it first, so the Account view reads its balance when it switches.
    await anvil.setBalance({ address: smartAccount, value: parseEther('1') })
    await modal.accountButton(shortAddress(eoa)).click()
    await modal.dialog.getByRole('button', { name: 'Switch to your Smart Account' }).click()
    await expect(shownAddress).toHaveText(smartAccount)
    await expect(page.getByTestId('wagmi-address')).toHaveText(smartAccount)

    // Send 0.1 ETH from the Account view.
    const receiver = devAccounts[2].address as Address
    const before = await chain.getBalance({ address: receiver })
    const account = new AccountPage(page)
    await account.fillSend({ symbol: 'ETH', amount: '0.1', receiver })
    await account.confirmSend()
    const send = walletFrame(page).getByRole('dialog', { name: 'Send transaction' })
    await expect(send.getByText(receiver, { exact: true })).toBeVisible()
    await expect(send.getByText('0.1 ETH', { exact: true })).toBeVisible()
    await send.getByRole('button', { name: 'Approve' }).click()
    await expect
      .poll(() => chain.getBalance({ address: receiver }), { timeout: 60_000 })
      .toBe(before + parseEther('0.1'))
    // Mined by the bundler: the first user operation deployed the account through the EntryPoint,
    // which the account paid for (gas) besides the 0.1 ETH; the EOA paid nothing.
    await expect.poll(() => chain.getCode({ address: smartAccount })).toBeDefined()
    expect(await chain.getBalance({ address: smartAccount })).toBeLessThan(parseEther('0.9'))
    expect(await chain.getBalance({ address: eoa })).toBe(0n)

    // Back to the EOA, then to the smart account again.
    await modal.dialog.getByRole('button', { name: 'Switch to your EOA' }).click()
    await expect(shownAddress).toHaveText(eoa)
    await modal.dialog.getByRole('button', { name: 'Switch to your Smart Account' }).click()
    await expect(shownAddress).toHaveText(smartAccount)

    // EIP-5792 through wagmi's useSendCalls: two transfers as one user operation, every call shown
    // in the frame's approval, then wallet_getCallsStatus (useWaitForCallsStatus) says success.
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('calls-atomic')).toHaveText('supported')
    const [first, second] = [
      '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
      '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
    ] as const
    const firstBefore = await chain.getBalance({ address: first })
    const secondBefore = await chain.getBalance({ address: second })
    await page.getByRole('button', { name: 'Send batched calls' }).click()
    const batch = walletFrame(page).getByRole('dialog', { name: 'Send 2 calls' })
    await expect(batch.getByText(first, { exact: true })).toBeVisible()
    await expect(batch.getByText(second, { exact: true })).toBeVisible()
    await expect(batch.getByText('0.01 ETH', { exact: true })).toBeVisible()
    await expect(batch.getByText('0.02 ETH', { exact: true })).toBeVisible()
    await batch.getByRole('button', { name: 'Approve' }).click()
    await expect(page.getByTestId('calls-status')).toHaveText('success', { timeout: 60_000 })
    expect(await chain.getBalance({ address: first })).toBe(firstBefore + parseEther('0.01'))
    expect(await chain.getBalance({ address: second })).toBe(secondBefore + parseEther('0.02'))
    // One transaction (the bundle) carried both.
    const bundle = await chain.getTransactionReceipt({
      hash: (await page.getByTestId('calls-transaction').textContent()) as Address,
    })
    expect(bundle.to?.toLowerCase()).toBe(entryPoint08Address.toLowerCase())
  })

  /**
   * A new visitor on their smart account, which holds 0.01 ETH (and `ausd` base units of AUSD),
   * asked by the demo for 0.05 ETH: the card says what is missing, and its Buy ETH is chosen.
   */
  async function smartAccountShortOfEth(page: Page, ausd = 0n) {
    await addPasskeyAuthenticator(page)
    const eoa = await logIn(page, newEmail(), 'create')
    const smartAccount = await chain.readContract({
      address: airlockAccountFactoryAddress,
      abi: parseAbi(['function getAddress(address owner, uint256 salt) view returns (address)']),
      functionName: 'getAddress',
      args: [eoa, 0n],
    })
    // 0.01 ETH for the demo's 0.05 ETH and the operation's fee (its deployment included).
    await anvil.setBalance({ address: smartAccount, value: parseEther('0.01') })
    if (ausd > 0n) {
      const hash = await createWalletClient({
        account: privateKeyToAccount(devAccounts[0].privateKey),
        transport: http(rpcUrl),
      }).writeContract({
        address: devnetContracts.usd,
        abi: devTokenAbi,
        functionName: 'mint',
        args: [smartAccount, ausd],
        chain: null,
      })
      await chain.waitForTransactionReceipt({ hash })
    }
    const modal = new ModalPage(page)
    await modal.accountButton(shortAddress(eoa)).click()
    await modal.dialog.getByRole('button', { name: 'Switch to your Smart Account' }).click()
    await expect(page.getByTestId('airlock-address')).toHaveText(smartAccount)
    await page.keyboard.press('Escape')
    await expect(modal.dialog).toBeHidden()

    const receiver = devAccounts[5].address as Address
    const receiverBefore = await chain.getBalance({ address: receiver })
    await page.getByRole('button', { name: 'Send 0.05 ETH' }).click()
    const card = walletFrame(page).getByRole('dialog', { name: 'Send transaction' })
    const missing = card.getByText(/^You need 0\.04\d* ETH more for this transaction and its fee$/)
    await expect(missing).toBeVisible()
    await card.getByRole('button', { name: 'Buy ETH' }).click()
    await expect(modal.dialog.getByRole('heading', { name: 'Buy', exact: true })).toBeVisible()

    /** Approves the card once it is back without the warning; the operation lands. */
    const approveFunded = async () => {
      await expect(card.getByText(receiver, { exact: true })).toBeVisible()
      // Nothing missing any more, not even the fee of what funded it.
      await expect(card.getByText(/more for this transaction and its fee$/)).toHaveCount(0)
      await card.getByRole('button', { name: 'Approve' }).click()
      await expect(page.getByTestId('token-request')).toHaveText(/^0x[0-9a-f]{64}$/, {
        timeout: 60_000,
      })
      expect(await chain.getBalance({ address: receiver })).toBe(
        receiverBefore + parseEther('0.05'),
      )
      // The smart account paid it; the EOA paid nothing.
      expect(await chain.getCode({ address: smartAccount })).toBeDefined()
      expect(await chain.getBalance({ address: eoa })).toBe(0n)
    }
    return { modal, card, approveFunded }
  }

  test('a user operation the smart account cannot pay says what is missing with Buy ETH; after the sandbox purchase, to the smart account, the card is back without it and the operation lands', async ({
    page,
  }) => {
    test.setTimeout(150_000)
    const { modal, approveFunded } = await smartAccountShortOfEth(page)
    // The modal's Buy, on ETH, what is missing preset in dollars; the sandbox pays the smart account.
    await expect(modal.dialog.getByRole('button', { name: 'Token: ETH' })).toBeVisible()
    const amount = modal.dialog.getByRole('textbox', { name: 'Amount' })
    await expect(amount).toHaveValue(/^1[2-9]\d(\.\d{1,2})?$/)
    const usd = Number(await amount.inputValue()).toFixed(2)
    const opened = page.waitForEvent('popup')
    await modal.dialog.getByRole('button', { name: 'Continue with Airlock Sandbox' }).click()
    await payInCheckout(await opened, usd)
    await approveFunded()
  })

  test("a user operation the smart account cannot pay, funded by a swap from the AUSD it holds: the swap's own operations move the account's nonce (and deploy it), and the waiting one, priced again, lands", async ({
    page,
  }) => {
    test.setTimeout(150_000)
    const { modal, card, approveFunded } = await smartAccountShortOfEth(page, parseUnits('500', 6))
    const offer = modal.dialog.getByRole('group', { name: /^You need 0\.04\d* ETH more$/ })
    await offer.getByRole('button', { name: 'Pay with AUSD' }).click()
    await expect(
      modal.dialog.getByRole('button', { name: 'You pay: AUSD', exact: true }),
    ).toBeVisible()
    const review = modal.dialog.getByRole('button', { name: 'Review swap' })
    await expect(review).toBeEnabled()
    await review.click()
    await modal.dialog.getByRole('button', { name: 'Approve and swap' }).click()
    // The allowance, then the swap: each a user operation of its own, on its own card.
    for (const shown of ['can spend', '+0.0']) {
      const own = card.filter({ hasText: shown })
      await expect(own).toBeVisible({ timeout: 30_000 })
      await own.getByRole('button', { name: 'Approve' }).click()
      await expect(own).toBeHidden()
    }
    await approveFunded()
  })

  test('a reload keeps the login without asking again; disconnect clears the persisted keys and keeps the device share, so the next login needs no passkey', async ({
    page,
  }) => {
    // Two logins with emailed codes and two page loads.
    test.setTimeout(60_000)
    await addPasskeyAuthenticator(page)
    const email = newEmail()
    const address = await logIn(page, email, 'create')
    const authKeys = () =>
      page.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.startsWith('@appkit-wallet/')),
      )
    expect(await authKeys()).toEqual(
      expect.arrayContaining(['@appkit-wallet/EMAIL_LOGIN_USED_KEY', '@appkit-wallet/EMAIL']),
    )

    await page.reload()
    const modal = new ModalPage(page)
    await expect(modal.accountButton(shortAddress(address))).toBeVisible()
    await expect(page.getByTestId('airlock-address')).toHaveText(address)
    await expect(page.getByTestId('airlock-status')).toHaveText('connected')
    await expect(modal.dialog).toBeHidden()

    await modal.accountButton(shortAddress(address)).click()
    await modal.disconnectButton.click()
    await expect(modal.connectButton).toBeVisible()
    await expect(page.getByTestId('airlock-status')).toHaveText('disconnected')
    await expect.poll(authKeys).toEqual([])
    // The frame signed out but kept this device's key share.
    const frame = await frameDocument(page)
    const frameState = () =>
      frame.evaluate(async () => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open('airlock-frame')
          open.onsuccess = () => resolve(open.result)
          open.onerror = () => reject(open.error)
        })
        const shares = await new Promise<number>((resolve, reject) => {
          const count = db.transaction('device-shares').objectStore('device-shares').count()
          count.onsuccess = () => resolve(count.result)
          count.onerror = () => reject(count.error)
        })
        db.close()
        return { session: localStorage.getItem('airlock-frame/session/local-dev'), shares }
      })
    await expect.poll(frameState).toEqual({ session: null, shares: 1 })
    // The frame's session ended too: the next visit starts logged out.
    await page.reload()
    await expect(modal.connectButton).toBeVisible()
    await expect(page.getByTestId('airlock-status')).toHaveText('disconnected')
    // So logging in again opens the same wallet with no passkey prompt.
    expect(await logIn(page, email, 'none')).toBe(address)
  })

  test('a new device restores the same wallet with the passkey, after the emailed approval', async ({
    page,
  }) => {
    await addPasskeyAuthenticator(page)
    const email = newEmail()
    const address = await logIn(page, email, 'create')
    await wipeBrowserData(page)
    expect(await logIn(page, email, 'restore', { newDevice: true })).toBe(address)
  })

  test('a corrupted device share fails the address check and is not used; the passkey restores', async ({
    page,
  }) => {
    await addPasskeyAuthenticator(page)
    const address = await logIn(page, newEmail(), 'create')
    const damaged = await (await frameDocument(page)).evaluate(async () => {
      const { userId } = JSON.parse(localStorage.getItem('airlock-frame/session/local-dev') ?? '{}')
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('airlock-frame')
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      const store = () => db.transaction('device-shares', 'readwrite').objectStore('device-shares')
      const share = await new Promise<Uint8Array>((resolve) => {
        const read = store().get(userId)
        read.onsuccess = () => resolve(read.result)
      })
      share[5] = (share[5] as number) ^ 0x01
      await new Promise((resolve) => {
        store().put(share, userId).onsuccess = resolve
      })
      db.close()
      return Array.from(share)
    })

    await page.reload()
    const restore = walletFrame(page).getByRole('dialog', { name: 'Restore your wallet' })
    await expect(restore).toBeVisible()
    await expect(
      restore.getByText(
        'The key share on this device does not match your wallet, so it was not used.',
        {
          exact: false,
        },
      ),
    ).toBeVisible()
    await restore.getByRole('button', { name: 'Use your passkey' }).click()
    await expect(page.getByTestId('airlock-address')).toHaveText(address)
    // The device has a fresh set now, and it signs for the same address.
    const { share } = await readFrameState(page)
    expect(share).not.toEqual(damaged)
    await page.getByRole('button', { name: 'Sign message' }).click()
    await walletFrame(page)
      .getByRole('dialog', { name: 'Sign message' })
      .getByRole('button', { name: 'Approve' })
      .click()
    const signature = page.getByTestId('signature')
    await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
    expect(
      await verifyMessage({
        address,
        message: signedMessage,
        signature: (await signature.textContent()) as Hex,
      }),
    ).toBe(true)
  })

  test('a page on a foreign origin that posts to the frame gets nothing', async ({
    page,
    context,
  }) => {
    await addPasskeyAuthenticator(page)
    const address = await logIn(page, newEmail(), 'create')
    await context.route('http://foreign.localhost:5173/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Foreign</title><h1>A foreign page</h1>',
      }),
    )
    const [foreign] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate(() => window.open('http://foreign.localhost:5173/', 'foreign')),
    ])
    await expect(foreign.getByRole('heading', { name: 'A foreign page' })).toBeVisible()
    // It reaches the dapp's frames through its opener and asks for the user, a signature and a
    // port, on the window channel and with ports of its own.
    const posted = await foreign.evaluate((account) => {
      const answers: unknown[] = []
      Object.defineProperty(window, '__answers', { value: answers })
      window.addEventListener('message', (event) => answers.push(event.data))
      const requests = [
        { type: '@w3m-app/GET_USER', payload: {} },
        { type: '@w3m-app/IS_CONNECTED', payload: {} },
        {
          type: '@w3m-app/RPC_REQUEST',
          payload: { method: 'personal_sign', params: ['0x6869', account] },
        },
      ]
      const frames = (window.opener as Window).frames
      let count = 0
      for (let index = 0; index < frames.length; index++) {
        for (const request of requests) {
          const channel = new MessageChannel()
          channel.port1.onmessage = (event) => answers.push(event.data)
          const message = { id: crypto.randomUUID(), ...request }
          frames[index]?.postMessage(message, '*')
          frames[index]?.postMessage(message, '*', [channel.port2])
          count += 2
        }
      }
      return count
    }, address)
    expect(posted).toBeGreaterThan(0)

    // The dapp's own request, sent after those, is answered: the frame has read its queue.
    await page.bringToFront()
    await page.getByRole('button', { name: 'Sign message' }).click()
    const approval = walletFrame(page).getByRole('dialog', { name: 'Sign message' })
    await expect(approval.getByText(signedMessage)).toBeVisible()
    await approval.getByRole('button', { name: 'Approve' }).click()
    await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
    expect(
      await foreign.evaluate(() => (window as unknown as { __answers: unknown[] }).__answers),
    ).toEqual([])
  })

  test('the frame host SDK is not fetched at load, nor when the page is idle, but when the visitor types an email', async ({
    page,
  }) => {
    await page.addInitScript(holdIdleCallbacks)
    const chunk = frameSdkChunk()
    const fetched: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === chunk) fetched.push(request.url())
    })
    const modal = new ModalPage(page)
    await page.goto(dappUrl)
    await expect(modal.connectButton).toBeVisible()
    await becomeIdle(page)
    await page.waitForLoadState('networkidle')
    expect(fetched).toEqual([])

    // Opening focuses the email field: not yet an intent to log in.
    await modal.open()
    const email = modal.dialog.getByRole('textbox', { name: 'Email' })
    await expect(email).toBeFocused()
    await becomeIdle(page)
    await page.waitForLoadState('networkidle')
    expect(fetched).toEqual([])

    await email.pressSequentially('a')
    await expect.poll(() => fetched.length).toBe(1)
    // Loading the code makes no frame: that waits for a login.
    await expect(page.locator('#w3m-iframe')).toHaveCount(0)
  })

  test('with email and social login off the Connect view has no email field and the frame SDK never loads', async ({
    page,
  }) => {
    await page.addInitScript(holdIdleCallbacks)
    const chunk = frameSdkChunk()
    const fetched: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === chunk) fetched.push(request.url())
    })
    const modal = new ModalPage(page)
    await page.goto(`${dappUrl}?email=off`)
    await modal.open()
    await expect(modal.walletOption(devWalletName).first()).toBeVisible()
    await expect(modal.dialog.getByRole('textbox', { name: 'Email' })).toHaveCount(0)
    await becomeIdle(page)
    await page.waitForLoadState('networkidle')
    expect(fetched).toEqual([])
    await expect(page.locator('#w3m-iframe')).toHaveCount(0)
  })

  test('the demo on 127.0.0.1 is on the frame allowlist too: the code is sent', async ({
    page,
  }) => {
    const email = newEmail()
    const modal = new ModalPage(page)
    await page.goto('http://127.0.0.1:5173/')
    await modal.open()
    await modal.dialog.getByRole('textbox', { name: 'Email' }).fill(email)
    await modal.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(modal.dialog.getByText(`Enter the code we sent to ${email}`)).toBeVisible()
    expect((await nextMail(email, 0)).code).toMatch(/^\d{6}$/)
  })
})
