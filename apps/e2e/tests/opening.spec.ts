import { expect, test } from '@airlock/testing/playwright'
import { ModalPage } from './pages/ModalPage.js'

type Motion = { name: string; duration: string }

test('opening is one 100 ms fade; moves inside the dialog play the 150 ms view transition', async ({
  page,
}) => {
  const modal = new ModalPage(page)
  await page.goto('/')
  await modal.open()
  // Chromium's computed styles: the animation each part runs (or ran) when it appeared.
  const motion = (selector: string) =>
    modal.dialog.evaluate((dialog, selector): Motion => {
      const root = dialog.getRootNode() as ShadowRoot
      const element = root.querySelector(selector)
      if (!element) throw new Error(`${selector} is not in the modal`)
      const style = getComputedStyle(element)
      return { name: style.animationName, duration: style.animationDuration }
    }, selector)

  expect(await motion('.overlay')).toEqual({ name: 'fade-in', duration: '0.1s' })
  expect(await motion('.view')).toEqual({ name: 'none', duration: '0s' })
  expect((await motion('.title')).name).toBe('none')

  await modal.dialog.getByRole('button', { name: 'All Wallets' }).click()
  await expect(modal.dialog).toHaveAccessibleName('All Wallets')
  expect(await motion('.view')).toEqual({ name: 'view-in', duration: '0.15s' })
  expect(await motion('.title')).toEqual({ name: 'fade-in', duration: '0.12s' })
})
