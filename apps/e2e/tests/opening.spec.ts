import { expect, test } from '@airlock/testing/playwright'
import { ModalPage } from './pages/ModalPage.js'

type Motion = { name: string; duration: string }

test('opening shows the card at once over a 150 ms backdrop fade; moves inside the dialog play the view transition', async ({
  page,
}) => {
  const modal = new ModalPage(page)
  await page.goto('/')
  await modal.open()
  // Chromium's computed styles: the animation each part runs (or ran) when it appeared.
  const motion = (selector: string, pseudo?: string) =>
    modal.dialog.evaluate(
      (dialog, [selector, pseudo]): Motion => {
        const root = dialog.getRootNode() as ShadowRoot
        const element = root.querySelector(selector)
        if (!element) throw new Error(`${selector} is not in the modal`)
        const style = getComputedStyle(element, pseudo)
        return { name: style.animationName, duration: style.animationDuration }
      },
      [selector, pseudo] as const,
    )

  // Nothing between the page and the first view fades but the backdrop behind the card.
  expect(await motion('.overlay', '::before')).toEqual({ name: 'fade-in', duration: '0.15s' })
  expect(await motion('.overlay')).toEqual({ name: 'none', duration: '0s' })
  expect(await motion('.card')).toEqual({ name: 'none', duration: '0s' })
  await expect(modal.dialog).toHaveCSS('opacity', '1')
  expect(await motion('.view')).toEqual({ name: 'none', duration: '0s' })
  expect((await motion('.title')).name).toBe('none')

  await modal.dialog.getByRole('button', { name: 'All Wallets' }).click()
  await expect(modal.dialog).toHaveAccessibleName('All Wallets')
  expect(await motion('.view')).toEqual({ name: 'view-in', duration: '0.15s' })
  expect(await motion('.title')).toEqual({ name: 'fade-in', duration: '0.12s' })
})
