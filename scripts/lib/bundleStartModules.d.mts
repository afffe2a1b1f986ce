/** Regroups a package's dist after tsup: the static closure of `roots` becomes `dist/chunks/start.js`. */
export function bundleStartModules(parameters: {
  packageDir: string
  roots: string[]
}): Promise<{ startModules: string[] }>

/**
 * Regroups a package's dist after tsup: each group's static closure, less the earlier groups'
 * modules, becomes `dist/chunks/<name>.js`.
 */
export function bundleModuleGroups(parameters: {
  packageDir: string
  groups: { name: string; roots: string[]; keepFiles?: boolean }[]
}): Promise<{ groups: Record<string, string[]> }>
