import { getFreePort } from '@airlock/testing/devnet'
import { startSolanaChain } from '@airlock/testing/solana'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** RPC URL of a local Solana chain (LiteSVM) shared by the tests that run in a DOM. */
    solanaRpcUrl: string
  }
}

/**
 * Starts one local Solana chain in Node for the tests that run in happy-dom, whose window cannot
 * serve the chain's WebSocket subscriptions. Node tests start their own.
 */
export default async function setup(project: TestProject) {
  const chain = await startSolanaChain({ port: await getFreePort() })
  project.provide('solanaRpcUrl', chain.rpcUrl)
  return () => chain.close()
}
