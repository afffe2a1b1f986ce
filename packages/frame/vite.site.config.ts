import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defineConfig, type Plugin } from 'vite'

/**
 * Subresource integrity for the frame site: every script and stylesheet tag gets an `integrity`
 * attribute, and `integrity.json` lists the hash of each file, so an operator can publish what
 * the frame is meant to run and anyone can compare it with what a server sends.
 */
function subresourceIntegrity(): Plugin {
  return {
    name: 'airlock-frame-sri',
    apply: 'build',
    enforce: 'post',
    // Hashes what was written (the bundler appends source-map comments after generating).
    writeBundle(options, bundle) {
      const outDir = options.dir ?? ''
      const hashes: Record<string, string> = {}
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css)$/.test(fileName)) continue
        const source = readFileSync(join(outDir, fileName))
        hashes[fileName] = `sha384-${createHash('sha384').update(source).digest('base64')}`
      }
      for (const page of Object.keys(bundle).filter((fileName) => fileName.endsWith('.html'))) {
        const htmlPath = join(outDir, page)
        const html = readFileSync(htmlPath, 'utf8').replace(
          /<(script|link)([^>]*?)\s(src|href)="\.\/([^"]+)"([^>]*)>/g,
          (tag, name, before, attribute, file, after) =>
            hashes[file]
              ? `<${name}${before} ${attribute}="./${file}" integrity="${hashes[file]}"${after}>`
              : tag,
        )
        writeFileSync(htmlPath, html)
      }
      writeFileSync(join(outDir, 'integrity.json'), `${JSON.stringify(hashes, null, 2)}\n`)
    },
  }
}

// The frame site: static pages (index.html, the frame; approve.html, the approval window of
// browsers without IntersectionObserver v2) and hashed assets that the Airlock server serves on
// the frame's own origin. No inline scripts or styles, so they run under a strict CSP.
export default defineConfig({
  root: fileURLToPath(new URL('./site', import.meta.url)),
  base: './',
  resolve: { conditions: ['@airlock/source', ...defaultClientConditions] },
  plugins: [subresourceIntegrity()],
  build: {
    outDir: fileURLToPath(new URL('./dist/site', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: false,
    assetsInlineLimit: 0,
    // The site ships no source maps: they would name the build machine's dependency paths, and
    // its code is plain in the package's src/site.
    sourcemap: false,
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('./site/index.html', import.meta.url)),
        approve: fileURLToPath(new URL('./site/approve.html', import.meta.url)),
      },
    },
  },
})
