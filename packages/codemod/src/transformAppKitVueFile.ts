import {
  type TransformAppKitSourceParameters,
  type TransformAppKitSourceReturnType,
  transformAppKitSource,
} from './transformAppKitSource.js'

const scriptBlock = /(<script\b([^>]*)>)([\s\S]*?)<\/script\s*>/g
const languageAttribute = /\blang\s*=\s*["']?(ts|tsx|js|jsx)\b/

/**
 * `transformAppKitSource` for a Vue single-file component: each `<script>` block (`<script setup>`
 * too, in its `lang`) is rewritten as a script file is, and the template and styles stay as they
 * are. Positions in the changes and findings are the component file's own.
 *
 * @example
 * transformAppKitVueFile({ file: 'src/App.vue', text, surface, binding: 'vue' }).text
 * // <script setup lang="ts">import { useAppKit } from '@airlock/vue'…
 */
export function transformAppKitVueFile(
  parameters: Omit<TransformAppKitSourceParameters, 'language'>,
): TransformAppKitSourceReturnType {
  const { text } = parameters
  const blank = (part: string) => part.replace(/[^\n\r]/g, ' ')
  const merged: TransformAppKitSourceReturnType = {
    text: '',
    changes: [],
    findings: [],
    elementUses: [],
    importsElements: false,
    airlockPackages: [],
  }
  const packages = new Set<string>()
  let rewritten = ''
  let copiedUpTo = 0
  for (const match of text.matchAll(scriptBlock)) {
    const [, openingTag = '', attributes = '', content = ''] = match
    const start = match.index + openingTag.length
    const end = start + content.length
    // The block alone, at its place in the file: every position is the file's own.
    const masked = blank(text.slice(0, start)) + content + blank(text.slice(end))
    const language = (languageAttribute.exec(attributes)?.[1] ?? 'js') as
      | 'ts'
      | 'tsx'
      | 'js'
      | 'jsx'
    const result = transformAppKitSource({ ...parameters, text: masked, language })
    const newContent = result.text.slice(start, result.text.length - (masked.length - end))
    rewritten += text.slice(copiedUpTo, start) + newContent
    copiedUpTo = end
    merged.changes.push(...result.changes)
    merged.findings.push(...result.findings)
    merged.elementUses.push(...result.elementUses)
    merged.importsElements ||= result.importsElements
    for (const name of result.airlockPackages) packages.add(name)
  }
  merged.text = rewritten + text.slice(copiedUpTo)
  merged.airlockPackages = [...packages].sort()
  return merged
}
