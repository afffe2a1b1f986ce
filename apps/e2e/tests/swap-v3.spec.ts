import { devAccounts, devnetContracts, devnetTokens, devnetUniswapV3 } from '@airlock/testing'
import { expect, test } from '@airlock/testing/playwright'
import { type Address, createPublicClient, erc20Abi, formatUnits, http, parseAbi } from 'viem'
import { findSeriousViolations } from './axe.js'
import { devWalletName } from './constants.js'
import { AccountPage } from './pages/AccountPage.js'
import { ModalPage } from './pages/ModalPage.js'
import { SwapPage } from './pages/SwapPage.js'

// The stack's primary anvil chain; e2e runs share its state, so amounts are read before and after.
const chain = createPublicClient({ transport: http('http://127.0.0.1:8545') })
const air = devnetTokens.token.address as Address
const quoterAbi = parseAbi([
  'function quoteExactInputSingle((address tokenIn, address tokenOut, uint256 amountIn, uint24 fee, uint160 sqrtPriceLimitX96) params) returns (uint256 amountOut, uint160 sqrtPriceX96After, uint32 initializedTicksCrossed, uint256 gasEstimate)',
])

/** QuoterV2's answer for selling `amountIn` wei on the devnet's AIR/WETH 0.05% pool. */
async function quoterV2(amountIn: bigint): Promise<bigint> {
  const { result } = await chain.simulateContract({
    address: devnetUniswapV3.quoterV2,
    abi: quoterAbi,
    functionName: 'quoteExactInputSingle',
    args: [
      {
        tokenIn: devnetContracts.weth,
        tokenOut: air,
        amountIn,
        fee: devnetUniswapV3.pools.tokenEth.fee,
        sqrtPriceLimitX96: 0n,
      },
    ],
  })
  return result[0]
}

test.describe('swap on the local Uniswap V3 pool', () => {
  // Account 7 swaps only here, so its AIR moves by this swap alone.
  const swapper = devAccounts[7]
  const owner = swapper.address as Address
  test.use({ devWalletConfig: { accounts: [swapper.privateKey] } })
  const readAir = () =>
    chain.readContract({ address: air, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

  test('0.01 ETH → AIR routes through V3 at 0.05%: the quote and the rate shown are QuoterV2’s, and AIR moves by it', async ({
    page,
    devWallet,
  }) => {
    // Asking for the fixture puts the wallet configured above in the page.
    expect(devWallet).toBeDefined()
    const modal = new ModalPage(page)
    await page.goto('/')
    await modal.connectWith(devWalletName)
    const button = modal.accountButton(`${owner.slice(0, 4)}…${owner.slice(-6)}`)
    await expect(button).toBeVisible()
    await button.click()
    const account = new AccountPage(page)
    await expect(account.tab('Tokens')).toBeVisible()

    const swap = new SwapPage(page)
    await swap.open()
    await swap.pick('from', 'ETH')
    await swap.pick('to', 'AIR')
    await swap.amountInput.fill('0.01')
    await expect(swap.receivedInput).not.toHaveValue('')
    await expect(swap.reviewButton).toBeEnabled()
    const airBefore = await readAir()
    const expected = await quoterV2(10n ** 16n)
    // Shown with 6 decimals, floored, written the English way: QuoterV2's answer cut the same way.
    const [whole, fraction = ''] = formatUnits(expected, 18).split('.')
    const cut = fraction.slice(0, 6).replace(/0+$/, '')
    const english = (value: string, digits: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat('en', digits).format(value as `${number}`)
    const received = english(cut ? `${whole}.${cut}` : `${whole}`, { maximumFractionDigits: 6 })
    await expect(swap.receivedInput).toHaveValue(received)
    // The rate: what one whole ETH buys at this quote, four decimals at most.
    await expect(swap.rate).toHaveText(
      `1 ETH = ${english(formatUnits(expected * 100n, 18), { maximumFractionDigits: 4 })} AIR`,
    )
    expect(await findSeriousViolations(page), 'Swap form').toEqual([])

    await swap.reviewButton.click()
    await expect(swap.dialog.getByRole('heading', { name: 'Review swap' })).toBeVisible()
    // The node's simulation of the swap (eth_simulateV1 on anvil): the ETH that leaves and the AIR
    // that enters, as the quote said.
    const simulated = swap.dialog.getByRole('list', { name: 'Simulated on the network' })
    await expect(simulated).toContainText('−0.01 ETH')
    await expect(simulated).toContainText(`+${received} AIR`)
    await swap.dialog.getByRole('button', { name: 'Swap', exact: true }).click()
    await expect(account.toast('Swapped 0.01 ETH')).toBeVisible()
    await expect.poll(readAir).toBe(airBefore + expected)
  })
})
