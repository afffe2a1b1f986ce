// What a page with no framework pays at start for Airlock, against a React page built the same way
// (Vite, code-split, minified by esbuild): @airlock/html's browser modules as shipped, and
// @airlock/react's createAppKit with React and ReactDOM, alone and with every network and the
// wagmi adapter. Each is measured as the size-limit budgets are: the module and the chunks it
// imports, lazy chunks left out, gzip. Build first (`pnpm build`).
//
// With `--check` it exits non-zero when a wagmi page's one module (airlock-wagmi.js) loads more at
// start than the React wagmi page: the rule the browser build is held to (npm test runs it).
//
//   pnpm --filter @airlock/bench run start:vanilla [--check]
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, transformWithEsbuild } from 'vite'

const root = fileURLToPath(new URL('../..', import.meta.url))
const html = join(root, 'packages/html')
const out = mkdtempSync(join(tmpdir(), 'airlock-start-'))

/** A page's modules as @airlock/html's browser build makes them: ES, code-split, minified. */
const buildPage = (entry, outDir, projectRoot) =>
  build({
    root: projectRoot,
    configFile: false,
    logLevel: 'error',
    plugins: [
      {
        name: 'minify-chunks',
        renderChunk: (code, chunk) =>
          transformWithEsbuild(code, chunk.fileName, { minify: true, target: 'es2022' }),
      },
    ],
    define: { 'process.env.NODE_ENV': '"production"', __AIRLOCK_HTML_VERSION__: '"0.0.0"' },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      lib: { entry: { page: entry }, formats: ['es'] },
      rollupOptions: {
        output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  })

try {
  await buildPage(fileURLToPath(new URL('reactPage.js', import.meta.url)), join(out, 'react'), root)
  await buildPage(
    fileURLToPath(new URL('reactWagmiPage.js', import.meta.url)),
    join(out, 'reactWagmi'),
    root,
  )
  await buildPage(join(html, 'src/exports/index.ts'), join(out, 'alone'), html)
  const browser = (file) => join(html, 'dist/browser', file)
  const react = ['@airlock/react, the same API, + React + ReactDOM', join(out, 'react/page.js')]
  const reactWagmi = [
    '@airlock/react, the same API, + networks + WagmiAdapter + React + ReactDOM',
    join(out, 'reactWagmi/page.js'),
  ]
  const onePage = ['@airlock/html airlock-wagmi.js (one module)', browser('airlock-wagmi.js')]
  // Pairs: each Airlock page and the React page it is held against.
  const pairs = [
    [['@airlock/html airlock.js (shipped)', browser('airlock.js')], react],
    [['@airlock/html airlock.js built alone', join(out, 'alone/page.js')], react],
    [onePage, reactWagmi],
    [
      [
        '@airlock/html airlock.js + networks.js + wagmi.js',
        [browser('airlock.js'), browser('networks.js'), browser('wagmi.js')],
      ],
      reactWagmi,
    ],
  ]
  // Each page measured once, by size-limit as the budgets measure it (.size-limit.js).
  const pages = [...new Set(pairs.flat())]
  const config = join(out, 'size-limit.mjs')
  writeFileSync(
    config,
    `import { withoutDynamicImports } from ${JSON.stringify(join(root, '.size-limit.js'))}
export default ${JSON.stringify(pages.map(([name, path]) => ({ name, path, gzip: true })))}.map(withoutDynamicImports)
`,
  )
  const output = execFileSync('pnpm', ['exec', 'size-limit', '--json', '--config', config], {
    cwd: root,
    encoding: 'utf8',
  })
  const sizes = new Map(
    JSON.parse(output.slice(output.indexOf('['))).map((result) => [result.name, result.size]),
  )
  const kb = (size) => `${(size / 1000).toFixed(1)} KB`
  console.log('| Airlock page | gzip | React page | gzip | ratio |\n|---|---|---|---|---|')
  for (const [[page], [reactPage]] of pairs) {
    const [size, reactSize] = [sizes.get(page), sizes.get(reactPage)]
    console.log(
      `| ${page} | ${kb(size)} | ${reactPage} | ${kb(reactSize)} | ×${(size / reactSize).toFixed(3)} |`,
    )
  }
  if (process.argv.includes('--check')) {
    const [size, reactSize] = [sizes.get(onePage[0]), sizes.get(reactWagmi[0])]
    if (size > reactSize) {
      console.error(
        `\nairlock-wagmi.js loads ${kb(size)} at start, more than the React wagmi page's ${kb(reactSize)}`,
      )
      process.exitCode = 1
    } else {
      console.log(
        `\nairlock-wagmi.js loads no more at start than the React wagmi page (${kb(size)} ≤ ${kb(reactSize)})`,
      )
    }
  }
} finally {
  rmSync(out, { recursive: true, force: true })
}
