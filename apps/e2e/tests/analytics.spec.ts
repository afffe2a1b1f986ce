import { expect, test } from '@airlock/testing/playwright'
import { AllWalletsPage } from './pages/AllWalletsPage.js'

/** The local server's analytics read endpoint, as the `local-dev` project's owner. */
async function readAnalyticsEvents(): Promise<{ props: Record<string, unknown> }[]> {
  const response = await fetch('http://127.0.0.1:8787/v1/analytics/events?projectId=local-dev', {
    headers: { authorization: 'Bearer local-dev-owner' },
  })
  expect(response.ok).toBe(true)
  return ((await response.json()) as { data: { props: Record<string, unknown> }[] }).data
}

test('tracked events from the demo reach the server, never MODAL_CREATED', async ({
  page,
  devWallet,
}) => {
  void devWallet
  const allWallets = new AllWalletsPage(page)
  const marker = `e2e-${Date.now()}`
  await allWallets.openOnDemo()
  await allWallets.searchFor(marker)
  await expect(allWallets.dialog.getByText('No wallets found')).toBeVisible()

  await expect(async () => {
    const events = await readAnalyticsEvents()
    const search = events.find(
      (event) =>
        event.props.event === 'SEARCH_WALLET' &&
        JSON.stringify(event.props.properties).includes(marker),
    )
    expect(search).toBeTruthy()
    expect(events.some((event) => event.props.event === 'MODAL_OPEN')).toBe(true)
    expect(events.some((event) => event.props.event === 'MODAL_CREATED')).toBe(false)
  }).toPass()
})
