import type { GroupMessages } from '../../messages.js'

/** Korean: email login after the address: one-time codes, device approval, email update, the wallet frame. */
export const email: GroupMessages<'email'> = {
  otpDescription: '{email}(으)로 보낸 코드를 입력하세요',
  otpExpires: '코드는 20분 후 만료됩니다',
  otpLabel: '일회용 코드',
  otpDigit: '{length}자리 중 {position}번째',
  otpTryAgain: '{message}. 다시 시도하세요',
  resendCode: '코드 다시 보내기',
  resendIn: '{seconds}초 후 다시 보내기',
  codeResent: '코드 이메일을 다시 보냈습니다',
  deviceDescription: '{email}(으)로 보낸 로그인 링크를 승인하세요',
  resendEmail: '이메일 다시 보내기',
  emailResent: '이메일을 다시 보냈습니다',
  updateEmailSave: '저장',
  updateEmailPrimaryDescription: '현재 이메일 {email}(으)로 보낸 코드를 입력하세요',
  updateEmailSecondaryDescription: '새 이메일 {email}(으)로 보낸 코드를 입력하세요',
  updateEmailRetry: '문제가 있나요? 다시 시도하세요',
  emailUpdated: '이메일이 변경되었습니다',
  approveDescription: '보안 지갑 창에서 요청을 검토하고 승인하세요.',
  frameStorageUnavailable:
    '브라우저가 이 지갑에 필요한 저장소를 차단하고 있습니다. 이 사이트의 쿠키와 사이트 데이터를 허용하거나 다른 브라우저를 사용하세요.',
}
