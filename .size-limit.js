// size-limit budgets. Each entry measures what loads with its import: dynamic imports are left
// out, because every lazy chunk (views, tabs, WalletConnect) has a budget of its own.
import entries from './.size-limit.entries.json' with { type: 'json' }

/** Marks every `import()` external, so a budget covers the static closure of its entry only. */
const leaveOutLazyChunks = {
  name: 'leave-out-lazy-chunks',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    )
  },
}

// `includeLazyChunks` marks an entry that is itself loaded on demand and counts all it pulls in.
export default entries.map(({ includeLazyChunks, ...entry }) =>
  includeLazyChunks
    ? entry
    : {
        ...entry,
        modifyEsbuildConfig: (config) => ({
          ...config,
          plugins: [...(config.plugins ?? []), leaveOutLazyChunks],
        }),
      },
)
