import type { Metadata } from 'next'
// #if wagmi
import { headers } from 'next/headers'
// #endif
import type { ReactNode } from 'react'
import { Providers } from '../Providers'

export const metadata: Metadata = { title: '{{name}}' }

export default async function RootLayout({ children }: { children: ReactNode }) {
  // #if wagmi
  // wagmi keeps the connection in a cookie: given it, the server renders the connected page. Only
  // wagmi's cookies go to the providers, as what they are given is written into the page.
  const wagmiCookies = (await headers())
    .get('cookie')
    ?.split('; ')
    .filter((cookie) => cookie.startsWith('wagmi.'))
    .join('; ')
  // #endif
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: '2rem' }}>
        {/* #if wagmi */}
        <Providers cookies={wagmiCookies}>{children}</Providers>
        {/* #else */}
        <Providers>{children}</Providers>
        {/* #endif */}
      </body>
    </html>
  )
}
