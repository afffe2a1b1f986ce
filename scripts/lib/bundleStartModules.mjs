import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { rollup } from 'rollup'

// A package built one file per module (tsup with `bundle: false`) is cut in two after the build:
// the modules a dapp runs at start (the static closure of `roots`) become one module,
// `dist/chunks/start.js`, and every other module keeps its file and imports from it. Each former
// start module's file stays as a re-export of its names, so every path in `exports` and every
// dynamic import still resolves.
//
// Why: Vite 8's Rolldown gives each group of modules that the entry and a different set of lazily
// loaded chunks share a chunk of its own, preloaded with the entry, and does not fold those chunks
// back into the entry when they import one another (Rollup does). With one file per module, the
// canonical app loaded 17 such chunks of core and blockchain-api; with the start code in one
// module there is one group left per package at most. The lazy modules stay separate files, so
// nothing that loads on use moves into the first load.
//
// The same holds for what loads together later (the modal's first view on the visitor's intent):
// `bundleModuleGroups` cuts any number of named groups, `dist/chunks/<name>.js` each.

/**
 * @param {{ packageDir: string, roots: string[] }} parameters `roots`: paths under `dist/`
 *   (`createAppKit.js`) whose static imports, followed within the package, make the start code.
 */
export async function bundleStartModules({ packageDir, roots }) {
  const { groups } = await bundleModuleGroups({ packageDir, groups: [{ name: 'start', roots }] })
  return { startModules: groups.start }
}

/**
 * Makes each group of modules one module, `dist/chunks/<name>.js`: the static closure of the
 * group's `roots` (paths under `dist/`), followed within the package, less the modules of the
 * groups before it (a module shared with an earlier group stays there). So `start` goes first:
 * a later group, loaded on use, never takes a module the first load runs, and the start module
 * never imports a later group. Every other module keeps its file.
 *
 * A group with `keepFiles` claims its modules without merging them: they keep their files, and
 * no later group takes them (what other packages' start code imports besides the start roots).
 *
 * @param {{ packageDir: string, groups: { name: string, roots: string[], keepFiles?: boolean }[] }} parameters
 * @returns {Promise<{ groups: Record<string, string[]> }>} each group's modules, under `dist/`.
 */
export async function bundleModuleGroups({ packageDir, groups }) {
  const dist = join(packageDir, 'dist')
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.js'),
  )
  // A root that is gone (a module renamed or removed) would leave its group split into chunks
  // again: the build fails so the list is fixed with the rename.
  const missing = groups.flatMap(({ roots }) => roots.filter((root) => !files.includes(root)))
  if (missing.length > 0) {
    throw new Error(
      `bundleModuleGroups: no dist/${missing.join(', dist/')} (update the package's group roots)`,
    )
  }

  /** @type {Map<string, string> | undefined} module id → its group's name */
  let groupOf
  const bundle = await rollup({
    input: Object.fromEntries(
      files.map((file) => [file.slice(0, -'.js'.length), join(dist, file)]),
    ),
    // Dependencies stay imports; only the package's own files are regrouped.
    external: (id) => !id.startsWith('.') && !id.startsWith('/'),
    // No dependency is imported for its side effects (the packages import names only), so a
    // re-exporting file keeps no bare `import 'dep'` of what the start module uses.
    treeshake: { moduleSideEffects: (_id, external) => !external },
    preserveEntrySignatures: 'strict',
    plugins: [
      {
        name: 'tsup-source-maps',
        // Chains tsup's maps (dist → src), so the rewritten files still map to the sources.
        load(id) {
          const map = `${id}.map`
          return existsSync(map)
            ? { code: readFileSync(id, 'utf8'), map: readFileSync(map, 'utf8') }
            : null
        },
      },
    ],
    onwarn(warning, warn) {
      if (warning.code !== 'CIRCULAR_DEPENDENCY') warn(warning)
    },
  })
  const { output } = await bundle.generate({
    format: 'es',
    sourcemap: true,
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name].js',
    hoistTransitiveImports: false,
    manualChunks(id, { getModuleInfo }) {
      if (!groupOf) {
        const assigned = new Map()
        for (const { name, roots } of groups) {
          const visit = (moduleId) => {
            if (assigned.has(moduleId) || !moduleId.startsWith(dist)) return
            assigned.set(moduleId, name)
            for (const imported of getModuleInfo(moduleId)?.importedIds ?? []) visit(imported)
          }
          for (const root of roots) visit(join(dist, root))
        }
        groupOf = assigned
      }
      const group = groupOf.get(id)
      // A kept module is a manual chunk of its own: Rollup would otherwise pull it into the
      // manual chunk of a later group that imports it.
      if (groups.find(({ name }) => name === group)?.keepFiles)
        return relative(dist, id).slice(0, -3)
      return group
    },
  })
  await bundle.close()

  for (const file of files) {
    rmSync(join(dist, file))
    rmSync(join(dist, `${file}.map`), { force: true })
  }
  for (const item of output) {
    const target = join(dist, item.fileName)
    mkdirSync(join(target, '..'), { recursive: true })
    if (item.type === 'asset') {
      writeFileSync(target, item.source)
      continue
    }
    // Rollup ends the code with its `sourceMappingURL` comment.
    writeFileSync(target, item.code)
    if (item.map) writeFileSync(`${target}.map`, item.map.toString())
  }
  return {
    groups: Object.fromEntries(
      groups.map(({ name }) => [
        name,
        [...(groupOf ?? [])]
          .filter(([, group]) => group === name)
          .map(([id]) => relative(dist, id))
          .sort(),
      ]),
    ),
  }
}
