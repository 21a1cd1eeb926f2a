import { siteConfig } from "@/content/site";

/**
 * Every user-visible string of sign-in, sign-up and profile updates, word for word. Client-safe:
 * the forms, the schemas and the server share it,
 * so a message never drifts between the browser's check and the server's.
 */

function minutesText(minutes: number): string {
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

export const authMessages = {
  required: "Email and password are required.",
  validationTitle: "Validation Error",
  namesRequired: "First name and last name are required for signup.",
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
  passwordProductName: `Password must not contain the clinic's name (${siteConfig.name}).`,
  passwordEmail: "Password must not be your email address or built on it.",
  alreadyRegistered: "An account with this email already exists. Please try signing in instead.",
  weakPassword: "Password is too weak. Please choose a stronger password.",
  invalidCredentials: "Invalid email or password",
  suspended: "This account has been suspended",
  tooManyAttempts: (minutes: number) => `Too many attempts, try again in ${minutesText(minutes)}`,
  tooManySignUps: (minutes: number) =>
    `Too many sign-ups from this connection, try again in ${minutesText(minutes)}`,
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
} as const;

/** The codes authorize() refuses a sign-in with; next-auth hands them to the client as `error`. */
export type SignInErrorCode = "invalid" | "suspended" | `rate-limited:${number}`;

/** The message for a sign-in error code from next-auth (unknown codes read as bad credentials). */
export function signInErrorMessage(code: string | undefined | null): string {
  if (code === "suspended") return authMessages.suspended;
  const minutes = /^rate-limited:(\d+)$/.exec(code ?? "")?.[1];
  if (minutes !== undefined) return authMessages.tooManyAttempts(Math.max(1, Number(minutes)));
  return authMessages.invalidCredentials;
}

const validationMessages: ReadonlySet<string> = new Set([
  authMessages.required,
  authMessages.namesRequired,
  authMessages.invalidEmail,
  authMessages.passwordTooShort,
  authMessages.passwordTooLong,
  authMessages.passwordCommon,
  authMessages.passwordCommonBase,
  authMessages.staffPasswordTooShort,
  authMessages.passwordRepeated,
  authMessages.passwordSequence,
  authMessages.passwordProductName,
  authMessages.passwordEmail,
  authMessages.invalidRole,
]);

/**
 * The toast title for a sign-up error: owner refusal is "Access Denied", the form's rules
 * are "Validation Error", anything else (a taken e-mail, a server failure) is "Error".
 */
export function signUpErrorTitle(error: string): string {
  if (error === authMessages.ownerRefused) return authMessages.ownerRefusedTitle;
  return validationMessages.has(error) ? authMessages.validationTitle : authMessages.errorTitle;
}
