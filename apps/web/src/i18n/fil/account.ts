import type { ComponentsJSON } from '@nanostores/i18n';

/** Log in, sign up, a forgotten password, and the customer's /account page. */
const account: ComponentsJSON = {
  'auth/auth-card': {
    email: 'Email',
  },
  'auth/login-form': {
    password: 'Password',
    forgotPassword: 'Nakalimutan ang password?',
    submitting: 'Sine-submit...',
    submit: 'I-submit',
    noAccount: 'Wala ka pang account?',
    register: 'Mag-register',
  },
  'auth/signup-form': {
    username: 'Username',
    emailHint: 'Gamitin ang Gmail address mo (@gmail.com)',
    password: 'Password',
    passwordHint: 'Dapat {count} character pataas',
    creating: 'Ginagawa ang account...',
    signUp: 'Mag-sign Up',
    haveAccount: 'May account ka na?',
    login: 'Mag-log in',
  },
  'auth/login-page': {
    title: 'Mag-log In',
  },
  'auth/signup-page': {
    pageTitle: 'Mag-sign Up',
    heading: 'Mag-sign up',
  },
  'auth/forgot-password-page': {
    title: 'Nakalimutan ang Password',
    noEmail:
      'Walang dumating na email? Tingnan sa spam folder mo, o humingi ulit pagkalipas ng ilang minuto.',
    remembered: 'Naalala mo na?',
    logIn: 'Mag-log In',
    intro:
      'I-type ang email ng account mo. Ie-email namin sa iyo ang link para makapag-set ng bagong password; gumagana ito nang {minutes} minuto.',
    sending: 'Ipinapadala...',
    send: 'Ipadala ang link',
  },
  'auth/reset-password-page': {
    title: 'Mag-set ng Bagong Password',
    linkExpired: 'Expired na ang link?',
    askAgain: 'Humingi ng bago',
    logIn: 'Mag-log In',
    newPassword: 'Bagong Password',
    newPasswordHint: 'Dapat {count} character pataas',
    confirmPassword: 'Ulitin ang Bagong Password',
    saving: 'Sine-save...',
    setPassword: 'I-set ang password',
  },
  'password-field': {
    show: 'Ipakita ang password',
    hide: 'Itago ang password',
  },
  'account/account-page': {
    title: 'Account Ko',
    details: 'Mga Detalye Mo',
    signedInAs: 'Naka-log in bilang {email}. Ito ang gagamitin sa checkout.',
    changePassword: 'Palitan ang password',
    otherDevices: 'Mananatili kang naka-log in dito; mala-logout ang lahat ng iba mong device.',
  },
  'account/account-form': {
    name: 'Pangalan',
    phoneNumber: 'Numero ng Telepono',
    phoneNumberHint: 'Mobile o landline number, gaya ng 0917 123 4567',
    defaultAddress: 'Default na Address',
    defaultAddressHint: 'Dito kami magde-deliver, maliban kung iba ang sabihin mo',
    smsUpdates: 'I-text ako ng updates tungkol sa mga order ko',
    language: 'Wika',
    notChosen: 'Wala pang napili',
    saving: 'Sine-save...',
    save: 'I-save ang details',
  },
  'account/password-form': {
    currentPassword: 'Kasalukuyang Password',
    newPassword: 'Bagong Password',
    newPasswordHint: 'Dapat {count} character pataas',
    confirmPassword: 'Ulitin ang Bagong Password',
    changing: 'Pinapalitan...',
    change: 'Palitan ang password',
  },
  // Said when a call fails without the server's words (messages registered by the features).
  'messages/auth/forgot-password': {
    failed: 'Hindi maipadala ang link. Pakisubukan ulit.',
  },
  'messages/auth/reset-password': {
    failed: 'Hindi ma-set ang password. Pakisubukan ulit.',
  },
  'messages/auth/logout': {
    failed: 'Hindi naka-logout',
  },
  'messages/account/change-password': {
    failed: 'Hindi napalitan ang password mo.',
  },
  'messages/account/update-account': {
    failed: 'Hindi na-save ang details mo.',
  },
  'messages/account/account-page': {
    loadFailed: 'Hindi ma-load ang account mo',
  },
};
export default account;
