import { createServer } from '@airlock/server'
import { bitcoinRegtest } from '@airlock/testing'
import { getFreePort, startRegtest } from '@airlock/testing/devnet'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's Airlock server (data API and Esplora-compatible routes over the node). */
    apiUrl: string
    /** The WalletConnect relay of this run's server (`ws://…/relay`). */
    relayUrl: string
    /** This run's regtest node. */
    regtest: { rpcUrl: string; rpcUser: string; rpcPassword: string }
  }
}

/**
 * Starts a Bitcoin regtest node and an Airlock server in front of it (with its WalletConnect
 * relay) once for the run, in Node rather than in the tests' happy-dom window.
 */
export default async function setup(project: TestProject) {
  const node = await startRegtest({ rpcPort: await getFreePort() })
  const server = await createServer({
    port: 0,
    logLevel: 'silent',
    dataDir: 'memory',
    indexer: false,
    rateLimit: false,
    chains: [],
    bitcoinNetworks: [
      {
        caipNetworkId: bitcoinRegtest.caipNetworkId,
        name: bitcoinRegtest.name,
        addressFormat: 'regtest',
        source: {
          type: 'core',
          rpcUrl: node.rpcUrl,
          rpcUser: node.rpcUser,
          rpcPassword: node.rpcPassword,
        },
      },
    ],
  }).catch(async (error) => {
    await node.stop()
    throw error
  })
  const apiUrl = await server.listen()
  project.provide('apiUrl', apiUrl)
  project.provide('relayUrl', `${apiUrl.replace('http', 'ws')}/relay`)
  project.provide('regtest', {
    rpcUrl: node.rpcUrl,
    rpcUser: node.rpcUser,
    rpcPassword: node.rpcPassword,
  })
  return async () => {
    await server.close()
    await node.stop()
  }
}
