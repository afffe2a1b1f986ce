import type { AccountState, NftsState, SendState, TransactionsState } from './types.js'

// The factories of the parts of an instance's state that actions reset. They live apart from
// createAppKit so an action that resets one does not import the instance factory back.

export function createAccountState(status: AccountState['status'] = 'disconnected'): AccountState {
  return {
    status,
    caipAddress: undefined,
    address: undefined,
    balance: undefined,
    balanceSymbol: undefined,
    addressExplorerUrl: undefined,
    tokenBalance: [],
    tokenBalanceStatus: 'idle',
    currentTab: 0,
    allAccounts: [],
    connectedWalletInfo: undefined,
    preferredAccountType: undefined,
  }
}

/** An empty history, before the first fetch. */
export function createTransactionsState(): TransactionsState {
  return {
    caipAddress: undefined,
    transactions: [],
    status: 'idle',
    empty: false,
    next: undefined,
    names: {},
  }
}

export function createNftsState(): NftsState {
  return { caipAddress: undefined, nfts: [], status: 'idle' }
}

/** The send state with nothing chosen (spec §4: reset after success or failure). */
export function createSendState(): SendState {
  return {
    token: undefined,
    sendTokenAmount: undefined,
    receiverAddress: undefined,
    receiverName: undefined,
    receiverProfileName: undefined,
    receiverProfileImageUrl: undefined,
    gasPrice: undefined,
    gasPriceInUSD: undefined,
    networkBalanceInUSD: undefined,
    loading: false,
  }
}
