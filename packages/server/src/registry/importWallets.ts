import type { CreateServerOptions } from '../createServer.js'
import { createStorage } from '../storage/createStorage.js'
import { migrate } from '../storage/migrations.js'
import { importExplorerWallets, walletConnectExplorerUrl } from './importExplorerWallets.js'

/**
 * `airlock-server import-wallets`: imports the explorer list into the configured storage (the
 * embedded database or Postgres), prints what was stored and what was refused, and returns the
 * exit code: 0 when stored, 1 when the import failed (the stored registry is then unchanged).
 *
 * @example process.exit(await importWallets(readEnvOptions(process.env)))
 */
export async function importWallets(options: CreateServerOptions): Promise<number> {
  const source = options.registryImport?.url ?? walletConnectExplorerUrl
  let storage: Awaited<ReturnType<typeof createStorage>> | undefined
  try {
    storage = await createStorage({ databaseUrl: options.databaseUrl, dataDir: options.dataDir })
    await migrate(storage)
    const { wallets, refused } = await importExplorerWallets(storage, {
      url: source,
      projectId: options.registryImport?.projectId,
    })
    for (const item of refused) console.error(`refused ${item.id}: ${item.reason}`)
    process.stdout.write(
      `Imported ${wallets.length} wallets from ${source}; refused ${refused.length}.\n`,
    )
    return 0
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    console.error('The stored wallet registry is unchanged.')
    return 1
  } finally {
    await storage?.close()
  }
}
