import { expect, test } from '@airlock/testing/playwright'
import { devWalletName, serverUrl } from './constants.js'
import { AllWalletsPage } from './pages/AllWalletsPage.js'
import { ModalPage } from './pages/ModalPage.js'

test.describe('the wallet registry in AllWallets', () => {
  test('lists the registry with images and loads more on scroll', async ({ page, devWallet }) => {
    void devWallet
    const modal = new ModalPage(page)
    const allWallets = new AllWalletsPage(page)
    await page.goto('/')
    await modal.open()
    // The Connect view's entry carries the registry's count.
    await expect(modal.dialog.getByRole('button', { name: 'All Wallets' })).toContainText(/\d+/)
    await allWallets.openFromConnect()

    await expect(allWallets.wallet('MetaMask')).toBeVisible()
    await expect(allWallets.list.getByRole('img', { name: 'MetaMask' })).toBeVisible()
    await expect(allWallets.wallet('Rabby Wallet')).toBeVisible()
    // The installed dev wallet first, then the first page of 40.
    await expect(allWallets.rows).toHaveCount(41)
    // Images past the first 20 wait until they scroll near.
    await expect(allWallets.list.locator('img[loading="lazy"]').first()).toBeAttached()

    await allWallets.scrollToEnd()
    await expect(async () => {
      expect(await allWallets.rows.count()).toBeGreaterThan(41)
    }).toPass()
  })

  test('every bundled registry wallet shows its logo, not generated initials', async ({
    page,
    devWallet,
  }) => {
    void devWallet
    const modal = new ModalPage(page)
    const allWallets = new AllWalletsPage(page)
    await page.goto('/')
    await modal.open()
    const entry = modal.dialog.getByRole('button', { name: 'All Wallets' })
    await expect(entry).toContainText(/\d+/)
    const count = Number((await entry.textContent())?.match(/\d+/)?.[0])
    await allWallets.openFromConnect()
    // Scroll until every registry wallet for the demo's networks is listed (after the dev wallet).
    await expect(async () => {
      await allWallets.scrollToEnd()
      expect(await allWallets.rows.count()).toBe(count + 1)
    }).toPass({ timeout: 30_000 })
    // Each row's image, fetched as the browser did: a logo draws paths, a monogram writes text.
    const isMonogram = (svg: string) => !svg.startsWith('<svg') || svg.includes('<text')
    const images = await allWallets.list.getByRole('img').evaluateAll((elements) =>
      Promise.all(
        (elements as HTMLImageElement[]).map(async (image) => ({
          name: image.alt,
          svg: image.src ? await (await fetch(image.src)).text() : '',
        })),
      ),
    )
    const shown = new Map(images.map((image) => [image.name, image.svg]))
    expect(shown.size).toBeGreaterThanOrEqual(count)

    // The whole bundled registry (pages of 100); wallets of networks the demo lacks are checked by
    // their route.
    const bundled: { name: string; image_id: string }[] = []
    for (let page_ = 1; page_ === 1 || bundled.length === (page_ - 1) * 100; page_++) {
      const response = await page.request.get(
        `${serverUrl}/getWallets?projectId=local-dev&page=${page_}&entries=100`,
      )
      bundled.push(...((await response.json()) as { data: typeof bundled }).data)
    }
    expect(bundled.length).toBeGreaterThanOrEqual(100)
    const withMonogram: string[] = []
    for (const wallet of bundled) {
      let svg = shown.get(wallet.name)
      if (svg === undefined) {
        const image = await page.request.get(`${serverUrl}/getWalletImage/${wallet.image_id}`)
        svg = await image.text()
      }
      if (isMonogram(svg)) withMonogram.push(wallet.name)
    }
    // Every one has a logo: a monogram is only for a wallet the server has no image for.
    expect(withMonogram).toEqual([])
  })

  test('search narrows the list; an unknown name shows "No wallets found"', async ({
    page,
    devWallet,
  }) => {
    void devWallet
    const allWallets = new AllWalletsPage(page)
    await allWallets.openOnDemo()
    await expect(allWallets.wallet('MetaMask')).toBeVisible()
    // On a computer the search box takes the focus, ready for typing.
    await expect(allWallets.search).toBeFocused()
    // The wallets in sections: the installed dev wallet, then the registry's most used.
    await expect(allWallets.list.getByRole('heading')).toHaveText(['Installed', 'Popular'])
    await expect(allWallets.section('Installed').getByRole('button')).toHaveText([
      `${devWalletName}Installed`,
    ])
    await expect(allWallets.section('Popular').getByRole('button').first()).toHaveText('MetaMask')

    await allWallets.searchFor('rab')
    await expect(allWallets.wallet('Rabby Wallet')).toBeVisible()
    await expect(allWallets.rows).toHaveCount(1)

    await allWallets.searchFor('no wallet has this name')
    await expect(allWallets.dialog.getByText('No wallets found')).toBeVisible()

    await allWallets.searchFor('')
    await expect(allWallets.wallet('MetaMask')).toBeVisible()
    await expect(allWallets.wallet(devWalletName)).toBeVisible()
  })

  test('Connect and All Wallets keep their height (measured before and after the list loads, and on a search with no result)', async ({
    page,
    devWallet,
  }) => {
    void devWallet
    // The registry's answers wait until the test lets them through (once for Connect's, once
    // for All Wallets').
    let release = () => {}
    let released = Promise.resolve()
    const hold = () => {
      released = new Promise<void>((resolve) => {
        release = resolve
      })
    }
    hold()
    await page.route('**/getWallets?**', async (route) => {
      await released
      await route.continue()
    })
    const modal = new ModalPage(page)
    const allWallets = new AllWalletsPage(page)
    // The card's height once it has settled: two frames on (the height follows its content
    // through a ResizeObserver) and no height transition running in it.
    const height = () =>
      page.getByRole('dialog').evaluate(async (card) => {
        for (;;) {
          await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)))
          const moving = card
            .getAnimations({ subtree: true })
            .some((animation) => animation instanceof CSSTransition)
          if (!moving) return card.getBoundingClientRect().height
        }
      })

    // Connect: a placeholder row for each wallet the registry may add, then the wallets.
    await page.goto('/')
    await modal.open()
    const connectList = modal.dialog.getByRole('list', { name: 'Connect Wallet' })
    await expect(connectList).toHaveAttribute('aria-busy', 'true')
    await expect(connectList.getByRole('button', { name: devWalletName })).toBeVisible()
    const connectLoading = await height()
    expect(connectLoading).toBeGreaterThan(0)
    release()
    await expect(connectList.getByRole('button', { name: 'MetaMask', exact: true })).toBeVisible()
    await expect(connectList).toHaveAttribute('aria-busy', 'false')
    await expect.poll(height).toBeCloseTo(connectLoading, 0)

    // All Wallets: its own placeholders under its search box (the view's code may still be
    // loading first, behind a spinner that is also called "Loading…").
    hold()
    await allWallets.openFromConnect()
    await expect(allWallets.search).toBeVisible()
    await expect(
      allWallets.dialog.getByRole('status').filter({ hasText: 'Loading…' }),
    ).toBeVisible()
    const loading = await height()
    expect(loading).toBeGreaterThan(0)

    release()
    await expect(allWallets.wallet('MetaMask')).toBeVisible()
    await expect.poll(height).toBeCloseTo(loading, 0)

    await allWallets.searchFor('no wallet has this name')
    await expect(allWallets.dialog.getByText('No wallets found')).toBeVisible()
    await expect.poll(height).toBeCloseTo(loading, 0)
  })

  test.describe('an installed wallet that the registry lists', () => {
    test.use({ devWalletConfig: { name: 'Rabby Wallet', rdns: 'io.rabby' } })

    test('shows once, as the installed wallet', async ({ page, devWallet }) => {
      void devWallet
      const allWallets = new AllWalletsPage(page)
      await allWallets.openOnDemo()
      await expect(allWallets.wallet('MetaMask')).toBeVisible()
      const rabby = allWallets.list.getByRole('button', { name: /Rabby Wallet/ })
      await expect(rabby).toHaveCount(1)
      await expect(rabby).toHaveAccessibleDescription('Installed')

      await allWallets.searchFor('rab')
      await expect(allWallets.list).toHaveAttribute('aria-busy', 'false')
      await expect(rabby).toHaveCount(1)
    })
  })
})
