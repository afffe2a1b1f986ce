// Reads the export lists a package's snapshot tests pin (`src/exports/*.test.ts`): for each entry
// point a test imports (`import('./networks.js')`), the names its snapshot, inline snapshot or
// `toEqual([...])` lists.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'

/** Entry (`.`, `./networks`) → the names its export test lists. */
export function readExportSnapshots(packageDir: string): Map<string, string[]> {
  const dir = join(packageDir, 'src', 'exports')
  const result = new Map<string, string[]>()
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.test.ts'))) {
    const path = join(dir, file)
    const snapshotPath = join(dir, '__snapshots__', `${file}.snap`)
    const snapshots = existsSync(snapshotPath) ? readFileSync(snapshotPath, 'utf8') : ''
    const source = ts.createSourceFile(
      path,
      readFileSync(path, 'utf8'),
      ts.ScriptTarget.ES2022,
      true,
    )
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        ['it', 'test'].includes(node.expression.text) &&
        node.arguments[0] &&
        ts.isStringLiteralLike(node.arguments[0])
      ) {
        const title = node.arguments[0].text
        const body = node.arguments[1]?.getText() ?? ''
        const imported = /import\(['"]\.\/([\w-]+)\.js['"]\)/.exec(body)?.[1]
        if (imported) {
          const entry = imported === 'index' ? '.' : `./${imported}`
          const names = listedNames(body, snapshots, title)
          if (names) result.set(entry, names)
        }
        return
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return result
}

function listedNames(body: string, snapshots: string, title: string): string[] | undefined {
  const quoted = (text: string) =>
    [...text.matchAll(/"([^"]+)"|'([^']+)'/g)].map((m) => m[1] ?? m[2] ?? '')
  const inline = /toMatchInlineSnapshot\(\s*`([^`]*)`/.exec(body)
  if (inline?.[1] !== undefined) return quoted(inline[1])
  const equal = /toEqual\(\s*(\[[^\]]*\])/.exec(body)
  if (equal?.[1] !== undefined) return quoted(equal[1])
  if (body.includes('toMatchSnapshot(')) {
    const key = `exports[\`${title} 1\`] = \``
    const start = snapshots.indexOf(key)
    if (start < 0) return undefined
    const end = snapshots.indexOf('`;', start + key.length)
    return quoted(snapshots.slice(start + key.length, end))
  }
  return undefined
}
