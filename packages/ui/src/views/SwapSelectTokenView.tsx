import {
  formatBalance,
  getLocale,
  getSwapTokenSections,
  goBack,
  type SwapTokenOption,
  setSwapToken,
} from '@airlock/core'
import type { ViewProps } from '../components/lazyView.js'
import type { TokenPickerOption } from '../components/listTokenOptions.js'
import { TokenPicker } from '../components/TokenPicker.js'
import { useStore } from '../store/useStore.js'
import { accountStyles } from '../styles/accountStyles.js'

/**
 * The swap token picker: a search over the server's swap tokens, the visitor's tokens first, then
 * the popular ones (the spec's suggested symbols first), each token once. Choosing one sets the
 * side SwapView opened it for and goes back.
 */
export function SwapSelectTokenView({ appKit }: ViewProps) {
  const tokens = useStore(appKit, (state) => state.swap?.tokens ?? [])
  const target = useStore(appKit, (state) => state.router.data.swapTarget ?? 'from')
  const selected = useStore(appKit, (state) =>
    target === 'from' ? state.swap?.fromToken?.address : state.swap?.toToken?.address,
  )
  const { yours, popular } = getSwapTokenSections(tokens)
  const locale = getLocale(appKit)
  const toOption = (token: SwapTokenOption): TokenPickerOption => ({
    key: token.address,
    symbol: token.symbol,
    name: token.name,
    logoUri: token.logoUri,
    balance: token.balance ? formatBalance(token.balance, 4, locale) : undefined,
  })

  return (
    <>
      <style>{accountStyles}</style>
      <TokenPicker
        appKit={appKit}
        sections={[
          { title: 'yourTokens', options: yours.map(toOption) },
          { title: 'popularTokens', options: popular.map(toOption) },
        ]}
        selected={selected}
        onPick={(key) => {
          const token = tokens.find((candidate) => candidate.address === key)
          if (!token) return
          setSwapToken(appKit, { target, token })
          goBack(appKit)
        }}
      />
    </>
  )
}
