// Makes the generated pages of the site from the code: the reference of each entry point, the
// errors and events, the server's routes and environment variables, then llms.txt and
// llms-full.txt. `tsx scripts/generate.ts [--out DIR]` (default: this site's folder); the build
// runs it before `vitepress build`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { register } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import * as api from '@airlock/blockchain-api'
import { en } from '@airlock/core'
import type { z } from 'zod'
import { errorsPage, readConstObject, readUnion } from './lib/errorsPage.ts'
import { inlineSamples, llmsFullTxt, llmsTxt } from './lib/llms.ts'
import { readErrors } from './lib/readErrors.ts'
import { declarationFile, packageDir, readExports } from './lib/readExports.ts'
import { referencePage } from './lib/referencePages.ts'
import {
  type ContractRoute,
  type EnvVariable,
  environmentPage,
  envValueText,
  readEnvTable,
  routesPage,
} from './lib/serverPages.ts'
import { pages, referenceEntries, repoRoot, sections, siteDir } from './lib/site.ts'

/** The packages a dapp or an operator installs; their errors are documented. */
export const publicPackages = [
  '@airlock/blockchain-api',
  '@airlock/frame',
  '@airlock/core',
  '@airlock/siwx',
  '@airlock/adapter-wagmi',
  '@airlock/adapter-ethers',
  '@airlock/adapter-solana',
  '@airlock/adapter-bitcoin',
  '@airlock/ui',
  '@airlock/react',
  '@airlock/vue',
  '@airlock/server',
]

function isRoute(value: unknown): value is Omit<ContractRoute, 'name' | 'summary'> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    typeof value.path === 'string'
  )
}

async function readEnvVariables(): Promise<EnvVariable[]> {
  register('./lib/exposeEnvSchemaHooks.mjs', import.meta.url)
  const file = join(repoRoot, 'packages/server/src/config/readEnvOptions.ts')
  const module = (await import(pathToFileURL(file).href)) as {
    docsEnvSchema: z.ZodObject
  }
  const variables = Object.entries(module.docsEnvSchema.shape).map(([name, schema]) => ({
    name,
    value: envValueText(schema as z.core.$ZodType),
    summary: '',
  }))
  // Read outside the schema: AIRLOCK_RPC_<chain id> (readEnvOptions) and the memory database cache.
  variables.push(
    { name: 'AIRLOCK_RPC_<chain id>', value: 'list, comma separated: string (uri)', summary: '' },
    { name: 'AIRLOCK_MEMORY_DB_CACHE', value: 'string', summary: '' },
  )
  return variables.sort((a, b) => a.name.localeCompare(b.name))
}

/**
 * A generated page's body in VitePress's `v-pre` container: text from the code is shown as it is,
 * never read as a Vue template (`{{ … }}` in a type or a message).
 */
function verbatim(markdown: string): string {
  const title = markdown.indexOf('\n# ')
  const body = markdown.indexOf('\n', title + 1)
  return `${markdown.slice(0, body + 1)}\n::: v-pre\n${markdown.slice(body + 1).trimEnd()}\n\n:::\n`
}

/** Every generated page: its path under the site's folder → its markdown. */
export async function generatePages(): Promise<Map<string, string>> {
  const pages = await makePages()
  return new Map([...pages].map(([file, markdown]) => [file, verbatim(markdown)]))
}

async function makePages(): Promise<Map<string, string>> {
  const out = new Map<string, string>()
  const files = referenceEntries.map((entry) =>
    declarationFile(packageDir(siteDir, entry.packageName), entry.entry),
  )
  const apiFile = declarationFile(packageDir(siteDir, '@airlock/blockchain-api'), '.')
  const exports = readExports([...files, apiFile])
  referenceEntries.forEach((entry, index) => {
    out.set(
      `reference/${entry.slug}.md`,
      referencePage(entry, exports.get(files[index] ?? '') ?? []),
    )
  })

  const apiSummaries = new Map(
    (exports.get(apiFile) ?? []).map((entry) => [entry.name, entry.summary]),
  )
  const contract = Object.entries(api)
    .filter(([, value]) => isRoute(value))
    .map(([name, value]) => ({
      ...(value as ContractRoute),
      name,
      summary: apiSummaries.get(name) ?? '',
    }))
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))
  out.set('server/routes.md', routesPage(contract))

  const readme = readFileSync(join(repoRoot, 'packages/server/README.md'), 'utf8')
  out.set('server/environment.md', environmentPage(await readEnvVariables(), readEnvTable(readme)))

  const constants = Object.fromEntries(
    Object.entries(api.apiErrorCodes).map(([key, code]) => [`apiErrorCodes.${key}`, code]),
  )
  const eventsFile = join(repoRoot, 'packages/core/src/events/types.ts')
  out.set(
    'errors.md',
    errorsPage({
      trackEvents: readUnion(eventsFile, 'AppKitEventName'),
      errorEvents: readUnion(eventsFile, 'AppKitErrorEventName'),
      errors: readErrors(repoRoot, publicPackages, constants),
      apiErrorCodes: readConstObject(
        join(repoRoot, 'packages/blockchain-api/src/errors/apiErrorCodes.ts'),
        'apiErrorCodes',
      ),
      catalogue: en,
    }),
  )
  return out
}

/**
 * llms.txt, llms-full.txt and each page as markdown (samples inlined), into `public/` for the build
 * to copy, given each page's markdown.
 */
export function generateLlms(readPage: (file: string) => string): Map<string, string> {
  const baseUrl = api.docsBaseUrl
  const markdown = (file: string) => inlineSamples(readPage(file), siteDir)
  return new Map([
    ['public/llms.txt', llmsTxt(sections, baseUrl)],
    ['public/llms-full.txt', llmsFullTxt(sections, baseUrl, markdown)],
    ...pages.map((page): [string, string] => [`public/${page.file}`, markdown(page.file)]),
  ])
}

export function writeFiles(outDir: string, files: Map<string, string>): void {
  for (const [file, text] of files) {
    mkdirSync(dirname(join(outDir, file)), { recursive: true })
    writeFileSync(join(outDir, file), text)
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outIndex = process.argv.indexOf('--out')
  const outDir = outIndex > 0 ? resolve(process.argv[outIndex + 1] ?? '') : siteDir
  const started = Date.now()
  const generated = await generatePages()
  writeFiles(outDir, generated)
  const readPage = (file: string) =>
    generated.get(file) ?? readFileSync(join(siteDir, file), 'utf8')
  writeFiles(outDir, generateLlms(readPage))
  console.warn(
    `docs: ${generated.size} pages generated in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
}
