import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@airlock/testing/playwright'
import { devWalletName } from './constants.js'
import { ModalPage } from './pages/ModalPage.js'

/**
 * The network logos the header's network button may fetch for itself (a module each, named after
 * its file in packages/ui/src/icons/networks): part of the page's buttons, not of the modal.
 */
const networkLogos = readdirSync(
  fileURLToPath(new URL('../../../packages/ui/src/icons/networks', import.meta.url)),
)
  .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
  .map((file) => file.replace(/\.ts$/, ''))
const isNetworkLogo = (url: string) =>
  networkLogos.some((name) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(url))

test("by default (preload: 'intent') the page fetches nothing of the modal before the visitor's intent; a pointer entering Connect Wallet starts the loads", async ({
  page,
  devWallet: _devWallet,
}) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  const modal = new ModalPage(page)
  // The page's clock is the test's: it runs past every wait `preload: 'idle'` has (1 s of quiet
  // network, the idle callback, the 10 s cap), so whatever that mode would load has been asked for.
  await page.clock.install()
  await page.goto('/')
  await expect(modal.connectButton).toBeVisible()
  await page.waitForLoadState('networkidle')
  await page.clock.runFor(15_000)
  await page.waitForLoadState('networkidle')

  // The scripts the document itself names: the first load. Nothing else, and no registry call.
  const firstLoad = await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
        'script[src], link[rel="modulepreload"]',
      ),
    ].map((element) => ('src' in element ? element.src : element.href)),
  )
  const beforeIntent = [...requested]
  expect(beforeIntent.filter((url) => new URL(url).pathname === '/getWallets')).toEqual([])
  expect(
    beforeIntent.filter(
      (url) => url.endsWith('.js') && !firstLoad.includes(url) && !isNetworkLogo(url),
    ),
    'scripts fetched before any intent',
  ).toEqual([])

  // A pointer entering the button: the modal's inside starts loading before the click.
  await modal.connectButton.hover()
  await expect
    .poll(() => requested.slice(beforeIntent.length).filter((url) => url.endsWith('.js')).length)
    .toBeGreaterThan(0)
  await modal.connectButton.click()
  await expect(modal.walletOption(devWalletName)).toBeVisible()
})

test("by default (preload: 'intent') at most 3 scripts are fetched from the pointer entering Connect Wallet until the first wallet row shows (the registry call and images are data and not counted)", async ({
  page,
  devWallet: _devWallet,
}) => {
  // Counted in the page's own resource timeline: every script whose fetch started after the
  // pointer entered the button and before the frame in which the row first showed.
  await page.addInitScript(() => performance.setResourceTimingBufferSize(10_000))
  const modal = new ModalPage(page)
  await page.goto('/')
  await expect(modal.connectButton).toBeVisible()
  await page.waitForLoadState('networkidle')

  // The page watches for the row itself, each frame from the intent on: the frame it first shows
  // in is when the visitor sees it (a poll from the test would see it a round trip later).
  const intentAt = await page.evaluate((name) => {
    const scope = window as Window & { airlockRowShownAt?: number }
    const watch = () => {
      const buttons = document
        .querySelector('airlock-modal')
        ?.shadowRoot?.querySelectorAll('button')
      const row = [...(buttons ?? [])].find(
        (button) => button.textContent?.includes(name) && button.checkVisibility(),
      )
      if (row) scope.airlockRowShownAt = performance.now()
      else requestAnimationFrame(watch)
    }
    requestAnimationFrame(watch)
    return performance.now()
  }, devWalletName)
  await modal.connectButton.hover()
  await modal.connectButton.click()
  await expect(modal.walletOption(devWalletName)).toBeVisible()
  const rowShownAt = Number(
    await page.evaluate(
      () => (window as Window & { airlockRowShownAt?: number }).airlockRowShownAt,
    ),
  )
  expect(rowShownAt, 'the frame the row showed in').toBeGreaterThan(intentAt)

  const scripts = await page.evaluate(
    ({ from, to }) =>
      performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            new URL(entry.name).pathname.endsWith('.js') &&
            entry.startTime >= from &&
            entry.startTime <= to,
        )
        .map((entry) => entry.name),
    { from: intentAt, to: rowShownAt },
  )
  const counted = [...new Set(scripts)].filter((url) => !isNetworkLogo(url))
  expect(
    counted.length,
    `scripts fetched for the first view:\n${counted.join('\n')}`,
  ).toBeLessThanOrEqual(3)
})
