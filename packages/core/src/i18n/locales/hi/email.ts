import type { GroupMessages } from '../../messages.js'

/** Hindi: email login after the address: one-time codes, device approval, email update, the wallet frame. */
export const email: GroupMessages<'email'> = {
  otpDescription: '{email} पर भेजा गया कोड दर्ज करें',
  otpExpires: 'कोड 20 मिनट में समाप्त हो जाएगा',
  otpLabel: 'एक-बार का कोड',
  otpDigit: '{length} में से अंक {position}',
  otpTryAgain: '{message}। फिर से कोशिश करें',
  resendCode: 'कोड फिर से भेजें',
  resendIn: '{seconds} से॰ में फिर से भेजें',
  codeResent: 'कोड वाला ईमेल फिर से भेजा गया',
  deviceDescription: '{email} पर भेजे गए लॉगिन लिंक को स्वीकृत करें',
  resendEmail: 'ईमेल फिर से भेजें',
  emailResent: 'ईमेल फिर से भेजा गया',
  updateEmailSave: 'सहेजें',
  updateEmailPrimaryDescription: 'आपके मौजूदा ईमेल {email} पर भेजा गया कोड दर्ज करें',
  updateEmailSecondaryDescription: 'आपके नए ईमेल {email} पर भेजा गया कोड दर्ज करें',
  updateEmailRetry: 'कुछ गड़बड़ है? फिर से कोशिश करें',
  emailUpdated: 'ईमेल अपडेट हो गया',
  approveDescription: 'सुरक्षित वॉलेट विंडो में अनुरोध की समीक्षा करें और उसे स्वीकृत करें।',
  frameStorageUnavailable:
    'आपका ब्राउज़र वह स्टोरेज ब्लॉक करता है जिसकी इस वॉलेट को ज़रूरत है। इस साइट के लिए कुकी और साइट डेटा की अनुमति दें, या कोई दूसरा ब्राउज़र इस्तेमाल करें।',
}
