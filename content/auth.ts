import { siteConfig } from "./site";

/**
 * The account pages' words (sign-in, sign-up, forgot and reset password, confirming an e-mail),
 * their messages and the mails they send, in English; Hindi in ./hi/auth.ts, typed from these.
 * Strings only, with "{name}" gaps (lib/template.ts): the forms are client components and get
 * their words as a prop from the page, so a page never ships the other language's words.
 */

const { name, email, phone } = siteConfig;

/**
 * Every message of sign-in and sign-up, word for word (lib/validations/auth-messages.ts builds
 * the table the schemas, the forms and the server share from these).
 */
export const authWords = {
  required: "Email and password are required.",
  validationTitle: "Validation Error",
  namesRequired: "First name and last name are required for signup.",
  nameTooLong: "Please keep names under {max} characters.",
  ownerRefusedTitle: "Access Denied",
  ownerRefused: "Owner accounts must be created by existing administrators.",
  invalidEmail: "Please enter a valid email address.",
  passwordTooShort: "Password must be at least 8 characters long.",
  passwordTooLong:
    "Password must be at most 72 bytes long (about 72 letters or digits, fewer with accents or emoji).",
  passwordCommon:
    "This password is one of the most commonly used passwords. Please choose a less common one.",
  passwordCommonBase:
    "This password is a common password with digits or symbols added. Please choose a less common one.",
  staffPasswordTooShort:
    "Doctors, coordinators and the owner need a password of at least 12 characters.",
  passwordRepeated:
    "Password must not be one character repeated: use at least 5 different characters.",
  passwordSequence: "Password must not be a simple sequence like abcdefgh, 12345678 or qwerty.",
  passwordProductName: `Password must not contain the clinic's name (${name}).`,
  passwordEmail: "Password must not be your email address or built on it.",
  /** The sign-up form's hint under the password field, for a patient and for staff. */
  passwordHintPatient:
    "At least {minimum} characters ({staffMinimum} for staff). Not a common password, one character repeated, a sequence like abcd1234, {name}'s name or your e-mail address.",
  passwordHintStaff:
    "At least {staffMinimum} characters for doctors, coordinators and the owner. Not a common password, one character repeated, a sequence like abcd1234, {name}'s name or your e-mail address.",
  alreadyRegistered: "An account with this email already exists. Please try signing in instead.",
  weakPassword: "Password is too weak. Please choose a stronger password.",
  invalidCredentials: "Invalid email or password",
  suspended: "This account has been suspended",
  oneMinute: "1 minute",
  minutes: "{n} minutes",
  tooManyAttempts: "Too many attempts, try again in {time}",
  tooManySignUps: "Too many sign-ups from this connection, try again in {time}",
  pending: "Your account is awaiting approval by the clinic",
  signedIn: "Signed in successfully!",
  signedOut: "Signed out successfully!",
  signedOutEverywhere: "Signed out of all devices.",
  /**
   * The same answer whether or not the e-mail was already registered (so sign-up cannot be used to
   * test addresses); either way an e-mail goes to that address. The spec's "to verify your account"
   * is left out: nothing needs verifying yet.
   */
  accountCreated: "Account created successfully! Please check your email.",
  roleChangeDenied: "Access Denied: You cannot change your own role. Contact an administrator.",
  invalidPhone: "Please enter a valid phone number.",
  profileUpdated: "Profile updated successfully!",
  profileNamesRequired: "First name and last name cannot be empty.",
  invalidRole: "Please choose patient, doctor or coordinator.",
  notAuthenticated: "Not authenticated",
  accessDenied: "Access Denied - You don't have permission to do this.",
  genericError: "Something went wrong. Please try again in a few minutes.",
  successTitle: "Success",
  errorTitle: "Error",
  /** What the account forms say when the request never reached the server. */
  networkError:
    "We couldn't reach the clinic's server. Please check your connection and try again.",
} as const;

/** The sign-in / sign-up card (components/auth/sign-in-card.tsx) and the fields it shares. */
export const signInCardWords = {
  signInTitle: "Sign in",
  signInDescription: "Patients, doctors and coordinators of Saheli Care.",
  signUpTitle: "Create an account",
  signUpDescription:
    "Patients can use their account at once; doctor and coordinator accounts are approved by the clinic first.",
  pendingTitle: "Account created",
  pendingDescription: `Thank you for joining ${name}.`,
  pendingNote: "We will let you in as soon as the clinic has approved your account.",
  backHome: "Back to the home page",
  email: "Email",
  password: "Password",
  showPassword: "Show password",
  forgotPassword: "Forgot password?",
  signIn: "Sign in",
  signingIn: "Signing in...",
  signingInLabel: "Signing in",
  signingUpAs: "I am signing up as",
  roles: { patient: "Patient", doctor: "Doctor", coordinator: "Coordinator" },
  firstName: "First name",
  lastName: "Last name",
  createAccount: "Create account",
  creatingAccount: "Creating account...",
  creatingAccountLabel: "Creating your account",
  newHere: `New to ${name}?`,
  toSignUp: "Create an account",
  haveAccount: "Already have an account?",
  toSignIn: "Sign in",
} as const;

/** The pages around the card: 'Forgot password?', the new password, confirming her e-mail. */
export const accountPages = {
  signInMeta: "Sign in",
  signUpMeta: "Create an account",
  forgot: {
    title: "Forgot your password?",
    intro:
      "Give the email you signed up with and we will send you a link to choose a new password.",
    emailLabel: "Your account's email",
    emailDescription:
      "We send a link to this address. Your password stays as it is until you choose a new one.",
    submit: "Send me a link",
    remembered: "Remembered it?",
    backToSignIn: "Back to sign in",
  },
  reset: {
    title: "Choose a new password",
    newLink: "Ask for a new link",
    newPassword: "New password",
    newPasswordAgain: "New password again",
    saving: "Saving...",
    save: "Save my new password",
    signIn: "Sign in",
  },
  verify: {
    title: "Confirm your email",
    emailLabel: "Your account's email",
    emailDescription: "We send a new link to this address if its account still needs confirming.",
    submit: "Send me a new link",
    explain: "Press the button to confirm that this email address is yours.",
    confirming: "Confirming...",
    confirm: "Confirm my email",
    toAccount: "Go to my account",
  },
  /** A link whose token is missing or cut short, on either page. */
  incomplete:
    "This link is not complete. Please open the full link from the email, or ask for a new one.",
  sending: "Sending...",
} as const;

/** The server's answers on those pages (lib/validations/password-reset.ts, email-verification.ts). */
export const accountAnswers = {
  reset: {
    /** The same answer whether or not an account uses the address. */
    requested: `If an account uses this email, we have sent it a link to choose a new password. The link works once, within {minutes} minutes. Nothing arrived? Check your spam folder, or call us on ${phone.display}.`,
    tooMany: `Too many requests from this connection. Please try again in an hour, or call us on ${phone.display}.`,
    linkInvalid:
      "This link is not valid. It may be incomplete, or a newer link has replaced it: please ask for a new one.",
    linkExpired: "This link has expired. Please ask for a new one.",
    linkUsed:
      "This link has already been used. Sign in with your new password, or ask for a new link.",
    mismatch: "The two passwords do not match.",
    changed:
      "Your password has been changed and every device signed in to your account has been signed out. Sign in with your new password.",
  },
  verify: {
    /** The same answer whether or not an unconfirmed account uses the address. */
    requested: `If an account with this email still needs confirming, we have sent it a new link. It works once, within {hours} hours. Nothing arrived? Check your spam folder, or call us on ${phone.display}.`,
    linkExpired: "This link has expired. Please ask for a new one.",
    linkUsed: "This link has already been used: your email is confirmed.",
    linkStale:
      "This link was sent to an email address the account no longer uses. Please ask for a new link.",
    confirmed: "Thank you: your email is confirmed.",
    confirmedStaff: "Thank you: your email is confirmed. The clinic can now approve your account.",
  },
} as const;

const contact = `${email} or ${phone.display}`;

/** The mails the account pages send. "{link}" and the like are filled in lib/auth/. */
export const accountMails = {
  welcome: {
    subject: `Your ${name} account`,
    hello: "Hello {firstName},",
    ready: `Your ${name} account is ready. Sign in at {signIn}`,
    created: `Your ${name} account has been created. The clinic will review it; you can sign in once it is approved: {signIn}`,
    confirm:
      'Please confirm that this is your email address: open this link within {hours} hours and press "Confirm my email". Once you have, bookings you make with this address, on any device, appear in your account.',
    confirmStaff:
      'Please confirm that this is your email address: open this link within {hours} hours and press "Confirm my email". The clinic approves an account only once its email is confirmed.',
    notYou: `If you did not create this account, tell us: ${contact}.`,
  },
  existing: {
    subject: `Someone tried to create a ${name} account with your email`,
    hello: "Hello,",
    body: `Someone, perhaps you, tried to create a ${name} account with this email address. You already have one, so nothing was created and your account has not changed.`,
    signIn: "To use it, sign in at {signIn}",
    forgot: `If you cannot remember your password, contact the clinic: ${contact}.`,
    notYou: "If it was not you, you can ignore this email.",
  },
  reset: {
    subject: `Choose a new ${name} password`,
    hello: "Hello {firstName},",
    asked: `Someone, we hope you, asked to choose a new password for your ${name} account.`,
    open: "Open this link within {minutes} minutes to choose it. The link works once:",
    notYou: "If you did not ask, ignore this email: your password stays as it is.",
    questions: `Questions: ${contact}.`,
  },
  changed: {
    subject: `Your ${name} password was changed`,
    hello: "Hello {firstName},",
    body: `The password of your ${name} account was just changed, and every device that was signed in has been signed out.`,
    notYou: `If this was not you, call us at once on ${phone.display} or write to ${email}.`,
  },
  verify: {
    subject: `Confirm your email for ${name}`,
    hello: "Hello {firstName},",
    body: 'Please confirm that this is your email address: open this link within {hours} hours and press "Confirm my email". The link works once:',
    notYou: "If you did not ask for this, ignore this email: nothing changes.",
    questions: `Questions: ${contact}.`,
  },
} as const;
