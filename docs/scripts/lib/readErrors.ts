// Reads the error family from the shipped sources of the public packages: every class whose
// `extends` chain reaches AirlockError, with what its constructor passes to `super` (the short
// message, the stable code, the docs path) and its EIP-1193 / EIP-1474 `rpcCode` where it sets one.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

export type ErrorClass = {
  name: string
  /** The package that defines it, e.g. `@airlock/core`. */
  packageName: string
  /** Its source file, relative to the repository. */
  file: string
  base: string
  summary: string
  /** The stable code; a template's variable parts read `${…}`; undefined when it is not written. */
  code: string | undefined
  shortMessage: string | undefined
  docsPath: string | undefined
  rpcCode: number | undefined
  /** The HTTP status the server answers with, for the server's API errors. */
  statusCode: number | undefined
  /** The entry points that export it (`@airlock/core`, `@airlock/core/adapter`), empty if none. */
  exportedFrom: string[]
}

const skipped =
  /(^|\/)(test|tests|__snapshots__|node_modules|dist)(\/|$)|\.test\.|\.test-d\.|\.spec\./

function* sourceFiles(dir: string, root: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (skipped.test(relative(root, path))) continue
    if (entry.isDirectory()) yield* sourceFiles(path, root)
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path
  }
}

/**
 * The text of a message or code expression: a literal as it is, a template with `${…}` for its
 * parts, `a ? 'x' : 'y'` as `x / y`, `value || 'x'` as `x`, `apiErrorCodes.name` looked up.
 */
function textOf(
  node: ts.Expression | undefined,
  constants: Record<string, string>,
): string | undefined {
  if (!node) return undefined
  if (ts.isParenthesizedExpression(node)) return textOf(node.expression, constants)
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => `\${…}${span.literal.text}`).join('')
  }
  if (ts.isConditionalExpression(node)) {
    const whenTrue = textOf(node.whenTrue, constants)
    const whenFalse = textOf(node.whenFalse, constants)
    return whenTrue && whenFalse ? `${whenTrue} / ${whenFalse}` : (whenTrue ?? whenFalse)
  }
  if (
    ts.isBinaryExpression(node) &&
    (node.operatorToken.kind === ts.SyntaxKind.BarBarToken ||
      node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)
  ) {
    return textOf(node.right, constants)
  }
  if (ts.isPropertyAccessExpression(node) || ts.isIdentifier(node)) return constants[node.getText()]
  return undefined
}

function numberOf(node: ts.Expression | undefined): number | undefined {
  if (!node) return undefined
  if (ts.isNumericLiteral(node)) return Number(node.text)
  if (
    ts.isPrefixUnaryExpression(node) &&
    node.operator === ts.SyntaxKind.MinusToken &&
    ts.isNumericLiteral(node.operand)
  ) {
    return -Number(node.operand.text)
  }
  return undefined
}

function property(object: ts.Expression | undefined, name: string): ts.Expression | undefined {
  if (!object || !ts.isObjectLiteralExpression(object)) return undefined
  for (const element of object.properties) {
    if (ts.isPropertyAssignment(element) && element.name.getText() === name) {
      return element.initializer
    }
    if (ts.isShorthandPropertyAssignment(element) && element.name.text === name) return element.name
  }
  return undefined
}

function summaryOf(node: ts.Node): string {
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc)
  const comment = docs.at(-1)?.comment
  const text = typeof comment === 'string' ? comment : (ts.getTextOfJSDocComment(comment) ?? '')
  return (text.split(/\n\s*\n/)[0] ?? '').replace(/\s*\n\s*/g, ' ').trim()
}

type Found = {
  name: string
  file: string
  base: string
  summary: string
  /** The constructor's parameter names, for a subclass that passes them positionally. */
  parameters: string[]
  /** The arguments of its `super(…)` call; undefined without a constructor of its own. */
  superArgs: readonly ts.Expression[] | undefined
  rpcCode: number | undefined
  /** The string constants of its file (`const frameStorageUnavailableCode = '…'`). */
  fileConstants: Record<string, string>
}

function readClass(
  node: ts.ClassDeclaration,
  file: string,
  fileConstants: Record<string, string>,
): Found | undefined {
  const base = node.heritageClauses
    ?.find((clause) => clause.token === ts.SyntaxKind.ExtendsKeyword)
    ?.types[0]?.expression.getText()
  if (!node.name || !base) return undefined
  let superArgs: readonly ts.Expression[] | undefined
  let parameters: string[] = []
  let rpcCode: number | undefined
  for (const member of node.members) {
    if (
      ts.isPropertyDeclaration(member) &&
      member.name.getText() === 'rpcCode' &&
      member.initializer
    ) {
      rpcCode = numberOf(member.initializer)
    }
    if (!ts.isConstructorDeclaration(member) || !member.body) continue
    parameters = member.parameters.map((parameter) => parameter.name.getText())
    const visit = (child: ts.Node): void => {
      if (
        ts.isCallExpression(child) &&
        child.expression.kind === ts.SyntaxKind.SuperKeyword &&
        !superArgs
      ) {
        superArgs = child.arguments
      }
      ts.forEachChild(child, visit)
    }
    visit(member.body)
  }
  return {
    name: node.name.text,
    file,
    base,
    summary: summaryOf(node),
    parameters,
    superArgs,
    rpcCode,
    fileConstants,
  }
}

/** What a class passes to AirlockError, following positional parameters through its bases. */
function resolve(
  error: Found,
  byName: Map<string, Found>,
  constants: Record<string, string>,
): Pick<ErrorClass, 'code' | 'shortMessage' | 'docsPath' | 'rpcCode' | 'statusCode'> {
  let current: Found | undefined = error
  let rpcCode = error.rpcCode
  const seen = new Set<string>()
  const chain: Found[] = []
  while (current && !seen.has(current.name)) {
    seen.add(current.name)
    chain.push(current)
    if (current.base === 'AirlockError') break
    current = byName.get(current.base)
  }
  // Walk down from the class that calls AirlockError's constructor, substituting parameters.
  const top = chain.at(-1)
  if (top?.base !== 'AirlockError')
    return {
      code: undefined,
      shortMessage: undefined,
      docsPath: undefined,
      rpcCode,
      statusCode: undefined,
    }
  let message = top.superArgs?.[0]
  const options = top.superArgs?.[1]
  let statusCode: number | undefined
  const substitute = (
    node: ts.Expression | undefined,
    owner: Found,
    given: readonly ts.Expression[] | undefined,
  ) => {
    if (!node || !given || !ts.isIdentifier(node)) return node
    const index = owner.parameters.indexOf(node.text)
    return index >= 0 ? given[index] : node
  }
  let code = property(options, 'code')
  let docsPath = property(options, 'docsPath')
  for (let index = chain.length - 2; index >= 0; index--) {
    const owner = chain[index + 1] as Found
    const child = chain[index] as Found
    const args = child.superArgs
    if (!args) continue
    message = substitute(message, owner, args)
    code = substitute(code, owner, args)
    docsPath = substitute(docsPath, owner, args)
    const status = owner.parameters.indexOf('statusCode')
    if (status >= 0) statusCode = numberOf(args[status])
    rpcCode ??= child.rpcCode
  }
  for (const found of chain) rpcCode ??= found.rpcCode
  const known = { ...top.fileConstants, ...constants }
  return {
    code: textOf(code, known),
    shortMessage: textOf(message, known),
    docsPath: textOf(docsPath, known),
    rpcCode,
    statusCode,
  }
}

/** Every class of the AirlockError family in the public packages under `packagesDir`. */
export function readErrors(
  repoRoot: string,
  packageNames: readonly string[],
  /** Named constants codes are written with: `{ 'apiErrorCodes.invalidKey': 'INVALID_KEY' }`. */
  constants: Record<string, string>,
): ErrorClass[] {
  const packagesDir = join(repoRoot, 'packages')
  const found: (Found & { packageName: string; exportedFrom: string[] })[] = []
  for (const folder of readdirSync(packagesDir)) {
    const dir = join(packagesDir, folder)
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      name: string
      exports: Record<string, { '@airlock/source'?: string } | string>
    }
    if (!packageNames.includes(manifest.name)) continue
    const entries = Object.entries(manifest.exports).flatMap(([entry, target]) =>
      typeof target === 'object' && target['@airlock/source']
        ? [
            {
              entry: entry === '.' ? manifest.name : `${manifest.name}/${entry.slice(2)}`,
              text: readFileSync(join(dir, target['@airlock/source']), 'utf8'),
            },
          ]
        : [],
    )
    for (const path of sourceFiles(join(dir, 'src'), dir)) {
      const text = readFileSync(path, 'utf8')
      if (!text.includes('class ')) continue
      const source = ts.createSourceFile(path, text, ts.ScriptTarget.ES2022, true)
      const fileConstants: Record<string, string> = {}
      for (const statement of source.statements) {
        if (!ts.isVariableStatement(statement)) continue
        for (const declaration of statement.declarationList.declarations) {
          const value = declaration.initializer && textOf(declaration.initializer, {})
          if (ts.isIdentifier(declaration.name) && value)
            fileConstants[declaration.name.text] = value
        }
      }
      const visit = (node: ts.Node): void => {
        if (ts.isClassDeclaration(node)) {
          const error = readClass(node, relative(repoRoot, path), fileConstants)
          if (error) {
            const pattern = new RegExp(`\\b${error.name}\\b`)
            found.push({
              ...error,
              packageName: manifest.name,
              exportedFrom: entries
                .filter((entry) => pattern.test(entry.text))
                .map((entry) => entry.entry),
            })
          }
        }
        ts.forEachChild(node, visit)
      }
      visit(source)
    }
  }
  const byName = new Map<string, Found>(found.map((error) => [error.name, error]))
  const inFamily = (name: string, seen = new Set<string>()): boolean => {
    if (name === 'AirlockError') return true
    const error = byName.get(name)
    if (!error || seen.has(name)) return false
    seen.add(name)
    return inFamily(error.base, seen)
  }
  return found
    .filter((error) => error.name !== 'AirlockError' && inFamily(error.base))
    .map((error) => ({
      name: error.name,
      packageName: error.packageName,
      file: error.file,
      base: error.base,
      summary: error.summary,
      exportedFrom: error.exportedFrom,
      ...resolve(error, byName, constants),
    }))
    .sort((a, b) => a.packageName.localeCompare(b.packageName) || a.name.localeCompare(b.name))
}
