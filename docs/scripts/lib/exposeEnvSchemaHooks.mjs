// Module hooks (node:module register): the server's env schema is a private const of
// readEnvOptions.ts, so the docs generator loads that file with one export added to read it.
const target = '/packages/server/src/config/readEnvOptions.ts'

export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context)
  if (!url.endsWith(target)) return result
  return { ...result, source: `${result.source}\nexport { envSchema as docsEnvSchema }\n` }
}
