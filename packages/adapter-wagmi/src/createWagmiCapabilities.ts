import type { AdapterCapabilities } from '@airlock/core'
import type { Config } from '@wagmi/core'

export type WagmiCapabilities = Pick<
  AdapterCapabilities,
  | 'eip155:signMessage'
  | 'eip155:sendTransaction'
  | 'eip155:writeContract'
  | 'eip155:estimateGas'
  | 'eip155:simulateCalls'
>

/**
 * The eip155 capabilities of the wagmi adapter, each running through wagmi's action on the
 * current connection. User rejections surface as core's `UserRejectedRequestError` (the wallet's
 * 4001 error is its `cause`).
 *
 * @example await createWagmiCapabilities(config)['eip155:signMessage']({ message, address })
 */
export function createWagmiCapabilities(config: Config): WagmiCapabilities {
  // The actions (and the viem code behind them) load on first use, not with the page.
  const actions = async () => (await import('./wagmiActions.js')).wagmiActions
  return {
    'eip155:signMessage': async (parameters) => (await actions()).signWithWagmi(config, parameters),
    'eip155:sendTransaction': async (parameters) =>
      (await actions()).sendWithWagmi(config, parameters),
    'eip155:writeContract': async (parameters) =>
      (await actions()).writeWithWagmi(config, parameters),
    'eip155:estimateGas': async (parameters) =>
      (await actions()).estimateWithWagmi(config, parameters),
    // The previews' simulation: viem is here already; the code loads with the first preview.
    'eip155:simulateCalls': async (parameters) =>
      (await import('@airlock/core/preview')).simulateAssetChanges(parameters),
  }
}
