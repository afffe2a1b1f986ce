import type { GroupMessages } from '../../messages.js'

/** Chinese, simplified script: email login after the address: one-time codes, device approval, email update, the wallet frame. */
export const email: GroupMessages<'email'> = {
  otpDescription: '请输入我们发送到 {email} 的验证码',
  otpExpires: '验证码将在 20 分钟后过期',
  otpLabel: '一次性验证码',
  otpDigit: '第 {position} 位，共 {length} 位',
  otpTryAgain: '{message}。请重试',
  resendCode: '重新发送验证码',
  resendIn: '{seconds} 秒后可重新发送',
  codeResent: '验证码邮件已重新发送',
  deviceDescription: '请批准我们发送到 {email} 的登录链接',
  resendEmail: '重新发送邮件',
  emailResent: '邮件已重新发送',
  updateEmailSave: '保存',
  updateEmailPrimaryDescription: '请输入我们发送到你当前邮箱 {email} 的验证码',
  updateEmailSecondaryDescription: '请输入我们发送到你新邮箱 {email} 的验证码',
  updateEmailRetry: '有问题？请重试',
  emailUpdated: '邮箱已更新',
  approveDescription: '请在安全的钱包窗口中查看并批准请求。',
  frameStorageUnavailable:
    '你的浏览器阻止了此钱包所需的存储。请允许此网站使用 Cookie 和网站数据，或换用其他浏览器。',
}
