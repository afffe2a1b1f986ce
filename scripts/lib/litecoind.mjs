// The Bitcoin regtest node of the local stack and the tests: Debian's litecoind, a Bitcoin Core
// fork that validates Bitcoin scripts (segwit and taproot active from block 0 on regtest).
import { existsSync } from 'node:fs'
import { aptInstall } from './bootstrap.mjs'

// Run directly: the /usr/bin/litecoind wrapper writes a config file into $HOME.
const litecoind = '/usr/lib/litecoin/litecoind'

/** Path of litecoind; installs Debian's `litecoind` with apt when missing and allowed. */
export async function ensureLitecoind() {
  if (existsSync(litecoind)) return litecoind
  if (process.getuid?.() !== 0 || !existsSync('/etc/debian_version')) {
    throw new Error(
      'The Bitcoin regtest node needs litecoind: run "sudo apt-get install -y litecoind" and try again',
    )
  }
  await aptInstall(['litecoind'])
  if (!existsSync(litecoind)) throw new Error('litecoind was installed but not found')
  return litecoind
}
