// `attw` (Are the Types Wrong?) on the tarball pnpm packs for the package in the working directory:
// the one `changeset publish` ships, workspace ranges resolved. `attw --pack` packs with npm,
// which took 6.5 s of core's 8 s check on 2 cores; pnpm's pack took 2.2 s.
//
//   node ../../scripts/attwPacked.mjs --profile esm-only   (from a package's folder)
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const packer = process.env.npm_execpath?.includes('pnpm')
  ? [process.execPath, process.env.npm_execpath]
  : ['pnpm']
const folder = mkdtempSync(join(tmpdir(), 'airlock-attw-'))
try {
  execFileSync(packer[0], [...packer.slice(1), 'pack', '--pack-destination', folder], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const [tarball] = readdirSync(folder)
  if (!tarball) throw new Error(`pnpm pack wrote no tarball in ${folder}`)
  execFileSync('attw', [join(folder, tarball), ...process.argv.slice(2)], { stdio: 'inherit' })
} catch (error) {
  // attw's own report is already printed; its exit status is the check's.
  process.exitCode = typeof error.status === 'number' ? error.status : 1
  if (typeof error.status !== 'number') console.error(error.message)
} finally {
  rmSync(folder, { recursive: true, force: true })
}
