/** One dev account of the Bitcoin dev wallet: a P2WPKH payment key and a P2TR ordinals key. */
export type BitcoinDevAccount = {
  payment: { address: string; publicKey: string; privateKey: string }
  /** `publicKey` is the 32-byte x-only internal key. */
  ordinals: { address: string; publicKey: string; privateKey: string }
}

/**
 * The Bitcoin regtest dev accounts (`bcrt1…`), from fixed test keys: never use them with real
 * funds. The regtest node funds the first one's payment address at start (`bitcoinDevFunding`);
 * the others start empty. A test derives every address from its key again.
 */
export const bitcoinDevAccounts: readonly BitcoinDevAccount[] = [
  {
    payment: {
      address: 'bcrt1ql3e9pgs3mmwuwrh95fecme0s0qtn2880hlwwpw',
      publicKey: '034f355bdcb7cc0af728ef3cceb9615d90684bb5b2ca5f859ab0f0b704075871aa',
      privateKey: '11'.repeat(32),
    },
    ordinals: {
      address: 'bcrt1ps7e2sfd23vdd7q8saxf34llp4zrme5zt0r60uqvmwv9sfl52y9nqfjrpuc',
      publicKey: '6360e856310ce5d294e8be33fc807077dc56ac80d95d9cd4ddbd21325eff73f7',
      privateKey: '12'.repeat(32),
    },
  },
  {
    payment: {
      address: 'bcrt1qan5dp8qdayxfs4wtflhzaesjlxp3mq388gxwu6',
      publicKey: '028d7500dd4c12685d1f568b4c2b5048e8534b873319f3a8daa612b469132ec7f7',
      privateKey: '21'.repeat(32),
    },
    ordinals: {
      address: 'bcrt1pvf8l7evgsrnvjsh0e3f8622e0utw2asn0wyt8un8432xshzltqksrvkydk',
      publicKey: '466d7fcae563e5cb09a0d1870bb580344804617879a14949cf22285f1bae3f27',
      privateKey: '22'.repeat(32),
    },
  },
  {
    payment: {
      address: 'bcrt1qsvsxz8lsxg3rc86tk8am6g53l54n7s7eq98mfg',
      publicKey: '036930f46dd0b16d866d59d1054aa63298b357499cd1862ef16f3f55f1cafceb82',
      privateKey: '31'.repeat(32),
    },
    ordinals: {
      address: 'bcrt1pmr7jx4tupxtqkhwk5e8vzn3jsa7sw0cukmpdjtluua4x7wvmwgjqecez5y',
      publicKey: '90999dbbf43034bffb1dd53eac1eb4c33a4ea1c4f48ba585cfde3830840f0555',
      privateKey: '32'.repeat(32),
    },
  },
  {
    payment: {
      address: 'bcrt1qc57g95e40u0jnyes6kzeq7muvjmt0f0sw8et2l',
      publicKey: '02eec7245d6b7d2ccb30380bfbe2a3648cd7a942653f5aa340edcea1f283686619',
      privateKey: '41'.repeat(32),
    },
    ordinals: {
      address: 'bcrt1p8s5s272f00t406adq60d740al8fhwe3ycdx68vh4ee7u8knx0lsqfkumeg',
      publicKey: '24653eac434488002cc06bbfb7f10fe18991e35f9fe4302dbea6d2353dc0ab1c',
      privateKey: '42'.repeat(32),
    },
  },
]
