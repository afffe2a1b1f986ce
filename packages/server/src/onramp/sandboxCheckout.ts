import type { OnrampPurchase } from '@airlock/blockchain-api'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import { ApiError } from '../http/errors.js'
import type { SandboxOnramp } from './createSandboxProvider.js'

/** The card limits of the built-in options (spec §9). */
const cardLimits = { min: 10, max: 7500 }

/** Card numbers the sandbox declines; any other Luhn-valid number pays. */
const declinedCards = new Set(['4000000000000002'])

const paramsSchema = z.object({ id: z.string().uuid() })
const formSchema = z.object({
  amount: z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, 'Enter an amount such as 50 or 50.00'),
  cardNumber: z.string().max(40),
})

/**
 * The sandbox's checkout page, `GET /onramp/sandbox/checkout/{id}`: a plain form (amount, card
 * number, Pay). Posting it pays with a fake card: the tokens are sent on the chain, and the page
 * says so with the transaction's hash.
 */
export async function registerSandboxCheckout(
  app: FastifyInstance,
  sandbox: SandboxOnramp,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))))
      },
    )

    scope.get('/onramp/sandbox/checkout/:id', async (request, reply) => {
      const purchase = await find(sandbox, request.params)
      if (!purchase)
        return page(reply, 404, 'Purchase not found', '<p>This checkout link is not valid.</p>')
      if (purchase.status !== 'pending') return page(reply, 200, 'Checkout', closedText(purchase))
      return page(reply, 200, 'Checkout', checkoutForm(purchase))
    })

    scope.post('/onramp/sandbox/checkout/:id', async (request, reply) => {
      const purchase = await find(sandbox, request.params)
      if (!purchase)
        return page(reply, 404, 'Purchase not found', '<p>This checkout link is not valid.</p>')
      if (purchase.status !== 'pending') return page(reply, 409, 'Checkout', closedText(purchase))
      const form = formSchema.safeParse(request.body ?? {})
      if (!form.success)
        return page(reply, 400, 'Checkout', checkoutForm(purchase, form.error.issues[0]?.message))
      const amount = Number(form.data.amount)
      if (amount < cardLimits.min || amount > cardLimits.max)
        return page(
          reply,
          400,
          'Checkout',
          checkoutForm(purchase, 'Enter an amount between 10.00 and 7500.00', form.data.amount),
        )
      const card = form.data.cardNumber.replace(/[\s-]/g, '')
      if (!isCardNumber(card))
        return page(
          reply,
          400,
          'Checkout',
          checkoutForm(purchase, 'Enter a valid card number', form.data.amount),
        )
      if (declinedCards.has(card)) {
        const failed = await sandbox.decline(purchase.id)
        return page(reply, 402, 'Payment declined', closedText(failed))
      }
      try {
        const paid = await sandbox.pay(purchase.id, {
          amount: form.data.amount,
          currency: purchase.fiatCurrency,
        })
        return page(reply, 200, 'Payment complete', closedText(paid))
      } catch (error) {
        const message = error instanceof ApiError ? error.message : 'The tokens could not be sent'
        request.log.warn({ err: error, purchase: purchase.id }, 'sandbox delivery failed')
        return page(reply, 502, 'Payment failed', `<p role="alert">${escapeHtml(message)}</p>`)
      }
    })
  })
}

async function find(sandbox: SandboxOnramp, params: unknown): Promise<OnrampPurchase | undefined> {
  const parsed = paramsSchema.safeParse(params)
  return parsed.success ? sandbox.getPurchase(parsed.data.id) : undefined
}

function checkoutForm(purchase: OnrampPurchase, error?: string, amount?: string): string {
  const value = amount ?? purchase.fiatAmount ?? ''
  return `<p>Buy ${escapeHtml(purchase.symbol)} for <code>${escapeHtml(purchase.address)}</code> on ${escapeHtml(purchase.chainId)}.</p>
<p>Sandbox: no money moves. Pay with 4242 4242 4242 4242; 4000 0000 0000 0002 is declined.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post">
  <label>Amount (${escapeHtml(purchase.fiatCurrency)})
    <input name="amount" inputmode="decimal" required value="${escapeHtml(value)}"></label>
  <label>Card number
    <input name="cardNumber" inputmode="numeric" autocomplete="off" required></label>
  <button type="submit">Pay</button>
</form>`
}

function closedText(purchase: OnrampPurchase): string {
  if (purchase.status === 'completed')
    return `<p role="status">Payment complete: ${escapeHtml(purchase.cryptoAmount ?? '')} ${escapeHtml(purchase.symbol)} sent to <code>${escapeHtml(purchase.address)}</code>.</p>
<p>Transaction <code>${escapeHtml(purchase.txHash ?? '')}</code>. You can close this window.</p>`
  return '<p role="alert">Payment declined. Nothing was charged.</p>'
}

function page(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    )
    .header('cache-control', 'no-store')
    .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)} · Airlock Sandbox</title>
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}label{display:block;margin:1rem 0}input{display:block;width:100%;padding:.5rem;font:inherit}button{padding:.6rem 1.5rem;font:inherit}code{word-break:break-all}</style>
</head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`)
}

function isCardNumber(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  )
}
