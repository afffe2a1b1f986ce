import { type Config, type Connector, watchConnectors } from '@wagmi/core'

/**
 * The connector with `connectorId`, waiting up to `timeout` ms for it to appear: an EIP-6963
 * wallet can announce itself a moment after the page (and the wagmi config) has loaded.
 *
 * @example const connector = await findConnector(config, 'io.metamask', 500)
 */
export async function findConnector(
  config: Config,
  connectorId: string,
  timeout = 0,
): Promise<Connector | undefined> {
  const find = () => config.connectors.find((connector) => connector.id === connectorId)
  const found = find()
  if (found || timeout <= 0) return found
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      unwatch()
      resolve(find())
    }, timeout)
    const unwatch = watchConnectors(config, {
      onChange() {
        const connector = find()
        if (!connector) return
        clearTimeout(timer)
        unwatch()
        resolve(connector)
      },
    })
  })
}
