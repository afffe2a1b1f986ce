import { createAppClient, createWalletClient, viemConnector } from '@farcaster/auth-client'
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient as createViemWalletClient,
  type Hex,
  http,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { devIdRegistryAbi, farcasterIdRegistryAddress } from './devIdRegistry.js'

export type CreateFarcasterTestClientParameters = {
  /** The auth relay's base URL (the Airlock frame origin's built-in relay serves `/v1/channel`). */
  relayUrl: string
  /** The relay's authenticate key (`X-Farcaster-Auth-Relay-Key`). */
  relayAuthKey: string
  /** The anvil chain of the ID registry. */
  rpcUrl: string
  /** Default: Farcaster's IdRegistry address (where `installDevIdRegistry` puts the dev one). */
  idRegistry?: Address | undefined
  /** The custody key. Default: a fresh one, funded on the anvil for its registration. */
  privateKey?: Hex | undefined
  /** The Farcaster user name the app reports. Default: `tester-<fid>`. */
  username?: string | undefined
}

/** What the app signed and sent to the relay. */
export type FarcasterSignIn = { fid: number; message: string; signature: Hex; channelToken: string }

export type FarcasterTestClient = {
  /** The custody address. */
  address: Address
  /** The custody address's fid, registering it first if it has none. */
  register: () => Promise<number>
  /**
   * Plays the Farcaster app on the phone: reads the channel token from the QR code's URL, the
   * channel's domain, URI and nonce from the relay, signs the Sign In With Farcaster message with
   * the custody key and completes the channel. `fid` and `signature` replace the real ones (tests
   * of a wrong fid or a forged signature).
   */
  signIn: (
    url: string,
    overrides?: { fid?: number | undefined; signature?: Hex | undefined },
  ) => Promise<FarcasterSignIn>
}

/**
 * A Farcaster app for tests: a custody key registered in the dev ID registry of a local chain,
 * talking to the auth relay with `@farcaster/auth-client`, as Farcaster's app does.
 *
 * @example
 * const phone = createFarcasterTestClient({ relayUrl, relayAuthKey, rpcUrl })
 * await phone.signIn(urlShownInTheQrCode)
 */
export function createFarcasterTestClient(
  parameters: CreateFarcasterTestClientParameters,
): FarcasterTestClient {
  const account = privateKeyToAccount(parameters.privateKey ?? generatePrivateKey())
  const registry = parameters.idRegistry ?? farcasterIdRegistryAddress
  const transport = http(parameters.rpcUrl)
  const publicClient = createPublicClient({ transport })
  const ethereum = viemConnector({ rpcUrl: parameters.rpcUrl })
  const app = createAppClient({ relay: parameters.relayUrl, ethereum })
  const wallet = createWalletClient({ relay: parameters.relayUrl, ethereum })

  const fidOf = async () =>
    Number(
      await publicClient.readContract({
        address: registry,
        abi: devIdRegistryAbi,
        functionName: 'idOf',
        args: [account.address],
      }),
    )

  async function register(): Promise<number> {
    const known = await fidOf()
    if (known > 0) return known
    // A fresh key pays for its own registration: no shared dev account's nonce is touched.
    await createTestClient({ mode: 'anvil', transport }).setBalance({
      address: account.address,
      value: parseEther('1'),
    })
    const hash = await createViemWalletClient({ account, transport }).writeContract({
      address: registry,
      abi: devIdRegistryAbi,
      functionName: 'register',
      chain: null,
    })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error('Registering the fid failed')
    return fidOf()
  }

  async function signIn(
    url: string,
    overrides: { fid?: number | undefined; signature?: Hex | undefined } = {},
  ): Promise<FarcasterSignIn> {
    const parsed = wallet.parseSignInURI({ uri: url })
    if (parsed.isError) throw new Error(`Not a sign-in URL: ${url}`)
    const { channelToken } = parsed
    const channel = await app.status({ channelToken })
    if (channel.isError || !channel.response.ok) {
      throw new Error(`The relay does not know the channel ${channelToken}`)
    }
    const registered = await register()
    const fid = overrides.fid ?? registered
    const params = channel.data.signatureParams
    const built = wallet.buildSignInMessage({
      address: account.address,
      fid,
      uri: params.siweUri,
      domain: params.domain,
      nonce: params.nonce ?? channel.data.nonce,
      ...(params.notBefore ? { notBefore: new Date(params.notBefore) } : {}),
      ...(params.expirationTime ? { expirationTime: new Date(params.expirationTime) } : {}),
      ...(params.requestId ? { requestId: params.requestId } : {}),
    })
    if (built.isError) throw new Error(`The sign-in message cannot be built: ${built.error}`)
    const signature = overrides.signature ?? (await account.signMessage({ message: built.message }))
    const done = await wallet.authenticate({
      channelToken,
      authKey: parameters.relayAuthKey,
      message: built.message,
      signature,
      authMethod: 'custody',
      fid,
      username: parameters.username ?? `tester-${registered}`,
      displayName: parameters.username ?? `Tester ${registered}`,
      bio: '',
      pfpUrl: '',
    })
    if (done.isError || !done.response.ok) {
      throw new Error(`The relay refused the sign-in (${done.response?.status ?? done.error})`)
    }
    return { fid, message: built.message, signature, channelToken }
  }

  return { address: account.address, register, signIn }
}
