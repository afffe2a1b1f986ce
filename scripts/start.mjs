// npm start: install, build, then run the local stack until Ctrl-C.
import { ensurePnpm, installDependencies, log, run } from './lib/bootstrap.mjs'

const pnpm = ensurePnpm()
await installDependencies(pnpm)
log('building packages')
await run(pnpm, ['turbo', 'run', 'build', '--output-logs=errors-only'])
// The stack script owns its children and stops them by PID on Ctrl-C.
await import('./stack.mjs')
