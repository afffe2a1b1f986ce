import type { AppKit } from '../createAppKit.js'
import { AuthConnectorNotFoundError } from '../errors/auth.js'
import type { ConnectErrorType } from './connect.js'
import { connectAuth } from './internal/connectAuth.js'

export type ConnectPasskeyReturnType = { address: string }

export type ConnectPasskeyErrorType = AuthConnectorNotFoundError | ConnectErrorType | Error

/**
 * Passkey-first sign-up or login (`features.passkey`): the wallet frame shows its passkey card,
 * where the visitor creates a passkey or uses theirs (no time limit: it waits for them); the
 * server verifies the passkey, the frame opens or makes the wallet with the passkey's PRF, and
 * the embedded wallet connects through the auth connector. A passkey without PRF is refused on
 * the frame's card, which names the fallback (email or a social login); the visitor's Cancel
 * rejects with the frame's user rejection.
 *
 * @example button.onclick = () => connectPasskey(appKit)
 */
export async function connectPasskey(appKit: AppKit): Promise<ConnectPasskeyReturnType> {
  const auth = appKit.auth
  if (!auth) throw new AuthConnectorNotFoundError()
  const network = appKit.state.chains.eip155?.networkId
  await auth.connectPasskey({ chainId: network ? Number(network.split(':')[1]) : undefined })
  const connection = await connectAuth(appKit)
  return { address: connection.address }
}
