import { getFreePort, startDevnet } from '@airlock/testing/devnet'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** RPC URLs of this run's devnet chains (31337 and 31338). */
    devnetRpcUrls: { primary: string; secondary: string }
  }
}

/**
 * Starts the two anvil chains once for the run, in Node rather than in the tests' happy-dom
 * window (whose fetch logs every refused connection while anvil is starting).
 */
export default async function setup(project: TestProject) {
  const devnet = await startDevnet({
    ports: { primary: await getFreePort(), secondary: await getFreePort() },
    assetsPort: false,
  })
  project.provide('devnetRpcUrls', {
    primary: devnet.chains.primary.rpcUrl,
    secondary: devnet.chains.secondary.rpcUrl,
  })
  return () => devnet.stop()
}
