import { AirlockError } from '@airlock/blockchain-api'
import {
  type Address,
  type Client,
  createClient,
  formatUnits,
  type Hex,
  http,
  zeroAddress,
} from 'viem'
import {
  estimateFeesPerGas,
  getCode,
  getTransactionCount,
  sendRawTransaction,
  waitForTransactionReceipt,
} from 'viem/actions'
import type { Signer } from '../custody/createShareSigner.js'
import {
  delegateOf,
  eip7702DelegateAddress,
  eip7702DelegateName,
  isDelegatedToFrameDelegate,
} from '../custody/eip7702Delegate.js'
import { UnsupportedRequestError } from '../errors/frame.js'
import { describeMessages } from '../messages/en/describe.js'
import { formatFrameMessage } from '../messages/formatFrameMessage.js'
import type { DescribeMessages } from '../messages/types.js'
import { describeNetwork } from './describeNetwork.js'
import type { ApprovalDescription, ApprovalRow } from './describeRequest.js'

// The embedded EOA's EIP-7702 upgrade and its undo, in a chunk of their own: the frame loads it
// with the first `airlock_upgradeAccount` or `airlock_undoAccountUpgrade`. This is the only place
// the frame signs an authorization: to its configured delegate, or to the zero address (undo).

/**
 * Gas the upgrade (or undo) transaction may use: 21,000 for the transaction, 25,000 for the authorization
 * of an account (EIP-7702's PER_EMPTY_ACCOUNT_COST) and the delegate's empty `receive`, with room.
 * Unused gas is not charged.
 */
const upgradeGas = 100_000n

/**
 * The upgrade (or its undo) transaction was mined and reverted, or the account's code is not what
 * it should be after it.
 */
class AccountUpgradeFailedError extends AirlockError {
  override name = 'AccountUpgradeFailedError' as const
  constructor(details: string) {
    super('The account upgrade failed', { code: 'ACCOUNT_UPGRADE_FAILED', details })
  }
}

export type UpgradeAccountParameters = {
  wallet: Signer
  chainId: number
  rpcUrl: string
  nativePriceUsd: number | undefined
  messages?: DescribeMessages | undefined
  /** The visitor's approval of the card (in the frame), with the highest fee; throws to refuse. */
  approve(description: ApprovalDescription): Promise<void>
}

export type UpgradeAccountReturnType = {
  /** The account: the same address before and after. */
  address: Address
  /** The code it runs now (the frame's configured delegate). */
  delegate: Address
  chainId: number
  /** The upgrade's transaction; none when the account was upgraded already. */
  transactionHash?: Hex | undefined
}

export type UndoAccountUpgradeReturnType = {
  /** The account: the same address, a plain account again. */
  address: Address
  chainId: number
  /** The undo's transaction; none when the account had no delegation. */
  transactionHash?: Hex | undefined
}

/** A fee as the card shows it: USD first when the price is known. */
function formatFee(fee: bigint, symbol: string, decimals: number, priceUsd: number | undefined) {
  const native = `${formatUnits(fee, decimals)} ${symbol}`
  if (priceUsd === undefined) return native
  const usd = Number(formatUnits(fee, decimals)) * priceUsd
  return `${usd > 0 && usd < 0.005 ? '< $0.01' : `$${usd.toFixed(2)}`} (${native})`
}

type CardParameters = {
  address: Address
  chainId: number
  fee: string
  messages?: DescribeMessages | undefined
}

/**
 * Both cards: the rows that lead, then the one network the change is made on and the address that
 * stays, what changes, and the fee.
 */
function describeSetCode(
  { address, chainId, fee }: CardParameters,
  messages: DescribeMessages,
  { title, lead, changes }: { title: string; lead: ApprovalRow[]; changes: ApprovalRow[] },
): ApprovalDescription {
  const network = describeNetwork(chainId, messages)
  return {
    title,
    network: network.label,
    rows: [
      ...lead,
      {
        label: messages.upgradeOn,
        value: formatFrameMessage(messages.upgradeOnValue, { network: network.label }),
      },
      {
        label: messages.yourAddress,
        value: formatFrameMessage(messages.yourAddressValue, { address }),
      },
      ...changes,
      { label: messages.networkFee, value: fee },
    ],
  }
}

/** "The delegation to 0x…", under `label`. */
const delegationRow = (messages: DescribeMessages, label: string, address: Address) => ({
  label,
  value: formatFrameMessage(messages.upgradeReplacesValue, { address }),
})

/**
 * The upgrade card, in plain words and the visitor's language: what the account is handed to, on
 * which network, that the address stays, what it gives, that it can be undone, and the strongest
 * warning the frame has.
 */
export function describeUpgrade(
  parameters: CardParameters & { replaces?: Address | undefined },
): ApprovalDescription {
  const messages = parameters.messages ?? describeMessages
  const { replaces } = parameters
  return describeSetCode(parameters, messages, {
    title: messages.upgradeTitle,
    lead: [
      { label: messages.warning, value: messages.upgradeWarning },
      { label: messages.delegatesTo, value: `${eip7702DelegateName} ${eip7702DelegateAddress}` },
      ...(replaces ? [delegationRow(messages, messages.upgradeReplaces, replaces)] : []),
    ],
    changes: [
      { label: messages.whatChanges, value: messages.whatChangesValue },
      { label: messages.undo, value: messages.undoValue },
    ],
  })
}

/**
 * The undo card: which delegation goes, on which network, that the address and what it holds
 * stay, and what the account loses (atomic batches, sponsored gas).
 */
function describeUndoUpgrade(parameters: CardParameters & { delegate: Address }) {
  const messages = parameters.messages ?? describeMessages
  return describeSetCode(parameters, messages, {
    title: messages.undoUpgradeTitle,
    lead: [delegationRow(messages, messages.removes, parameters.delegate)],
    changes: [{ label: messages.whatChanges, value: messages.undoUpgradeWhatChangesValue }],
  })
}

/**
 * Upgrades the wallet's EOA on `chainId` with EIP-7702 to the frame's configured delegate: the
 * card, then the authorization (for this chain only, never chain id 0) and one set-code
 * transaction the account sends to itself, awaited. Refused where the delegate has no code.
 * Answers at once, without asking, when the account is delegated to it already.
 */
export async function upgradeAccount(
  parameters: UpgradeAccountParameters,
): Promise<UpgradeAccountReturnType> {
  const { wallet, chainId } = parameters
  const client = createClient({ transport: http(parameters.rpcUrl) })
  const address = wallet.getAddress()
  const [code, delegateCode] = await Promise.all([
    getCode(client, { address }),
    getCode(client, { address: eip7702DelegateAddress }),
  ])
  if (isDelegatedToFrameDelegate(code))
    return { address, delegate: eip7702DelegateAddress, chainId }
  if (!delegateCode || delegateCode === '0x')
    throw new UnsupportedRequestError(`Smart-account upgrades (EIP-7702) on chain ${chainId}`)
  const hash = await setCode(parameters, client, eip7702DelegateAddress, (fee) =>
    describeUpgrade({
      address,
      chainId,
      fee,
      replaces: code && code !== '0x' ? delegateOf(code) : undefined,
      messages: parameters.messages,
    }),
  )
  if (!isDelegatedToFrameDelegate(await getCode(client, { address })))
    throw new AccountUpgradeFailedError(`After ${hash} the account is not delegated`)
  return { address, delegate: eip7702DelegateAddress, chainId, transactionHash: hash }
}

/**
 * Undoes the upgrade of the wallet's EOA on `chainId`: the card, then an authorization to the zero
 * address (EIP-7702 clears the account's code) in one set-code transaction the account sends to
 * itself, awaited. Answers at once, without asking, when the account has no delegation. The
 * address, its balance and its tokens stay; only the code goes.
 */
export async function undoAccountUpgrade(
  parameters: UpgradeAccountParameters,
): Promise<UndoAccountUpgradeReturnType> {
  const { wallet, chainId } = parameters
  const client = createClient({ transport: http(parameters.rpcUrl) })
  const address = wallet.getAddress()
  const delegate = delegateOf(await getCode(client, { address }))
  if (!delegate) return { address, chainId }
  const hash = await setCode(parameters, client, zeroAddress, (fee) =>
    describeUndoUpgrade({ address, chainId, fee, delegate, messages: parameters.messages }),
  )
  const code = await getCode(client, { address })
  if (code && code !== '0x')
    throw new AccountUpgradeFailedError(`After ${hash} the account still has code`)
  return { address, chainId, transactionHash: hash }
}

/**
 * The visitor's approval of `describe(fee)`, then the authorization to `delegate` for this chain
 * and one set-code transaction from the account to itself, awaited; throws when it reverted.
 */
async function setCode(
  parameters: UpgradeAccountParameters,
  client: Client,
  delegate: Address,
  describe: (fee: string) => ApprovalDescription,
): Promise<Hex> {
  const { wallet, chainId } = parameters
  const address = wallet.getAddress()
  const fees = await estimateFeesPerGas(client)
  const network = describeNetwork(chainId, parameters.messages)
  await parameters.approve(
    describe(
      formatFee(
        upgradeGas * fees.maxFeePerGas,
        network.symbol,
        network.decimals,
        parameters.nativePriceUsd,
      ),
    ),
  )
  // Read once approved (the account may have sent meanwhile). The account sends the transaction
  // itself: its nonce is used by the transaction first, so the authorization takes the next one.
  const nonce = await getTransactionCount(client, { address, blockTag: 'pending' })
  const authorization = await wallet.signAuthorization({
    chainId,
    address: delegate,
    nonce: nonce + 1,
  })
  const serialized = await wallet.signTransaction({
    type: 'eip7702',
    chainId,
    nonce,
    to: address,
    value: 0n,
    data: '0x',
    gas: upgradeGas,
    maxFeePerGas: fees.maxFeePerGas,
    maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
    authorizationList: [authorization],
  })
  const hash = await sendRawTransaction(client, { serializedTransaction: serialized })
  const receipt = await waitForTransactionReceipt(client, {
    hash,
    pollingInterval: 250,
    timeout: 120_000,
  })
  if (receipt.status !== 'success')
    throw new AccountUpgradeFailedError(`The set-code transaction ${hash} reverted`)
  return hash
}
