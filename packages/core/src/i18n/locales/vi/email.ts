import type { GroupMessages } from '../../messages.js'

/** Vietnamese: email login after the address: one-time codes, device approval, email update, the wallet frame. */
export const email: GroupMessages<'email'> = {
  otpDescription: 'Nhập mã chúng tôi đã gửi đến {email}',
  otpExpires: 'Mã hết hạn sau 20 phút',
  otpLabel: 'Mã dùng một lần',
  otpDigit: 'Chữ số {position} trên {length}',
  otpTryAgain: '{message}. Hãy thử lại',
  resendCode: 'Gửi lại mã',
  resendIn: 'Gửi lại sau {seconds} giây',
  codeResent: 'Đã gửi lại email chứa mã',
  deviceDescription: 'Phê duyệt liên kết đăng nhập chúng tôi đã gửi đến {email}',
  resendEmail: 'Gửi lại email',
  emailResent: 'Đã gửi lại email',
  updateEmailSave: 'Lưu',
  updateEmailPrimaryDescription: 'Nhập mã chúng tôi đã gửi đến email hiện tại của bạn, {email}',
  updateEmailSecondaryDescription: 'Nhập mã chúng tôi đã gửi đến email mới của bạn, {email}',
  updateEmailRetry: 'Có gì sai? Hãy thử lại',
  emailUpdated: 'Đã cập nhật email',
  approveDescription: 'Xem lại và phê duyệt yêu cầu trong cửa sổ ví bảo mật.',
  frameStorageUnavailable:
    'Trình duyệt của bạn chặn bộ nhớ mà ví này cần. Hãy cho phép cookie và dữ liệu trang web cho trang này hoặc dùng trình duyệt khác.',
}
