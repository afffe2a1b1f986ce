/**
 * Launch options for Debian's Chromium (`apt-get install chromium`): the browser is never
 * downloaded, and the flags keep it off the network, so runs on a closed machine neither stall nor
 * fill the log with refused connections. `CHROMIUM_PATH` overrides the executable.
 *
 * @example
 * // playwright.config.ts
 * use: { launchOptions: chromiumLaunchOptions }
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-quic',
    '--disable-sync',
  ],
}
