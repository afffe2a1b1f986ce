import ts from 'typescript'
import { appKitElements, isAppKitElementTag } from './appKitElements.js'
import { type AppKitBinding, getAppKitModuleMapping, packageOfSpecifier } from './appKitModules.js'
import { type OptionCheck, optionCheckKey, optionChecks } from './appKitOptions.js'
import type { Finding } from './finding.js'
import type { AirlockSurface } from './surface/airlockSurface.js'

export type TransformAppKitSourceParameters = {
  /** The file's path relative to the app's folder: its extension picks the parser; findings name it. */
  file: string
  text: string
  /** Airlock's exports and options, to check the imported names and the options against. */
  surface: AirlockSurface
  /**
   * The framework of the app the file belongs to: in a Vue app, `@reown/appkit` and the other
   * modules of `appKitModulesInVue` take their Vue-side replacement. Default `react`.
   */
  binding?: AppKitBinding | undefined
  /** The language of the text, when the file's extension does not say (a `.vue` file's script). */
  language?: 'ts' | 'tsx' | 'js' | 'jsx' | undefined
}

/** One module specifier the codemod rewrote. */
export type SpecifierChange = {
  /** 1-based position of the specifier's string in the original text. */
  line: number
  column: number
  from: string
  to: string
}

export type TransformAppKitSourceReturnType = {
  /** The new text: the original with only the rewritten specifiers' text changed. */
  text: string
  changes: SpecifierChange[]
  /** What needs a hand, in the order it appears. */
  findings: Finding[]
  /** Uses of `<appkit-modal>` or `<appkit-wallet-button>`, which need `@airlock/react/elements`. */
  elementUses: Finding[]
  /** True when the file (after the rewrite) imports `@airlock/react/elements`. */
  importsElements: boolean
  /** The Airlock packages the rewritten specifiers name. */
  airlockPackages: string[]
}

/** A name a module use takes from the module: `import { name as local }`, `const { name } = …`. */
type NameUse = { name: string; local: string | undefined; node: ts.Node }

type Check = { check: OptionCheck; label: string }

const testDoubles = new Set(['vi', 'jest'])
const testDoubleMethods = new Set([
  'mock',
  'doMock',
  'unmock',
  'doUnmock',
  'importActual',
  'importMock',
  'requireActual',
  'requireMock',
])

/** The other framework's package, where a name an app's imports lack is not looked for. */
const otherBinding: Readonly<Record<AppKitBinding, string>> = {
  react: '@airlock/vue',
  vue: '@airlock/react',
}

function scriptKindOf(file: string, language?: string): ts.ScriptKind {
  if (language)
    return (
      {
        ts: ts.ScriptKind.TS,
        tsx: ts.ScriptKind.TSX,
        js: ts.ScriptKind.JS,
        jsx: ts.ScriptKind.JSX,
      }[language] ?? ts.ScriptKind.TS
    )
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX
  if (file.endsWith('.jsx')) return ts.ScriptKind.JSX
  if (/\.[cm]?js$/.test(file)) return ts.ScriptKind.JS
  return ts.ScriptKind.TS
}

/** `a` in `a`, `"a"` or `a.b.c`; undefined for computed names. */
function nameText(name: ts.Node | undefined): string | undefined {
  if (!name) return undefined
  if (ts.isIdentifier(name) || ts.isStringLiteralLike(name) || ts.isNumericLiteral(name)) {
    return name.text
  }
  if (ts.isQualifiedName(name)) return nameText(name.left)
  if (ts.isJsxNamespacedName(name)) return `${name.namespace.text}:${name.name.text}`
  return undefined
}

/** The expression under parentheses, `as`, `satisfies` and `!`. */
function unwrap(expression: ts.Expression): ts.Expression {
  let current = expression
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isNonNullExpression(current) ||
    ts.isTypeAssertionExpression(current) ||
    ts.isAwaitExpression(current)
  ) {
    current = current.expression
  }
  return current
}

/** The names a destructuring takes: `{ a, b: c }` gives a and b. */
function namesOfBinding(name: ts.BindingName): NameUse[] {
  if (!ts.isObjectBindingPattern(name)) return []
  return name.elements.flatMap((element) => {
    if (element.dotDotDotToken) return []
    const imported = nameText(element.propertyName ?? element.name)
    if (!imported) return []
    const local = ts.isIdentifier(element.name) ? element.name.text : undefined
    return [{ name: imported, local, node: element }]
  })
}

/**
 * Rewrites one file's AppKit module specifiers to Airlock's (static imports, re-exports, dynamic
 * `import()`, `require`, `import()` types, `declare module`, and Vitest/Jest module mocks),
 * changing only the text inside each specifier's quotes, so formatting and comments stay. It
 * reports what needs a hand: modules with no equivalent (left as they are), imported names Airlock
 * does not export, options Airlock does not take or ignores, and AppKit elements it lacks.
 *
 * @example
 * transformAppKitSource({ file: 'src/App.tsx', text, surface }).text
 * // import { useAppKit } from '@airlock/react'
 */
export function transformAppKitSource(
  parameters: TransformAppKitSourceParameters,
): TransformAppKitSourceReturnType {
  const { file, text, surface, binding = 'react', language } = parameters
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    scriptKindOf(file, language),
  )
  const edits: { start: number; end: number; to: string }[] = []
  const changes: SpecifierChange[] = []
  const findings: Finding[] = []
  const elementUses: Finding[] = []
  const airlockPackages = new Set<string>()
  const checkedLocals = new Map<string, Check>()
  const namespaces = new Map<string, string>()
  let importsElements = false

  const position = (node: ts.Node) => {
    const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source))
    return { line: line + 1, column: character + 1 }
  }
  const report = (node: ts.Node, message: string, into = findings) => {
    into.push({ file, ...position(node), message })
  }

  const checkFor = (module: string, name: string): Check | undefined => {
    const check = optionChecks.find((entry) => entry.module === module && entry.name === name)
    return check && { check, label: name }
  }

  const rewriteSpecifier = (
    literal: ts.StringLiteralLike,
    names: readonly NameUse[],
    namespace?: string,
  ) => {
    const specifier = literal.text
    const mapping = getAppKitModuleMapping(specifier, binding)
    if (!mapping) {
      if (specifier === '@airlock/react/elements') importsElements = true
      // An app already moved (or run again): its options are still checked.
      if (surface.modules[specifier]) {
        if (namespace) namespaces.set(namespace, specifier)
        for (const use of names) {
          const check = checkFor(specifier, use.name)
          if (check && use.local) checkedLocals.set(use.local, check)
        }
      }
      return
    }
    if (!mapping.airlock) {
      report(
        literal,
        `\`${specifier}\` has no Airlock equivalent (${mapping.reason ?? 'none'}); left as it is`,
      )
      return
    }
    const airlock = mapping.airlock
    const start = literal.getStart(source) + 1
    edits.push({ start, end: literal.getEnd() - 1, to: airlock })
    changes.push({ ...position(literal), from: specifier, to: airlock })
    airlockPackages.add(packageOfSpecifier(airlock))
    if (airlock === '@airlock/react/elements') importsElements = true
    if (namespace) namespaces.set(namespace, airlock)
    const exported = new Set(surface.modules[airlock] ?? [])
    for (const use of names) {
      const note = mapping.names?.[use.name]
      if (!exported.has(use.name)) {
        // Not in the other framework's package: a Vue app is not sent to React's, nor back.
        const elsewhere = Object.keys(surface.modules)
          .filter((module) => surface.modules[module]?.includes(use.name))
          .filter((module) => packageOfSpecifier(module) !== otherBinding[binding])
          .sort()
        const why =
          note ??
          (elsewhere.length > 0
            ? `import it from \`${elsewhere.join('` or `')}\``
            : mapping.missingName)
        report(
          use.node,
          `\`${use.name}\` (from \`${specifier}\`): \`${airlock}\` does not export it${why ? ` (${why})` : ''}`,
        )
        continue
      }
      if (note) report(use.node, `\`${use.name}\` (now from \`${airlock}\`) differs: ${note}`)
      const check = checkFor(airlock, use.name)
      if (check && use.local) checkedLocals.set(use.local, check)
    }
  }

  const specifierOf = (node: ts.Node | undefined) =>
    node && ts.isStringLiteralLike(node) ? node : undefined

  const visitModules = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const literal = specifierOf(node.moduleSpecifier)
      if (literal) {
        const clause = node.importClause
        const names: NameUse[] = []
        if (clause?.name) {
          names.push({ name: 'default', local: clause.name.text, node: clause.name })
        }
        const bindings = clause?.namedBindings
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) {
            const imported = nameText(element.propertyName ?? element.name)
            if (imported) names.push({ name: imported, local: element.name.text, node: element })
          }
        }
        const namespace =
          bindings && ts.isNamespaceImport(bindings) ? bindings.name.text : undefined
        rewriteSpecifier(literal, names, namespace)
      }
    } else if (ts.isExportDeclaration(node)) {
      const literal = specifierOf(node.moduleSpecifier)
      if (literal) {
        const clause = node.exportClause
        const names: NameUse[] =
          clause && ts.isNamedExports(clause)
            ? clause.elements.flatMap((element) => {
                const exported = nameText(element.propertyName ?? element.name)
                return exported ? [{ name: exported, local: undefined, node: element }] : []
              })
            : []
        rewriteSpecifier(literal, names)
      }
    } else if (ts.isImportEqualsDeclaration(node)) {
      const reference = node.moduleReference
      const literal = ts.isExternalModuleReference(reference)
        ? specifierOf(reference.expression)
        : undefined
      if (literal) rewriteSpecifier(literal, [], node.name.text)
    } else if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) {
      rewriteSpecifier(node.name, [])
    } else if (ts.isImportTypeNode(node)) {
      const argument = node.argument
      const literal =
        ts.isLiteralTypeNode(argument) && ts.isStringLiteral(argument.literal)
          ? argument.literal
          : undefined
      const qualifier = nameText(node.qualifier)
      if (literal) {
        rewriteSpecifier(
          literal,
          qualifier && node.qualifier ? [{ name: qualifier, local: undefined, node }] : [],
        )
      }
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression
      const literal = specifierOf(node.arguments[0])
      const isDynamicImport = callee.kind === ts.SyntaxKind.ImportKeyword
      const isRequire = ts.isIdentifier(callee) && callee.text === 'require'
      const isTestDouble =
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        ((testDoubles.has(callee.expression.text) && testDoubleMethods.has(callee.name.text)) ||
          (callee.expression.text === 'require' && callee.name.text === 'resolve'))
      if (literal && (isDynamicImport || isRequire || isTestDouble)) {
        // `const { a } = await import('x')` and `const { a } = require('x')` take named exports.
        let holder: ts.Node = node.parent
        while (ts.isAwaitExpression(holder) || ts.isParenthesizedExpression(holder)) {
          holder = holder.parent
        }
        const names =
          (isDynamicImport || isRequire) && ts.isVariableDeclaration(holder)
            ? namesOfBinding(holder.name)
            : []
        const namespace =
          (isDynamicImport || isRequire) &&
          ts.isVariableDeclaration(holder) &&
          ts.isIdentifier(holder.name)
            ? holder.name.text
            : undefined
        rewriteSpecifier(literal, names, namespace)
      }
    }
    ts.forEachChild(node, visitModules)
  }
  visitModules(source)

  // Object literals bound to a name in this file, for `createAppKit(options)`.
  const literals = new Map<string, ts.ObjectLiteralExpression | null>()
  const collectLiterals = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const value = unwrap(node.initializer)
      const name = node.name.text
      literals.set(name, literals.has(name) || !ts.isObjectLiteralExpression(value) ? null : value)
    }
    ts.forEachChild(node, collectLiterals)
  }
  if (checkedLocals.size > 0 || namespaces.size > 0) collectLiterals(source)

  const checkOf = (callee: ts.Node): Check | undefined => {
    if (ts.isIdentifier(callee)) return checkedLocals.get(callee.text)
    if (
      ts.isPropertyAccessExpression(callee) &&
      ts.isIdentifier(callee.expression) &&
      namespaces.has(callee.expression.text)
    ) {
      return checkFor(namespaces.get(callee.expression.text) ?? '', callee.name.text)
    }
    return undefined
  }

  type Key = { key: string; node: ts.Node; value: ts.Expression | undefined }

  const checkKeys = (
    { check, label }: Check,
    at: ts.Node,
    keys: readonly Key[],
    complete: boolean,
  ) => {
    const options = surface.options[optionCheckKey(check)]
    if (!options) return
    const accepted = new Set(options.keys)
    for (const { key, node, value } of keys) {
      if (!accepted.has(key)) {
        const why = check.missing?.[key]
        report(
          node,
          `\`${label}\` option \`${key}\`: Airlock does not take it${why ? ` (${why})` : ''}`,
        )
        continue
      }
      const ignored = check.ignored?.[key]
      if (ignored) {
        report(node, `\`${label}\` option \`${key}\`: accepted and ignored (${ignored})`)
        continue
      }
      const nested = options.nested[key]
      const inner = value && unwrap(value)
      if (!nested || !inner || !ts.isObjectLiteralExpression(inner)) continue
      const known = new Set(nested)
      for (const { key: innerKey, node: innerNode } of keysOfObject(inner).keys) {
        if (known.has(innerKey)) continue
        const path = `${key}.${innerKey}`
        const why = check.missing?.[path]
        report(
          innerNode,
          `\`${label}\` option \`${path}\`: Airlock does not take it${why ? ` (${why})` : ''}`,
        )
      }
    }
    const given = new Set(keys.map(({ key }) => key))
    if (!complete || check.unlessGiven?.some((key) => given.has(key))) return
    const lacking = options.required.filter((key) => !given.has(key))
    if (lacking.length > 0) {
      const list = lacking.map((key) => `\`${key}\``).join(', ')
      report(
        at,
        `\`${label}\` needs ${list}: Airlock's requires ${lacking.length > 1 ? 'them' : 'it'}`,
      )
    }
    for (const [key, why] of Object.entries(check.expected ?? {})) {
      if (!given.has(key)) report(at, `\`${label}\` has no \`${key}\`: ${why}`)
    }
  }

  const keysOfObject = (object: ts.ObjectLiteralExpression) => {
    const keys: Key[] = []
    let complete = true
    for (const property of object.properties) {
      if (ts.isSpreadAssignment(property)) {
        complete = false
        continue
      }
      const key = nameText(property.name)
      if (key === undefined) {
        complete = false
        continue
      }
      const value = ts.isPropertyAssignment(property) ? property.initializer : undefined
      keys.push({ key, node: property.name ?? property, value })
    }
    return { keys, complete }
  }

  const checkArgument = (check: Check, at: ts.Node, argument: ts.Expression | undefined) => {
    if (!argument) {
      checkKeys(check, at, [], true)
      return
    }
    let value = unwrap(argument)
    if (ts.isIdentifier(value)) value = literals.get(value.text) ?? value
    if (!ts.isObjectLiteralExpression(value)) return
    const { keys, complete } = keysOfObject(value)
    checkKeys(check, at, keys, complete)
  }

  const visitUses = (node: ts.Node): void => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const check = checkOf(node.expression)
      if (check) checkArgument(check, node.expression, node.arguments?.[0])
    } else if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const tag = nameText(node.tagName) ?? ''
      if (ts.isIdentifier(node.tagName) && isAppKitElementTag(tag)) {
        const registeredBy = appKitElements[tag as keyof typeof appKitElements]
        if (!registeredBy) report(node.tagName, `\`<${tag}>\`: Airlock has no such element`)
        else if (registeredBy === '@airlock/react/elements') {
          report(
            node.tagName,
            `\`<${tag}>\`: registered by \`import '@airlock/react/elements'\`, which the app does not import yet`,
            elementUses,
          )
        }
      }
      const check = checkOf(node.tagName)
      if (check) {
        const keys: Key[] = []
        let complete = true
        for (const attribute of node.attributes.properties) {
          if (ts.isJsxSpreadAttribute(attribute)) {
            complete = false
            continue
          }
          const key = nameText(attribute.name)
          if (!key || key === 'children') continue
          const initializer = attribute.initializer
          const value =
            initializer && ts.isJsxExpression(initializer) ? initializer.expression : undefined
          keys.push({ key, node: attribute.name, value })
        }
        checkKeys(check, node.tagName, keys, complete)
      }
    }
    ts.forEachChild(node, visitUses)
  }
  if (checkedLocals.size > 0 || namespaces.size > 0 || file.endsWith('x')) visitUses(source)

  let rewritten = text
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    rewritten = rewritten.slice(0, edit.start) + edit.to + rewritten.slice(edit.end)
  }
  const byPosition = (a: Finding, b: Finding) => a.line - b.line || a.column - b.column
  return {
    text: rewritten,
    changes,
    findings: findings.sort(byPosition),
    elementUses: elementUses.sort(byPosition),
    importsElements,
    airlockPackages: [...airlockPackages].sort(),
  }
}
