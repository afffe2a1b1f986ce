import type { Address } from 'viem'
import { devAccounts, devnetAssets } from './devnet.js'

/**
 * The ERC-1155 on both devnet chains: OpenZeppelin's `ERC1155PresetMinterPauser` (the build
 * published in `@openzeppelin/contracts` 3.4.2-solc-0.7), deployed by `devnetDeployer` after the
 * protocols, so no dev account's nonce moves. It has no name or symbol (ERC-1155 defines none);
 * `uri` is one template for every id, whose `{id}` a reader replaces with the id as 64 lowercase
 * hex digits. The seeding mints ids 1–3 to the deployer (a `TransferBatch` from the zero
 * address), mints to account 1 (`TransferSingle`), then sends to account 2 (`TransferSingle`) and
 * account 3 (`TransferBatch`).
 */
export const devnetMultiToken = {
  address: '0x286DE95424861F419Ab9647E978D53385854428C',
  uri: `${devnetAssets.baseUrl}/item/{id}.json`,
  /** Each id's name in its metadata (`/item/{id}.json`, image `/item/{n}.svg`). */
  items: { 1: 'Lamp Oil', 2: 'Wick', 3: 'Chimney Glass' },
  /** What the dev accounts hold right after seeding: id → amount. */
  holdings: {
    [devAccounts[1].address]: { 1: 10n },
    [devAccounts[2].address]: { 2: 10n },
    [devAccounts[3].address]: { 1: 10n, 3: 5n },
  },
} as const satisfies {
  address: Address
  uri: string
  items: Record<number, string>
  holdings: Record<Address, Record<number, bigint>>
}
