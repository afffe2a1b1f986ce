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
  // Pairs: each Airlock page, then the React page it is held against.
  const pairs = [
    [
      ['@airlock/html airlock.js (shipped)', browser('airlock.js')],
      ['@airlock/react, the same API, + React + ReactDOM', join(out, 'react/page.js')],
    ],
    [
      ['@airlock/html airlock.js built alone', join(out, 'alone/page.js')],
      ['@airlock/react, the same API, + React + ReactDOM', join(out, 'react/page.js')],
    ],
    [
      ['@airlock/html airlock-wagmi.js (one module)', browser('airlock-wagmi.js')],
      [
        '@airlock/react, the same API, + networks + WagmiAdapter + React + ReactDOM',
        join(out, 'reactWagmi/page.js'),
      ],
    ],
    [
      [
        '@airlock/html airlock.js + networks.js + wagmi.js',
        [browser('airlock.js'), browser('networks.js'), browser('wagmi.js')],
      ],
      [
        '@airlock/react, the same API, + networks + WagmiAdapter + React + ReactDOM',
        join(out, 'reactWagmi/page.js'),
      ],
    ],
  ]
  const rows = pairs.flat()
  // size-limit's own measure, with the budgets' rule: dynamic imports are left out.
  const config = join(out, 'size-limit.mjs')
  writeFileSync(
    config,
    `const leaveOut = { name: 'leave-out-dynamic-imports', setup(build) { build.onResolve({ filter: /.*/ }, (args) => args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined) } }
export default ${JSON.stringify(rows.map(([name, path]) => ({ name, path, gzip: true })))}.map((entry) => ({ ...entry, modifyEsbuildConfig: (c) => ({ ...c, plugins: [...(c.plugins ?? []), leaveOut] }) }))
`,
  )
  const output = execFileSync('pnpm', ['exec', 'size-limit', '--json', '--config', config], {
    cwd: root,
    encoding: 'utf8',
  })
  const results = JSON.parse(output.slice(output.indexOf('[')))
  const kb = (size) => `${(size / 1000).toFixed(1)} KB`
  console.log('| Airlock page | gzip | React page | gzip | ratio |\n|---|---|---|---|---|')
  for (let index = 0; index < results.length; index += 2) {
    const [page, react] = [results[index], results[index + 1]]
    console.log(
      `| ${page.name} | ${kb(page.size)} | ${react.name} | ${kb(react.size)} | ×${(page.size / react.size).toFixed(3)} |`,
    )
  }
  if (process.argv.includes('--check')) {
    const onePage = results.find((result) => result.name.includes('airlock-wagmi.js'))
    const reactWagmi = results[results.indexOf(onePage) + 1]
    if (onePage.size > reactWagmi.size) {
      console.error(
        `\nairlock-wagmi.js loads ${kb(onePage.size)} at start, more than the React wagmi page's ${kb(reactWagmi.size)}`,
      )
      process.exitCode = 1
    } else {
      console.log(
        `\nairlock-wagmi.js loads no more at start than the React wagmi page (${kb(onePage.size)} ≤ ${kb(reactWagmi.size)})`,
      )
    }
  }
} finally {
  rmSync(out, { recursive: true, force: true })
}
