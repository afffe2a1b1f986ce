import type { GroupMessages } from '../../messages.js'

/** Hindi: the account name views. */
export const names: GroupMessages<'names'> = {
  nameTooShort: 'नाम कम से कम 4 अक्षरों का होना चाहिए',
  nameInvalidCharacters: 'केवल अक्षर, अंक और हाइफ़न का उपयोग करें',
  errorRegisteringName: 'नाम {name} पंजीकृत करने में त्रुटि',
  nameInputLabel: 'नाम',
  nameSuggestions: 'सुझाव',
  nameTaken: '{name} पहले से लिया गया है',
  registerName: 'रजिस्टर करें',
  errorFetchingNameSuggestions: 'नाम सुझाव लाने में त्रुटि',
  registeringName: '{name} रजिस्टर करने के लिए अपने वॉलेट में संदेश पर हस्ताक्षर करें',
  nameRegistered: '{name} अब आपके खाते का नाम है',
  done: 'हो गया',
}
