// @vitest-environment node
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import corePackageJson from '@airlock/core/package.json' with { type: 'json' }
import { createWalletConnectClient } from '@airlock/core/walletconnect'
import { type AirlockServer, createServer } from '@airlock/server'
import { createMemoryKeyValueStorage } from '@airlock/testing/walletconnect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// Pins the one write into WalletConnect's SDK (core's walletConnect/walletConnectInternals.ts). If
// this fails after an upgrade of @walletconnect/universal-provider, pages with a local relay wait
// 5 s on the hosted Verify service before each connection and request: fix that file first.

// WalletConnect's SDK skips its hosted Verify and telemetry services in test runs.
process.env.IS_VITEST = 'true'

type VerifyShape = { verifyUrlV3: unknown; register: unknown }

let server: AirlockServer
let relayUrl: string
beforeAll(async () => {
  server = await createServer({ port: 0, logLevel: 'silent', dataDir: 'memory', indexer: false })
  relayUrl = `${(await server.listen()).replace('http', 'ws')}/relay`
})
afterAll(async () => {
  await server?.close()
})

describe('WalletConnect internals the shared client relies on', () => {
  it('runs against the pinned @walletconnect/universal-provider', () => {
    const require = createRequire(import.meta.resolve('@airlock/core/walletconnect'))
    let directory = dirname(require.resolve('@walletconnect/universal-provider'))
    while (!directory.endsWith('universal-provider')) directory = dirname(directory)
    const installed = JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8')) as {
      version: string
    }
    expect(installed.version).toBe(
      corePackageJson.dependencies['@walletconnect/universal-provider'],
    )
  })

  it("points a real provider's Verify iframe at the local server, a field the SDK reads on register", async () => {
    const universalProviderOf = async (verifyUrl: false | undefined, prefix: string) => {
      const client = createWalletConnectClient({
        projectId: 'local-dev',
        relayUrl,
        verifyUrl,
        customStoragePrefix: prefix,
        storage: createMemoryKeyValueStorage(),
      })
      const provider = await client.getUniversalProvider()
      return (provider as { client: { core: { verify: VerifyShape } } }).client.core.verify
    }
    // `verifyUrl: false` leaves WalletConnect's own Verify URL, to check it is where it is expected.
    const hosted = await universalProviderOf(false, 'internals-hosted')
    expect(hosted.verifyUrlV3).toMatch(/^https:\/\/verify\.walletconnect\.(org|com)/)
    // The iframe URL is built from the field when a proposal or request is registered.
    expect(String(hosted.register)).toContain('this.verifyUrlV3')

    const local = await universalProviderOf(undefined, 'internals-local')
    expect(local.verifyUrlV3).toBe(
      `${relayUrl.replace('ws', 'http').replace(/\/relay$/, '')}/verify`,
    )
  })
})
