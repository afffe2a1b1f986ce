/** English: the rarer cards (linking logins, changing the login email, approving a new device). */
export const cardMessages = {
  linkLogins: 'Link logins',
  keepSeparate: 'Keep separate',
  linkTitle: 'Link your logins?',
  linkQuestion:
    'Your {otherLogin} uses {email} too. Link it with this {thisLogin}, so both open the same wallet?',
  emailLogin: 'email login',
  providerLogin: '{provider} login',
  linkNote:
    'Nothing is linked unless you choose it. Keep them separate to use a wallet of its own with this login.',
  linkSocialTitle: 'Link a {provider} login?',
  socialLogin: 'Login',
  socialEmail: 'Its email',
  linkSocialNote:
    'You can then log in to this wallet with it too. Link it only if this login is yours and you asked for this yourself.',
  changeEmail: 'Change email',
  changeEmailTitle: 'Change your login email?',
  currentEmail: 'Current email',
  newEmail: 'New email',
  changeEmailNote:
    'Your email is how you log in and recover this wallet. Change it only if you asked for this yourself.',
  addEmail: 'Add email',
  addEmailTitle: 'Add a login email?',
  addEmailNote:
    'Whoever reads this inbox can log in to your wallet with it. Add it only if it is yours and you asked for this yourself.',
  deviceTitle: 'Approve this device',
  deviceInstruction: 'Approve this device from the link we sent to your email.',
  deviceInstructionTo: 'Approve this device from the link we sent to your email, {email}.',
  deviceNote:
    'You logged in on a device or site your wallet has not been used on. Once approved, your wallet opens here.',
  deviceWaiting: 'Waiting for the approval…',
}
