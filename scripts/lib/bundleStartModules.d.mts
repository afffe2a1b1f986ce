/** Regroups a package's dist after tsup: the static closure of `roots` becomes `dist/chunks/start.js`. */
export function bundleStartModules(parameters: {
  packageDir: string
  roots: string[]
}): Promise<{ startModules: string[] }>
