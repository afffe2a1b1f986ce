// The site as it is served: the page, its script and @airlock/html's browser build (the modules
// the import map names, and the modal's chunks they load on demand), copied into dist.
import { cpSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const dist = join(root, 'dist')
rmSync(dist, { recursive: true, force: true })
for (const file of ['index.html', 'main.js']) cpSync(join(root, file), join(dist, file))
cpSync(join(root, 'node_modules', '@airlock', 'html', 'dist', 'browser'), join(dist, 'airlock'), {
  recursive: true,
})
console.log('Built dist: index.html, main.js and airlock/ (@airlock/html for the browser)')
