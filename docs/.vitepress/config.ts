import { docsBaseUrl } from '@airlock/blockchain-api'
import { defineConfig } from 'vitepress'
import { pageLink, sections } from '../scripts/lib/site.ts'

// Served under /docs/ (AirlockError's docs links are `${docsBaseUrl}/errors#…`). Dead links fail
// the build (VitePress's default; `ignoreDeadLinks` stays off).
export default defineConfig({
  title: 'Airlock',
  description: 'A self-hostable wallet-connection modal for web apps',
  base: `${new URL(docsBaseUrl).pathname.replace(/\/$/, '')}/`,
  outDir: 'dist',
  cleanUrls: true,
  srcExclude: ['README.md', 'samples/**', 'scripts/**', 'public/**', 'node_modules/**'],
  vite: { build: { chunkSizeWarningLimit: 2000 } },
  themeConfig: {
    search: { provider: 'local' },
    outline: [2, 3],
    sidebar: sections.map((section) => ({
      text: section.title,
      items: section.pages.map((page) => ({ text: page.title, link: pageLink(page.file) })),
    })),
  },
})
