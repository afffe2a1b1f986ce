import type { AppKitNetwork } from '@airlock/core'
import {
  getDefaultAppKit,
  loadLazyActions,
  readNetwork,
  type SwitchNetworkOptions,
  type UseAppKitNetworkReturn,
  unknownNetwork,
} from '@airlock/ui'
import { computed, type Ref } from 'vue'
import { useAppKitSelection } from './useAppKitSelection.js'

/**
 * The active network and a way to switch it, as a ref (the wallet follows when connected). As in
 * AppKit, a failed switch shows an error toast and resolves; pass `{ throwOnFailure: true }` to
 * get the error. Before createAppKit the fields are undefined and switching does nothing.
 *
 * @example const network = useAppKitNetwork(); network.value.switchNetwork(base)
 */
export function useAppKitNetwork(): Readonly<Ref<UseAppKitNetworkReturn>> {
  const network = useAppKitSelection((state, appKit) => readNetwork(appKit, state), unknownNetwork)
  const switchTo = async (
    target: AppKitNetwork,
    { throwOnFailure = false }: SwitchNetworkOptions = {},
  ) => {
    const appKit = getDefaultAppKit()
    if (!appKit) return
    const { switchNetwork } = await loadLazyActions()
    await switchNetwork(appKit, { network: target, throwOnFailure })
  }
  return computed(() => ({ ...network.value, switchNetwork: switchTo }))
}
