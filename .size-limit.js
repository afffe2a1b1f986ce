// size-limit budgets. Each entry measures what loads with its import: dynamic imports are left
// out, because every lazy chunk (views, tabs, WalletConnect) has a budget of its own.
import entries from './.size-limit.entries.json' with { type: 'json' }

/** Marks the `import()`s that `leaveOut` accepts external, so a budget does not count them. */
const leaveOutDynamicImports = (leaveOut) => ({
  name: 'leave-out-dynamic-imports',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' && leaveOut(args.path)
        ? { path: args.path, external: true }
        : undefined,
    )
  },
})

const withPlugin = (entry, plugin) => ({
  ...entry,
  modifyEsbuildConfig: (config) => ({ ...config, plugins: [...(config.plugins ?? []), plugin] }),
})

/** An entry measured as the budgets measure what loads with an import: its `import()`s left out. */
export const withoutDynamicImports = (entry) =>
  withPlugin(
    entry,
    leaveOutDynamicImports(() => true),
  )

// `includeLazyChunks` marks an entry that is itself loaded on demand and counts all it pulls in,
// except the packages in `neverLoaded`: dynamic imports that Airlock's options never reach (such
// as the QR modal WalletConnect's provider imports only with `showQrModal`).
export default entries.map(({ includeLazyChunks, neverLoaded, ...entry }) => {
  if (!includeLazyChunks) return withoutDynamicImports(entry)
  if (!neverLoaded) return entry
  return withPlugin(
    entry,
    leaveOutDynamicImports((path) =>
      neverLoaded.some((name) => path === name || path.startsWith(`${name}/`)),
    ),
  )
})
