import type { GroupMessages } from '../../messages.js'

/** Thai: email login after the address: one-time codes, device approval, email update, the wallet frame. */
export const email: GroupMessages<'email'> = {
  otpDescription: 'ใส่รหัสที่เราส่งไปที่ {email}',
  otpExpires: 'รหัสจะหมดอายุใน 20 นาที',
  otpLabel: 'รหัสใช้ครั้งเดียว',
  otpDigit: 'หลักที่ {position} จาก {length}',
  otpTryAgain: '{message} โปรดลองอีกครั้ง',
  resendCode: 'ส่งรหัสอีกครั้ง',
  resendIn: 'ส่งอีกครั้งใน {seconds} วิ',
  codeResent: 'ส่งอีเมลรหัสอีกครั้งแล้ว',
  deviceDescription: 'อนุมัติลิงก์เข้าสู่ระบบที่เราส่งไปที่ {email}',
  resendEmail: 'ส่งอีเมลอีกครั้ง',
  emailResent: 'ส่งอีเมลอีกครั้งแล้ว',
  updateEmailSave: 'บันทึก',
  updateEmailPrimaryDescription: 'ใส่รหัสที่เราส่งไปยังอีเมลปัจจุบันของคุณ {email}',
  updateEmailSecondaryDescription: 'ใส่รหัสที่เราส่งไปยังอีเมลใหม่ของคุณ {email}',
  updateEmailRetry: 'มีอะไรผิดพลาดไหม ลองอีกครั้ง',
  emailUpdated: 'อัปเดตอีเมลแล้ว',
  approveDescription: 'ตรวจสอบและอนุมัติคำขอในหน้าต่างวอลเล็ตที่ปลอดภัย',
  frameStorageUnavailable:
    'เบราว์เซอร์ของคุณบล็อกพื้นที่จัดเก็บที่กระเป๋าเงินนี้ต้องใช้ อนุญาตคุกกี้และข้อมูลเว็บไซต์สำหรับเว็บไซต์นี้ หรือใช้เบราว์เซอร์อื่น',
}
