/**
 * The features Playwright turns off by default, except `ThirdPartyStoragePartitioning`: a
 * cross-site frame (the wallet frame) gets storage partitioned per top-level site, as in a real
 * browser, instead of none at all. Chromium reads the last `--disable-features` switch, so this
 * one replaces Playwright's.
 */
const disabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
]

/**
 * Launch options for Debian's Chromium (`apt-get install chromium`): the browser is never
 * downloaded, and the flags keep it off the network, so runs on a closed machine neither stall nor
 * fill the log with refused connections. Storage partitioning stays on, as in a real browser.
 * `CHROMIUM_PATH` overrides the executable.
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
    `--disable-features=${disabledFeatures.join(',')}`,
  ],
}
