import type { GroupMessages } from '../../messages.js'

/** Chinese, traditional script: email login after the address: one-time codes, device approval, email update, the wallet frame. */
export const email: GroupMessages<'email'> = {
  otpDescription: '請輸入我們寄到 {email} 的驗證碼',
  otpExpires: '驗證碼將在 20 分鐘後失效',
  otpLabel: '一次性驗證碼',
  otpDigit: '第 {position} 位，共 {length} 位',
  otpTryAgain: '{message}。請再試一次',
  resendCode: '重新傳送驗證碼',
  resendIn: '{seconds} 秒後可重新傳送',
  codeResent: '已重新寄出驗證碼郵件',
  deviceDescription: '請核准我們寄到 {email} 的登入連結',
  resendEmail: '重新寄送郵件',
  emailResent: '已重新寄出郵件',
  updateEmailSave: '儲存',
  updateEmailPrimaryDescription: '請輸入我們寄到你目前電子郵件 {email} 的驗證碼',
  updateEmailSecondaryDescription: '請輸入我們寄到你新電子郵件 {email} 的驗證碼',
  updateEmailRetry: '有問題嗎？請再試一次',
  emailUpdated: '電子郵件已更新',
  approveDescription: '請在安全的錢包視窗中檢視並核准請求。',
  frameStorageUnavailable:
    '你的瀏覽器封鎖了此錢包所需的儲存空間。請允許此網站使用 Cookie 和網站資料，或改用其他瀏覽器。',
}
