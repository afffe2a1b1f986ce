// Reads what an entry point of a workspace package exports, from its built declarations (the
// `types` of its exports map, as a dapp's editor sees them): each export's kind, TSDoc summary,
// signature and, for object types, their members.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import ts from 'typescript'

export type ExportKind =
  | 'function'
  | 'class'
  | 'constant'
  | 'type'
  | 'interface'
  | 'enum'
  | 'namespace'

type ExportMember = { name: string; type: string; optional: boolean; summary: string }

export type ExportEntry = {
  name: string
  kind: ExportKind
  /** True for exports that exist only as types (nothing at run time). */
  typeOnly: boolean
  /** The first paragraph of its TSDoc, or '' without one. */
  summary: string
  signature: string
  /** The properties of an object type, an options type or an instance type. */
  members: ExportMember[]
}

/** `@airlock/core` and `./networks` → the declaration file its exports map names for `types`. */
export function declarationFile(packageDir: string, entry: string): string {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    exports: Record<string, { types?: string } | string>
  }
  const target = manifest.exports[entry]
  if (typeof target !== 'object' || !target.types) {
    throw new Error(`${packageDir}: no "types" for ${entry} in its exports map`)
  }
  return join(packageDir, target.types)
}

const maxSignature = 600
const maxMemberType = 160
const typeFlags =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope |
  ts.TypeFormatFlags.WriteArrayAsGenericType

const clip = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`
}

function summaryOf(symbol: ts.Symbol, checker: ts.TypeChecker): string {
  const text = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim()
  return (text.split(/\n\s*\n/)[0] ?? '').replace(/\s*\n\s*/g, ' ')
}

function kindOf(declaration: ts.Declaration | undefined): ExportKind {
  if (!declaration) return 'constant'
  if (ts.isFunctionDeclaration(declaration)) return 'function'
  if (ts.isClassDeclaration(declaration)) return 'class'
  if (ts.isInterfaceDeclaration(declaration)) return 'interface'
  if (ts.isTypeAliasDeclaration(declaration)) return 'type'
  if (ts.isEnumDeclaration(declaration)) return 'enum'
  if (ts.isModuleDeclaration(declaration)) return 'namespace'
  return 'constant'
}

const printer = ts.createPrinter({ removeComments: true })

function signatureOf(
  name: string,
  kind: ExportKind,
  symbol: ts.Symbol,
  checker: ts.TypeChecker,
): string {
  const declaration = symbol.declarations?.[0]
  if (!declaration) return name
  const file = declaration.getSourceFile()
  if (kind === 'function') {
    const type = checker.getTypeOfSymbol(symbol)
    return type
      .getCallSignatures()
      .map(
        (signature) =>
          `function ${name}${clip(checker.signatureToString(signature, undefined, typeFlags), maxSignature)}`,
      )
      .join('\n')
  }
  if (kind === 'class' && ts.isClassDeclaration(declaration)) {
    const heritage = declaration.heritageClauses
      ?.map((clause) => printer.printNode(ts.EmitHint.Unspecified, clause, file))
      .join(' ')
    const constructors = checker
      .getTypeOfSymbol(symbol)
      .getConstructSignatures()
      .map((signature) => {
        const text = checker.signatureToString(signature, undefined, typeFlags)
        return `  constructor${clip(text.replace(/:\s*[^:]+$/, ''), maxSignature)}`
      })
    return [`class ${name}${heritage ? ` ${heritage}` : ''} {`, ...constructors, '}'].join('\n')
  }
  if (kind === 'constant') {
    const type = checker.getTypeOfSymbol(symbol)
    if (type.getCallSignatures().length > 0 && type.getProperties().length === 0) {
      return type
        .getCallSignatures()
        .map(
          (signature) =>
            `const ${name}: ${clip(checker.signatureToString(signature, undefined, typeFlags | ts.TypeFormatFlags.WriteArrowStyleSignature), maxSignature)}`,
        )
        .join('\n')
    }
    return `const ${name}: ${clip(checker.typeToString(type, undefined, typeFlags), maxSignature)}`
  }
  const printed = printer.printNode(ts.EmitHint.Unspecified, declaration, file)
  const text = printed.replace(/^export\s+/, '').replace(/^declare\s+/, '')
  const renamed = text.replace(/^(type|interface|enum|class|namespace)\s+\w+/, `$1 ${name}`)
  const lines = renamed.split('\n')
  return lines.length > 30 ? [...lines.slice(0, 29), '  // …'].join('\n') : renamed
}

function membersOf(kind: ExportKind, symbol: ts.Symbol, checker: ts.TypeChecker): ExportMember[] {
  if (kind !== 'type' && kind !== 'interface') return []
  const type = checker.getDeclaredTypeOfSymbol(symbol)
  // Unions, primitives and functions read better as their declaration.
  if (type.isUnion() || (!(type.flags & ts.TypeFlags.Object) && !type.isIntersection())) return []
  if (type.getCallSignatures().length > 0) return []
  return type.getProperties().map((property) => {
    const propertyType = checker.getTypeOfSymbol(property)
    return {
      name: property.getName(),
      type: clip(checker.typeToString(propertyType, undefined, typeFlags), maxMemberType),
      optional: (property.flags & ts.SymbolFlags.Optional) !== 0,
      summary: summaryOf(property, checker),
    }
  })
}

/** Every export of the declaration files, by file, sorted by name. */
export function readExports(files: readonly string[]): Map<string, ExportEntry[]> {
  const program = ts.createProgram([...files], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  })
  const checker = program.getTypeChecker()
  const result = new Map<string, ExportEntry[]>()
  for (const file of files) {
    const source = program.getSourceFile(file)
    const module = source && checker.getSymbolAtLocation(source)
    if (!module) throw new Error(`${file}: not a module (is the package built?)`)
    const entries = checker.getExportsOfModule(module).map((exported): ExportEntry => {
      const symbol =
        exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
      const declaration =
        symbol.valueDeclaration ??
        symbol.declarations?.find((node) => !ts.isModuleDeclaration(node)) ??
        symbol.declarations?.[0]
      const kind = kindOf(declaration)
      const typeOnly = (symbol.flags & ts.SymbolFlags.Value) === 0
      return {
        name: exported.getName(),
        kind,
        typeOnly,
        summary: summaryOf(symbol, checker),
        signature: signatureOf(exported.getName(), kind, symbol, checker),
        members: membersOf(kind, symbol, checker),
      }
    })
    entries.sort((a, b) => a.name.localeCompare(b.name))
    result.set(file, entries)
  }
  return result
}

/** The folder of a workspace package by name, as this package's node_modules links it. */
export function packageDir(docsDir: string, name: string): string {
  return dirname(join(docsDir, 'node_modules', name, 'package.json'))
}
