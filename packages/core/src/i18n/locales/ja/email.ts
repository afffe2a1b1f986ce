import type { GroupMessages } from '../../messages.js'

/** Japanese: email login after the address: one-time codes, device approval, email update, the wallet frame. */
export const email: GroupMessages<'email'> = {
  otpDescription: '{email} に送信したコードを入力してください',
  otpExpires: 'コードの有効期限は 20 分です',
  otpLabel: 'ワンタイムコード',
  otpDigit: '{length} 桁中 {position} 桁目',
  otpTryAgain: '{message}。もう一度お試しください',
  resendCode: 'コードを再送信',
  resendIn: '{seconds} 秒後に再送信',
  codeResent: 'コードのメールを再送信しました',
  deviceDescription: '{email} に送信したログインリンクを承認してください',
  resendEmail: 'メールを再送信',
  emailResent: 'メールを再送信しました',
  updateEmailSave: '保存',
  updateEmailPrimaryDescription: '現在のメール {email} に送信したコードを入力してください',
  updateEmailSecondaryDescription: '新しいメール {email} に送信したコードを入力してください',
  updateEmailRetry: 'うまくいきませんか？もう一度お試しください',
  emailUpdated: 'メールを更新しました',
  approveDescription: '安全なウォレット画面でリクエストを確認して承認してください。',
  frameStorageUnavailable:
    'お使いのブラウザが、このウォレットに必要なストレージをブロックしています。このサイトの Cookie とサイトデータを許可するか、別のブラウザをお使いください。',
}
