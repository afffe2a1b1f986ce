import { authNamespaces, ID_AUTH } from '../../auth/constants.js'
import type { AppKit } from '../../createAppKit.js'
import { type ConnectReturnType, connectOne } from '../connect.js'

/**
 * After a login, connects the embedded wallet (`ID_AUTH`) on every namespace the auth connector
 * serves and an adapter is configured for: the active namespace first when it is one of them
 * (it stays active, its account is the answer), else eip155, then the others on their own
 * networks. A namespace that fails leaves the others connected.
 */
export async function connectAuth(appKit: AppKit): Promise<ConnectReturnType> {
  const active = appKit.state.activeNamespace
  const [lead = 'eip155', ...others] = authNamespaces
    .filter((namespace) => appKit.adapters.has(namespace))
    .sort((a, b) => Number(b === active) - Number(a === active))
  const connection = await connectOne(appKit, { connectorId: ID_AUTH, namespace: lead })
  for (const namespace of others)
    await connectOne(appKit, { connectorId: ID_AUTH, namespace, activate: false }).catch(
      () => undefined,
    )
  return connection
}
