import { findNetwork } from '@airlock/core'
import type { ViewProps } from '../components/lazyView.js'
import { text } from '../i18n/text.js'
import { useStore } from '../store/useStore.js'
import { accountStyles } from '../styles/accountStyles.js'

/** One NFT: its image, name, description, collection, token id and network. */
export function NftDetailView({ appKit }: ViewProps) {
  const nftId = useStore(appKit, (state) => state.router.data.nftId)
  const nft = useStore(appKit, (state) =>
    state.nfts.nfts.find(
      (entry) => `${entry.chainId}:${entry.contract}:${entry.tokenId}` === nftId,
    ),
  )
  if (!nft) return <p className="muted center">{text(appKit, 'noNfts')}</p>
  const network = findNetwork(appKit, nft.chainId)
  return (
    <div className="stack">
      <style>{accountStyles}</style>
      {nft.image ? <img className="nft-image" src={nft.image} alt={nft.name} /> : null}
      <h3>{nft.name}</h3>
      {nft.description ? <p className="muted">{nft.description}</p> : null}
      <dl className="summary">
        <dt>{text(appKit, 'collection')}</dt>
        <dd>{nft.collection.name}</dd>
        <dt>{text(appKit, 'tokenId')}</dt>
        <dd>{nft.tokenId}</dd>
        <dt>{text(appKit, 'network')}</dt>
        <dd>{network?.name ?? nft.chainId}</dd>
      </dl>
    </div>
  )
}
