// npm start: install, build, then run the local stack until Ctrl-C.
import { ensurePnpm, installDependencies, log, run } from './lib/bootstrap.mjs'
import { ensureLitecoind } from './lib/litecoind.mjs'

const pnpm = ensurePnpm()
await installDependencies(pnpm)
// The Bitcoin regtest node (Debian's litecoind), installed with apt when missing.
await ensureLitecoind()
log('building packages')
await run(pnpm, ['turbo', 'run', 'build', '--output-logs=errors-only'])
// The stack script owns its children and stops them by PID on Ctrl-C.
await import('./stack.mjs')
