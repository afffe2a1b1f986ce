import { build, type Plugin } from 'esbuild'

export type FirstLoadInputsParameters = {
  /** The dapp's entry module: what it imports and calls, as TypeScript. */
  source: string
  /** The folder `source`'s relative imports resolve from (usually the package under test). */
  resolveDir: string
  /** Module ids replaced by others, as esbuild's `alias` option. */
  alias?: Record<string, string>
}
export type FirstLoadInputsReturnType = string[]

/**
 * What a browser leaves for later: every dynamic import stays out of the bundle, as a lazy chunk
 * would until first asked for.
 */
const leaveOutDynamicImports: Plugin = {
  name: 'leave-out-dynamic-imports',
  setup(context) {
    context.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    )
  },
}

/**
 * The files a dapp's first load pulls in for `source`: bundled by esbuild for the browser from
 * the workspace's TypeScript sources (the `@airlock/source` condition), React left out, dynamic
 * imports left out. Paths are relative to the working directory, as esbuild's metafile gives
 * them; a test matches them with patterns.
 *
 * @example
 * const inputs = await firstLoadInputs({
 *   source: "export { SolanaAdapter } from './src/exports/index.ts'",
 *   resolveDir: packageDir,
 * })
 * expect(inputs.filter((input) => input.includes('@solana/web3.js'))).toEqual([])
 */
export async function firstLoadInputs(
  parameters: FirstLoadInputsParameters,
): Promise<FirstLoadInputsReturnType> {
  const { source, resolveDir, alias } = parameters
  const result = await build({
    stdin: { contents: source, resolveDir, loader: 'ts' },
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    logLevel: 'silent',
    conditions: ['@airlock/source'],
    external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
    plugins: [leaveOutDynamicImports],
    ...(alias ? { alias } : {}),
  })
  return Object.keys(result.metafile.inputs)
}
