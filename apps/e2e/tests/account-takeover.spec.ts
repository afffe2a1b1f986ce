import { randomUUID } from 'node:crypto'
import { expect, test } from '@airlock/testing/playwright'
import { inbox, nextMail } from './inbox.js'
import { ModalPage } from './pages/ModalPage.js'
import { frameOrigin, WalletFramePage } from './pages/WalletFramePage.js'
import { addPasskeyAuthenticator } from './passkey.js'

// Two account-takeover attacks on the local stack, run as the attacker would, against the real
// frame (wallet.localhost), server, mail sink and OpenID provider (registered as Google).
const dappUrl = 'http://localhost:5173/?account=eoa'
const dappOrigin = 'http://localhost:5173'
// The frame backend's API as a script reaches it (Node resolves no `*.localhost` name).
const frameApi = 'http://127.0.0.1:8788'
const shortAddress = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`

test.describe('account takeover', () => {
  test('F1: a Google login link started by an attacker and finished by the visitor in a tab of their own gives the attacker no session', async ({
    context,
  }) => {
    // The attacker opens an attempt from a script, for the demo's origin and a device of its own.
    const attackerDevice = `attacker-${randomUUID()}`
    const started = await fetch(`${frameApi}/v1/frame/social/start?projectId=local-dev`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ provider: 'google', origin: dappOrigin, deviceId: attackerDevice }),
    })
    expect(started.status).toBe(200)
    const attempt = (await started.json()) as { attemptId: string; secret: string; uri: string }
    expect(attempt.uri.startsWith(`${frameOrigin}/v1/frame/social/authorize/`)).toBe(true)

    // The visitor opens the forwarded link and logs in at the provider as themselves.
    const tab = await context.newPage()
    await tab.goto(attempt.uri)
    await tab.getByPlaceholder('Enter any login').fill(`victim-${randomUUID()}`)
    await tab.getByPlaceholder('and password').fill('any password')
    await tab.getByRole('button', { name: 'Sign-in' }).click()
    await expect(tab.getByRole('heading', { name: 'Logged in' })).toBeVisible()

    // The attacker redeems with everything it holds: no session, with or without a guess of the
    // result that only the window that opened the popup would have received.
    const redeem = (extra: Record<string, string>) =>
      fetch(`${frameApi}/v1/frame/social/connect?projectId=local-dev`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          attemptId: attempt.attemptId,
          secret: attempt.secret,
          origin: dappOrigin,
          deviceId: attackerDevice,
          ...extra,
        }),
      })
    const guesses: Record<string, string>[] = [
      {},
      { result: attempt.secret },
      { result: 'A'.repeat(43) },
    ]
    for (const extra of guesses) {
      const answer = await redeem(extra)
      expect(answer.status).toBe(400)
      expect(JSON.stringify(await answer.json())).not.toContain('token')
    }
  })

  test('F4: a dapp that asks to move the login email gets nothing without the visitor’s click on a frame card naming both addresses; a change the visitor makes is told to the old address, whose link takes it back', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await addPasskeyAuthenticator(page)
    const modal = new ModalPage(page)
    const wallet = new WalletFramePage(page)
    const email = `visitor-${randomUUID()}@example.com`
    const attacker = `mallory-${randomUUID()}@example.com`
    const address = await wallet.logInNewVisitor(email, dappUrl)

    // The page asks to move the login to another address (the Account view's own form here; a
    // compromised page sends the same request). The frame asks the visitor, naming both.
    const askToChange = async () => {
      await modal.accountButton(shortAddress(address)).click()
      await modal.dialog.getByRole('button', { name: 'Update email' }).click()
      await modal.dialog.getByRole('textbox', { name: 'Email' }).fill(attacker)
      await modal.dialog.getByRole('button', { name: 'Save' }).click()
      const card = wallet.frame.getByRole('dialog', { name: 'Change your login email?' })
      await expect(card).toBeVisible()
      await expect(card.getByText(email)).toBeVisible()
      await expect(card.getByText(attacker)).toBeVisible()
      return card
    }
    const mails = (await inbox(email)).length
    const refused = await askToChange()
    // Nothing reached the server: no code went out for the page to phish.
    expect(await inbox(email)).toHaveLength(mails)
    await refused.getByRole('button', { name: 'Cancel' }).click()
    await expect(refused).toBeHidden()
    expect(await inbox(email)).toHaveLength(mails)
    // A reload keeps the login.
    await page.reload()
    await expect(page.getByTestId('airlock-address')).toHaveText(address)

    // The visitor makes the change themselves: the code to the current address names the new one.
    const card = await askToChange()
    await card.getByRole('button', { name: 'Change email' }).click()
    const primary = await nextMail(email, mails)
    expect(primary.text).toContain(attacker)
    await expect(
      modal.dialog.getByText(`Enter the code we sent to your current email, ${email}`),
    ).toBeVisible()
    await modal.dialog.getByRole('textbox', { name: 'One-time code' }).fill(primary.code ?? '')
    const secondary = await nextMail(attacker, 0)
    await expect(
      modal.dialog.getByText(`Enter the code we sent to your new email, ${attacker}`),
    ).toBeVisible()
    await modal.dialog.getByRole('textbox', { name: 'One-time code' }).fill(secondary.code ?? '')
    await expect(modal.dialog.getByRole('button', { name: 'Update email' })).toContainText(attacker)

    // The old address is told, with the new one and a link that undoes the change.
    const told = await nextMail(email, mails + 1)
    expect(told.text).toContain(attacker)
    const undo = told.links.find((link) => link.includes('/email-changes/')) as string
    const mailTab = await page.context().newPage()
    await mailTab.goto(undo)
    await mailTab.getByRole('button', { name: 'Undo the change' }).click()
    await expect(mailTab.getByRole('heading', { name: 'Email change undone' })).toBeVisible()
    await mailTab.close()

    // Every session ended: the page is logged out, and the old address opens the same wallet
    // (this device keeps its key share, so no passkey is asked).
    await page.reload()
    await modal.open()
    await modal.dialog.getByRole('textbox', { name: 'Email' }).fill(email)
    await modal.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    const code = await nextMail(email, mails + 2)
    await modal.dialog.getByRole('textbox', { name: 'One-time code' }).fill(code.code ?? '')
    await expect(modal.dialog).toBeHidden()
    await expect(page.getByTestId('airlock-address')).toHaveText(address)
  })
})
