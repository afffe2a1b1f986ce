import type { GroupMessages } from '../../messages.js'

/** Persian (right to left): email login after the address: one-time codes, device approval, email update, the wallet frame. */
export const email: GroupMessages<'email'> = {
  otpDescription: 'کدی را که به {email} فرستادیم وارد کنید',
  otpExpires: 'این کد تا ۲۰ دقیقه دیگر منقضی می‌شود',
  otpLabel: 'کد یک‌بارمصرف',
  otpDigit: 'رقم {position} از {length}',
  otpTryAgain: '{message}. دوباره تلاش کنید',
  resendCode: 'ارسال دوباره کد',
  resendIn: 'ارسال دوباره تا {seconds} ثانیه',
  codeResent: 'ایمیل کد دوباره ارسال شد',
  deviceDescription: 'پیوند ورودی را که به {email} فرستادیم تأیید کنید',
  resendEmail: 'ارسال دوباره ایمیل',
  emailResent: 'ایمیل دوباره ارسال شد',
  updateEmailSave: 'ذخیره',
  updateEmailPrimaryDescription: 'کدی را که به ایمیل فعلی‌تان، {email}، فرستادیم وارد کنید',
  updateEmailSecondaryDescription: 'کدی را که به ایمیل جدیدتان، {email}، فرستادیم وارد کنید',
  updateEmailRetry: 'مشکلی هست؟ دوباره تلاش کنید',
  emailUpdated: 'ایمیل به‌روزرسانی شد',
  approveDescription: 'درخواست را در پنجره امن کیف پول بازبینی و تأیید کنید.',
  frameStorageUnavailable:
    'مرورگر شما فضای ذخیره‌سازی مورد نیاز این کیف پول را مسدود می‌کند. کوکی‌ها و داده‌های سایت را برای این سایت مجاز کنید یا از مرورگر دیگری استفاده کنید.',
}
