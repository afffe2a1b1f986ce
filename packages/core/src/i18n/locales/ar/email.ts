import type { GroupMessages } from '../../messages.js'

/** Arabic (right to left): email login after the address: one-time codes, device approval, email update, the wallet frame. */
export const email: GroupMessages<'email'> = {
  otpDescription: 'أدخل الرمز الذي أرسلناه إلى {email}',
  otpExpires: 'تنتهي صلاحية الرمز خلال 20 دقيقة',
  otpLabel: 'رمز لمرة واحدة',
  otpDigit: 'الرقم {position} من {length}',
  otpTryAgain: '{message}. حاول مجددًا',
  resendCode: 'إعادة إرسال الرمز',
  resendIn: 'إعادة الإرسال خلال {seconds} ث',
  codeResent: 'أُعيد إرسال رسالة الرمز',
  deviceDescription: 'وافق على رابط تسجيل الدخول الذي أرسلناه إلى {email}',
  resendEmail: 'إعادة إرسال البريد',
  emailResent: 'أُعيد إرسال البريد',
  updateEmailSave: 'حفظ',
  updateEmailPrimaryDescription: 'أدخل الرمز الذي أرسلناه إلى بريدك الحالي، {email}',
  updateEmailSecondaryDescription: 'أدخل الرمز الذي أرسلناه إلى بريدك الجديد، {email}',
  updateEmailRetry: 'هل من خطأ؟ حاول مجددًا',
  emailUpdated: 'تم تحديث البريد الإلكتروني',
  approveDescription: 'راجع الطلب ووافق عليه في نافذة المحفظة الآمنة.',
  frameStorageUnavailable:
    'يحظر متصفحك التخزين الذي تحتاجه هذه المحفظة. اسمح بملفات تعريف الارتباط وبيانات المواقع لهذا الموقع، أو استخدم متصفحًا آخر.',
}
