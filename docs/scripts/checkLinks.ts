// `tsx scripts/checkLinks.ts`: fails the build when a link's #anchor is missing on its page.
import { join } from 'node:path'
import { docsBaseUrl } from '@airlock/blockchain-api'
import { findBrokenAnchors } from './lib/checkLinks.ts'
import { siteDir } from './lib/site.ts'

const base = `${new URL(docsBaseUrl).pathname.replace(/\/$/, '')}/`
const broken = findBrokenAnchors(join(siteDir, 'dist'), base)
if (broken.length > 0) {
  console.error(`docs: ${broken.length} link(s) to a missing anchor:\n${broken.join('\n')}`)
  process.exit(1)
}
