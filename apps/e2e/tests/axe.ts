import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

const require = createRequire(import.meta.url)
const axeSource = (require('axe-core') as { source: string }).source

export type AxeViolation = {
  id: string
  impact: string | null
  help: string
  nodes: { target: unknown }[]
}

/**
 * Runs axe-core (WCAG 2 A/AA rules) over the modal host, shadow tree included, and returns the
 * serious and critical violations.
 */
export async function findSeriousViolations(
  page: Page,
  selector = 'airlock-modal',
): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource })
  // Scan the settled UI: colours mid-fade are not what a visitor reads. Animations start at the
  // next style pass, so let two frames go by, then wait for every finite one to end (spinners and
  // skeleton pulses run forever and do not change text colours).
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  await page.waitForFunction(() => {
    // document.getAnimations() leaves out shadow trees, where the modal and its views animate.
    const roots: (Document | ShadowRoot)[] = [document]
    for (let index = 0; index < roots.length; index++) {
      for (const element of roots[index]!.querySelectorAll('*')) {
        if (element.shadowRoot) roots.push(element.shadowRoot)
      }
    }
    return roots
      .flatMap((root) => root.getAnimations())
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
      )
  })
  const violations = await page.evaluate(async (target) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: unknown,
            options: unknown,
          ) => Promise<{ violations: AxeViolation[]; passes: unknown[] }>
        }
      }
    ).axe
    const element = document.querySelector(target)
    if (!element) throw new Error(`nothing matches ${target}`)
    const result = await axe.run(element, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    })
    // A scan that checked nothing (say, a closed shadow root) must not pass.
    if (result.passes.length === 0) throw new Error(`axe checked nothing inside ${target}`)
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target })),
    }))
  }, selector)
  return violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  )
}
