import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, posix, relative } from 'node:path'

/** Files a published package must not hold: tests, their data, the build's own config. */
const testFile =
  /\.(test|spec)\.[cm]?[jt]sx?$|\.test-data\.[cm]?[jt]s$|^(vitest|tsup|vite)\.config\.[cm]?[jt]s$/
/** Test helpers' folders: shipped only when an export reaches them (core's `./testing`). */
const testFolder = /(^|\/)(test|tests|__tests__|fixtures)\//

/**
 * What is wrong with an unpacked package (the `package/` folder of its tarball): no README, no
 * licence file or field, a test shipped, or a source map whose sources lie outside the package or
 * are neither shipped nor embedded. Returns one line per problem, empty when the package is fine.
 */
export function checkPackageContents(root: string): string[] {
  const problems: string[] = []
  const files = listFiles(root)
  const shipped = new Set(files)
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Manifest
  if (!files.some((file) => /^readme(\.md)?$/i.test(file))) problems.push('no README')
  if (!files.some((file) => /^(licen[cs]e|copying)(\.md|\.txt)?$/i.test(file))) {
    problems.push('no LICENSE file')
  }
  if (!manifest.license) problems.push('no "license" in package.json')
  const reachable = reachableFromExports(root, manifest, shipped)
  for (const file of files) {
    if (testFile.test(file) || (testFolder.test(file) && !reachable.has(file))) {
      problems.push(`ships a test file: ${file}`)
    }
  }
  for (const file of files.filter((name) => name.endsWith('.map'))) {
    problems.push(...checkSourceMap(root, file, shipped))
  }
  return problems
}

type Manifest = { license?: string; exports?: unknown; bin?: unknown; main?: string }

/**
 * Every shipped file the package's `exports`, `bin` and `main` reach, following relative imports
 * (and the `.js` → `.ts` of a source file), with each module's source map and declaration.
 */
function reachableFromExports(
  root: string,
  manifest: Manifest,
  shipped: ReadonlySet<string>,
): Set<string> {
  const targets: string[] = []
  const collect = (value: unknown) => {
    if (typeof value === 'string') targets.push(value)
    else if (value && typeof value === 'object') Object.values(value).forEach(collect)
  }
  collect(manifest.exports)
  collect(manifest.bin)
  collect(manifest.main)
  const reached = new Set<string>()
  const queue = targets.map((target) => posix.normalize(target))
  while (queue.length) {
    const file = queue.pop() as string
    const found = [file, file.replace(/\.js$/, '.ts'), file.replace(/\.js$/, '.tsx')].find(
      (candidate) => shipped.has(candidate),
    )
    if (!found || reached.has(found)) continue
    reached.add(found)
    for (const companion of [`${found}.map`, found.replace(/\.js$/, '.d.ts')]) {
      if (shipped.has(companion)) reached.add(companion)
    }
    if (!/\.(c|m)?[jt]sx?$/.test(found)) continue
    const source = readFileSync(join(root, found), 'utf8')
    for (const match of source.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      queue.push(posix.normalize(posix.join(posix.dirname(found), match[1] as string)))
    }
  }
  return reached
}

function checkSourceMap(root: string, file: string, shipped: ReadonlySet<string>): string[] {
  let map: { sources?: string[]; sourceRoot?: string; sourcesContent?: (string | null)[] }
  try {
    map = JSON.parse(readFileSync(join(root, file), 'utf8'))
  } catch {
    return [`${file}: not JSON`]
  }
  const problems: string[] = []
  for (const [index, source] of (map.sources ?? []).entries()) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(source) && !source.startsWith('webpack:')) {
      problems.push(`${file}: source ${source} is an absolute URL or path`)
      continue
    }
    const path = posix.normalize(posix.join(posix.dirname(file), map.sourceRoot ?? '', source))
    if (path.startsWith('../') || posix.isAbsolute(source)) {
      problems.push(`${file}: source ${source} points outside the package`)
    } else if (!shipped.has(path) && typeof map.sourcesContent?.[index] !== 'string') {
      problems.push(`${file}: source ${path} is neither shipped nor embedded`)
    }
  }
  return problems
}

/** Every file under `root`, as a POSIX path relative to it. */
function listFiles(root: string): string[] {
  const found: string[] = []
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name)
      if (statSync(path).isDirectory()) walk(path)
      else found.push(relative(root, path).split('\\').join('/'))
    }
  }
  if (existsSync(root)) walk(root)
  return found.sort()
}

/** The folder a tarball unpacked into (npm's tarballs hold one top folder, `package/`). */
export function unpackedRoot(folder: string): string {
  const [top] = readdirSync(folder)
  if (!top) throw new Error(`${folder} is empty`)
  return join(folder, top)
}
