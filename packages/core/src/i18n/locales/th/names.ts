import type { GroupMessages } from '../../messages.js'

/** Thai: the account name views. */
export const names: GroupMessages<'names'> = {
  nameTooShort: 'ชื่อต้องมีอย่างน้อย 4 ตัวอักษร',
  nameInvalidCharacters: 'ใช้ได้เฉพาะตัวอักษร ตัวเลข และขีดกลาง',
  errorRegisteringName: 'เกิดข้อผิดพลาดในการลงทะเบียนชื่อ {name}',
  nameInputLabel: 'ชื่อ',
  nameSuggestions: 'คำแนะนำ',
  nameTaken: '{name} ถูกใช้แล้ว',
  registerName: 'ลงทะเบียน',
  errorFetchingNameSuggestions: 'เกิดข้อผิดพลาดในการดึงคำแนะนำชื่อ',
  registeringName: 'ลงนามข้อความในวอลเล็ตของคุณเพื่อลงทะเบียน {name}',
  nameRegistered: '{name} เป็นชื่อบัญชีของคุณแล้ว',
  done: 'เสร็จสิ้น',
}
