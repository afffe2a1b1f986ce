import type { Language } from '@airlock/core'

/**
 * The legal checkbox's label in every language of the catalogue: both links, the terms alone, the
 * privacy policy alone. Kept here, in the checkbox's own chunk, so no dapp loads them at start.
 */
export const legalCheckboxMessages: Record<Language, readonly [string, string, string]> = {
  en: [
    'I agree to the {terms} and the {privacy}.',
    'I agree to the {terms}.',
    'I agree to the {privacy}.',
  ],
  ar: ['أوافق على {terms} و{privacy}.', 'أوافق على {terms}.', 'أوافق على {privacy}.'],
  de: [
    'Ich stimme den {terms} und der {privacy} zu.',
    'Ich stimme den {terms} zu.',
    'Ich stimme der {privacy} zu.',
  ],
  es: ['Acepto los {terms} y la {privacy}.', 'Acepto los {terms}.', 'Acepto la {privacy}.'],
  fa: ['{terms} و {privacy} را می‌پذیرم.', '{terms} را می‌پذیرم.', '{privacy} را می‌پذیرم.'],
  fr: [
    'J’accepte les {terms} et la {privacy}.',
    'J’accepte les {terms}.',
    'J’accepte la {privacy}.',
  ],
  he: ['אני מסכים/ה ל{terms} ול{privacy}.', 'אני מסכים/ה ל{terms}.', 'אני מסכים/ה ל{privacy}.'],
  hi: ['मैं {terms} और {privacy} से सहमत हूँ।', 'मैं {terms} से सहमत हूँ।', 'मैं {privacy} से सहमत हूँ।'],
  id: [
    'Saya menyetujui {terms} dan {privacy}.',
    'Saya menyetujui {terms}.',
    'Saya menyetujui {privacy}.',
  ],
  it: ['Accetto i {terms} e la {privacy}.', 'Accetto i {terms}.', 'Accetto la {privacy}.'],
  ja: ['{terms}と{privacy}に同意します。', '{terms}に同意します。', '{privacy}に同意します。'],
  ko: ['{terms} 및 {privacy}에 동의합니다.', '{terms}에 동의합니다.', '{privacy}에 동의합니다.'],
  nl: [
    'Ik ga akkoord met de {terms} en het {privacy}.',
    'Ik ga akkoord met de {terms}.',
    'Ik ga akkoord met het {privacy}.',
  ],
  pl: ['Akceptuję {terms} i {privacy}.', 'Akceptuję {terms}.', 'Akceptuję {privacy}.'],
  pt: [
    'Concordo com os {terms} e a {privacy}.',
    'Concordo com os {terms}.',
    'Concordo com a {privacy}.',
  ],
  ru: ['Я принимаю {terms} и {privacy}.', 'Я принимаю {terms}.', 'Я принимаю {privacy}.'],
  sv: [
    'Jag godkänner {terms} och {privacy}.',
    'Jag godkänner {terms}.',
    'Jag godkänner {privacy}.',
  ],
  th: ['ฉันยอมรับ{terms}และ{privacy}', 'ฉันยอมรับ{terms}', 'ฉันยอมรับ{privacy}'],
  tr: [
    '{terms} ve {privacy} metinlerini kabul ediyorum.',
    '{terms} metnini kabul ediyorum.',
    '{privacy} metnini kabul ediyorum.',
  ],
  uk: ['Я приймаю {terms} і {privacy}.', 'Я приймаю {terms}.', 'Я приймаю {privacy}.'],
  vi: [
    'Tôi đồng ý với {terms} và {privacy}.',
    'Tôi đồng ý với {terms}.',
    'Tôi đồng ý với {privacy}.',
  ],
  'zh-CN': ['我同意{terms}和{privacy}。', '我同意{terms}。', '我同意{privacy}。'],
  'zh-TW': ['我同意{terms}和{privacy}。', '我同意{terms}。', '我同意{privacy}。'],
}
