/**
 * English: the frame's own cards: the approval, the recovery key, the recovery phrase and a
 * failure with Try again.
 */
export const frameMessages = {
  approve: 'Approve',
  reject: 'Reject',
  reviewInWindow: 'Review in a new window',
  reviewingInWindow: 'Review the request in the new window.',
  allowPopups: 'Allow pop-ups for this site to review the request.',
  requestFrom: 'Request from {origin}',
  claimsToBe: 'It claims to be {name}',
  requestedBy: 'Requested by {name}',
  network: 'Network: {network}',
  done: 'Done',
  phraseTitle: 'Your recovery phrase',
  phraseWarning: 'Anyone with these words controls your wallet. Write them down; never share them.',
  phraseWaiting: 'The words show while this card is fully in view.',
  createPasskey: 'Create a passkey',
  usePasskey: 'Use your passkey',
  recoveryPassword: 'Recovery password',
  usePassword: 'Use a password instead',
  restoreWithPassword: 'Restore with password',
  secureTitle: 'Secure your wallet',
  confirmTitle: 'Confirm it is you',
  restoreTitle: 'Restore your wallet',
  secureDescription:
    'Your recovery key is sealed with a passkey on this device. You need it to use your wallet on a new device or site.',
  confirmDescription: 'Unlock your recovery key to see your recovery phrase.',
  damagedShare:
    'The key share on this device does not match your wallet, so it was not used. Unlock your recovery key to restore it.',
  noShare: 'This device has no key share yet. Unlock your recovery key to continue.',
  waitingForPasskey: 'Waiting for your passkey…',
  passkeyFailed: 'Passkey failed',
  passkeyLoginTitle: 'Continue with a passkey',
  passkeyLoginDescription:
    'Create a passkey for a new wallet, or use the passkey you made before. Your wallet opens with it on any device where the passkey is.',
  passwordTooShort: 'Use at least {count} characters',
  cancel: 'Cancel',
  tryAgain: 'Try again',
  somethingWentWrong: 'Something went wrong',
  /** The approval's button that opens the page's Buy for what the transaction lacks. */
  buyFunds: 'Buy {symbol}',
}
