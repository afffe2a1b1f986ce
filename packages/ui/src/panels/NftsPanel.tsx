import { type AppKit, fetchNfts, pushView, selectAccount } from '@airlock/core'
import { Spinner } from '../components/Spinner.js'
import { useShownEffect } from '../components/useShownEffect.js'
import { text } from '../i18n/text.js'
import { useStore } from '../store/useStore.js'

/** The NFTs tab: the account's NFTs (image, name, collection); each opens its detail view. */
export function NftsPanel({ appKit }: { appKit: AppKit }) {
  const address = useStore(appKit, (state) => selectAccount(state)?.address)
  const networkId = useStore(appKit, (state) => state.activeNetworkId)
  const { nfts, status } = useStore(appKit, (state) => state.nfts)

  useShownEffect(() => {
    if (address && networkId) void fetchNfts(appKit)
  }, [appKit, address, networkId])

  if (nfts.length === 0) {
    if (status === 'loading' || status === 'idle') return <Spinner appKit={appKit} />
    return <p className="muted center">{text(appKit, 'noNfts')}</p>
  }
  return (
    <ul className="nft-grid" aria-label={text(appKit, 'nfts')}>
      {nfts.map((nft) => {
        const nftId = `${nft.chainId}:${nft.contract}:${nft.tokenId}`
        return (
          <li key={nftId}>
            <button
              type="button"
              className="nft"
              onClick={() => pushView(appKit, { view: 'NftDetail', data: { nftId } })}
            >
              {nft.image ? (
                <img src={nft.image} alt="" loading="lazy" />
              ) : (
                <span className="nft-image" aria-hidden="true" />
              )}
              <span className="ellipsis">{nft.name}</span>
              <span className="muted ellipsis">{nft.collection.name}</span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
