// llms.txt (title, summary, a markdown link to each page) and llms-full.txt (every page's markdown,
// samples included) from the same pages the site is built from.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pageLink, type Section } from './site.ts'

const siteSummary =
  "Airlock is an open-source, self-hostable wallet-connection modal for web apps. A dapp installs `@airlock/react` and the adapters it needs (wagmi, ethers, Solana, Bitcoin), calls `createAppKit({...})`, and its visitors connect a wallet, sign in, switch networks, see their tokens and history, and send. The API keeps Reown AppKit's names and shapes, so an app moves over by changing its imports. Every backend the modal calls ships as `@airlock/server` (`npx airlock-server`) and runs on one machine; in production it scales out on Postgres and Redis."

/** A page's markdown with VitePress's `<<< @/samples/x.ts` imports replaced by the code. */
export function inlineSamples(markdown: string, siteDir: string): string {
  return markdown.replace(/^<<< @\/(\S+?)(?:\{[^}]*\})?(?: \[[^\]]*\])?$/gm, (_, path: string) => {
    const language = path.split('.').at(-1) ?? ''
    return `\`\`\`${language}\n${readFileSync(join(siteDir, path), 'utf8').trimEnd()}\n\`\`\``
  })
}

/** `https://airlock.dev/docs/guide/quick-start.md` for `guide/quick-start.md`. */
export const markdownUrl = (baseUrl: string, file: string) =>
  `${baseUrl}${pageLink(file).replace(/\/$/, '/index')}.md`

export function llmsTxt(sections: readonly Section[], baseUrl: string): string {
  const lines = ['# Airlock', '', `> ${siteSummary}`, '']
  for (const section of sections) {
    lines.push(`## ${section.title}`, '')
    for (const page of section.pages)
      lines.push(`- [${page.title}](${markdownUrl(baseUrl, page.file)})`)
    lines.push('')
  }
  return lines.join('\n')
}

/** Every page's markdown, in site order, each under a line naming its URL. */
export function llmsFullTxt(
  sections: readonly Section[],
  baseUrl: string,
  readPage: (file: string) => string,
): string {
  const parts = [`# Airlock\n\n> ${siteSummary}\n`]
  for (const page of sections.flatMap((section) => section.pages)) {
    parts.push(`<!-- ${markdownUrl(baseUrl, page.file)} -->\n\n${readPage(page.file).trim()}\n`)
  }
  return parts.join('\n')
}
