import type { GroupMessages } from '../../messages.js'

/** Hebrew (right to left): email login after the address: one-time codes, device approval, email update, the wallet frame. */
export const email: GroupMessages<'email'> = {
  otpDescription: 'הזינו את הקוד ששלחנו אל {email}',
  otpExpires: 'תוקף הקוד יפוג בעוד 20 דקות',
  otpLabel: 'קוד חד-פעמי',
  otpDigit: 'ספרה {position} מתוך {length}',
  otpTryAgain: '{message}. נסו שוב',
  resendCode: 'שליחת הקוד מחדש',
  resendIn: 'שליחה מחדש בעוד {seconds} שנ׳',
  codeResent: 'הודעת הקוד נשלחה שוב',
  deviceDescription: 'אשרו את קישור ההתחברות ששלחנו אל {email}',
  resendEmail: 'שליחת האימייל מחדש',
  emailResent: 'האימייל נשלח שוב',
  updateEmailSave: 'שמירה',
  updateEmailPrimaryDescription: 'הזינו את הקוד ששלחנו לאימייל הנוכחי שלך, {email}',
  updateEmailSecondaryDescription: 'הזינו את הקוד ששלחנו לאימייל החדש שלך, {email}',
  updateEmailRetry: 'משהו לא תקין? נסו שוב',
  emailUpdated: 'האימייל עודכן',
  approveDescription: 'סקרו ואשרו את הבקשה בחלון הארנק המאובטח.',
  frameStorageUnavailable:
    'הדפדפן שלכם חוסם את האחסון שהארנק הזה צריך. אפשרו קובצי Cookie ונתוני אתרים לאתר הזה, או השתמשו בדפדפן אחר.',
}
