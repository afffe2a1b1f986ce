import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import ts from 'typescript'
import { appKitModules, appKitModulesInVue, packageOfSpecifier } from '../appKitModules.js'
import { optionCheckKey, optionChecks } from '../appKitOptions.js'
import { AirlockModuleUnresolvedError } from '../errors/codemodErrors.js'
import type { AirlockSurface } from './airlockSurface.js'

const compilerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
}

/**
 * Reads Airlock's surface from the declarations of the packages installed beside
 * `fromDirectory` (their `types`, as an app sees them): the export names of every module the
 * mapping table names, the option keys of every option check, and the packages' required peers.
 * The build runs it and writes the result to `dist`; tests run it on the workspace.
 *
 * @example readAirlockSurface(packageRoot).modules['@airlock/react/networks'] // ['AppKitNetwork', …]
 */
export function readAirlockSurface(fromDirectory: string): AirlockSurface {
  const specifiers = [
    ...new Set(
      [...Object.values(appKitModules), ...Object.values(appKitModulesInVue)].flatMap(
        (mapping): string[] => (mapping.airlock ? [mapping.airlock] : []),
      ),
    ),
  ].sort()
  const containingFile = join(fromDirectory, 'airlockSurface.ts')
  const files = new Map<string, string>()
  for (const specifier of specifiers) {
    const { resolvedModule } = ts.resolveModuleName(
      specifier,
      containingFile,
      compilerOptions,
      ts.sys,
    )
    if (!resolvedModule?.resolvedFileName.endsWith('.d.ts')) {
      throw new AirlockModuleUnresolvedError(specifier, fromDirectory)
    }
    files.set(specifier, resolvedModule.resolvedFileName)
  }
  const program = ts.createProgram([...files.values()], compilerOptions)
  const checker = program.getTypeChecker()

  const exportsOf = (specifier: string): ts.Symbol[] => {
    const file = files.get(specifier)
    const source = file ? program.getSourceFile(file) : undefined
    const moduleSymbol = source && checker.getSymbolAtLocation(source)
    if (!moduleSymbol) throw new AirlockModuleUnresolvedError(specifier, fromDirectory)
    return checker.getExportsOfModule(moduleSymbol)
  }

  const modules: AirlockSurface['modules'] = {}
  for (const specifier of specifiers) {
    modules[specifier] = exportsOf(specifier)
      .map((symbol) => symbol.name)
      .sort()
  }

  const options: AirlockSurface['options'] = {}
  for (const check of optionChecks) {
    const exported = exportsOf(check.module).find((symbol) => symbol.name === check.name)
    if (!exported) continue
    const target =
      exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
    const type = checker.getTypeOfSymbol(target)
    const signature = type.getConstructSignatures()[0] ?? type.getCallSignatures()[0]
    const parameter = signature?.getParameters()[0]
    if (!signature || !parameter) continue
    const optionsType = checker.getNonNullableType(checker.getTypeOfSymbol(parameter))
    // A union of forms (AppKitProvider: an instance, or createAppKit's options) takes the keys of
    // every form.
    const properties = new Map<string, ts.Symbol>()
    const forms = optionsType.isUnion() ? optionsType.types : [optionsType]
    // Required: by every form, and the parameter itself is not optional.
    let required: string[] | undefined = signature.getDeclaration()?.parameters[0]?.questionToken
      ? []
      : undefined
    for (const form of forms) {
      const own = checker.getPropertiesOfType(form)
      for (const property of own) {
        if (!properties.has(property.name)) properties.set(property.name, property)
      }
      const requiredHere = own
        .filter((property) => !(property.flags & ts.SymbolFlags.Optional))
        .map((property) => property.name)
      required = required ? required.filter((key) => requiredHere.includes(key)) : requiredHere
    }
    // No keys: the declarations it names did not resolve (a dependency not built), not "takes none".
    if (properties.size === 0) throw new AirlockModuleUnresolvedError(check.module, fromDirectory)
    const nested: Record<string, string[]> = {}
    for (const [name, property] of properties) {
      if (name === 'children') continue
      const keys = objectKeysOf(checker, checker.getTypeOfSymbol(property))
      if (keys) nested[name] = keys
    }
    options[optionCheckKey(check)] = {
      keys: [...properties.keys()].sort(),
      required: (required ?? []).sort(),
      nested,
    }
  }

  const require = createRequire(join(fromDirectory, 'package.json'))
  const peers: AirlockSurface['peers'] = {}
  for (const name of new Set(specifiers.map(packageOfSpecifier))) {
    const manifest = JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as {
      peerDependencies?: Record<string, string>
      peerDependenciesMeta?: Record<string, { optional?: boolean }>
    }
    peers[name] = Object.fromEntries(
      Object.entries(manifest.peerDependencies ?? {}).filter(
        ([peer]) => manifest.peerDependenciesMeta?.[peer]?.optional !== true,
      ),
    )
  }
  return { modules, options, peers }
}

/**
 * The keys of an option whose value is a plain object with named keys (`features`,
 * `themeVariables`); undefined for arrays, functions, records and primitives.
 */
function objectKeysOf(checker: ts.TypeChecker, type: ts.Type): string[] | undefined {
  const defined = checker.getNonNullableType(type)
  const objects = (defined.isUnion() ? defined.types : [defined]).filter(
    (member) => member.flags & ts.TypeFlags.Object,
  )
  if (objects.length === 0) return undefined
  const names = new Set<string>()
  for (const member of objects) {
    if (
      checker.isArrayType(member) ||
      checker.isTupleType(member) ||
      member.getCallSignatures().length > 0 ||
      member.getConstructSignatures().length > 0 ||
      checker.getIndexInfosOfType(member).length > 0
    ) {
      return undefined
    }
    for (const property of checker.getPropertiesOfType(member)) names.add(property.name)
  }
  return names.size > 0 ? [...names].sort() : undefined
}
