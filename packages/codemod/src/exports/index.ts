export {
  type AirlockModule,
  type AppKitModule,
  type AppKitModuleMapping,
  appKitModules,
} from '../appKitModules.js'
export {
  AirlockModuleUnresolvedError,
  CodemodDirectoryNotFoundError,
  CodemodSurfaceMissingError,
  InvalidCodemodArgumentsError,
  InvalidPackageJsonError,
} from '../errors/codemodErrors.js'
export type { Finding } from '../finding.js'
export { formatCodemodReport } from '../formatCodemodReport.js'
export {
  type ChangedFile,
  type RunAppKitCodemodParameters,
  type RunAppKitCodemodReturnType,
  runAppKitCodemod,
} from '../runAppKitCodemod.js'
export type { AirlockSurface } from '../surface/airlockSurface.js'
export { loadAirlockSurface } from '../surface/loadAirlockSurface.js'
export {
  type DependencyChange,
  type TransformAppKitPackageJsonParameters,
  type TransformAppKitPackageJsonReturnType,
  transformAppKitPackageJson,
} from '../transformAppKitPackageJson.js'
export {
  type SpecifierChange,
  type TransformAppKitSourceParameters,
  type TransformAppKitSourceReturnType,
  transformAppKitSource,
} from '../transformAppKitSource.js'
