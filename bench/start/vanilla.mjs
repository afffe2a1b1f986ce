// What a page with no framework pays at start for Airlock, against a React page: @airlock/html's
// browser module (dist/browser/airlock.js, as built and shipped, beside networks.js and wagmi.js),
// the same module built alone, and @airlock/react's createAppKit with React and ReactDOM built the
// same way (Vite, code-split, minified by esbuild). Each is measured as the size-limit budgets are:
// the module and the chunks it imports, lazy chunks left out, gzip. Build first (`pnpm build`).
//
//   pnpm --filter @airlock/bench run start:vanilla
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
  await buildPage(join(html, 'src/exports/index.ts'), join(out, 'alone'), html)
  const rows = [
    ['@airlock/html dist/browser/airlock.js (shipped)', join(html, 'dist/browser/airlock.js')],
    ['@airlock/html airlock.js built alone', join(out, 'alone/page.js')],
    ['@airlock/react createAppKit + React + ReactDOM', join(out, 'react/page.js')],
  ]
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
  const react = results.at(-1).size
  console.log('| What a page loads at start | gzip | × React page |\n|---|---|---|')
  for (const { name, size } of results)
    console.log(`| ${name} | ${(size / 1000).toFixed(1)} KB | ×${(size / react).toFixed(3)} |`)
} finally {
  rmSync(out, { recursive: true, force: true })
}
