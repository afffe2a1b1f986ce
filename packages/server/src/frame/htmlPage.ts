import type { FastifyReply } from 'fastify'

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  )
}

/** A small no-store HTML page on the frame origin (the emailed links open these), strict CSP. */
export function htmlPage(
  reply: FastifyReply,
  status: number,
  title: string,
  text: string,
  extra = '',
): FastifyReply {
  return (
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      )
      // Same-origin: the link's token never leaves in a Referer, and the approval form's POST still
      // carries the frame's Origin (under no-referrer, Chromium sends 'Origin: null' and is refused).
      .header('referrer-policy', 'same-origin')
      .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title>
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem;text-align:center}button{font:inherit;padding:.6rem 1.2rem;border-radius:8px}</style>
</head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${extra}</body></html>`)
  )
}
