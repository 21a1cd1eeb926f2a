/**
 * Her Profile tab, in English: her details, the Edit Profile form, 'Sign out of all devices', and
 * what the form and updateProfile (lib/actions/profile.ts) answer her. Hindi in
 * ../hi/patient/profile.ts, typed from this object. Plain strings only (see ./shell.ts); "{max}" is
 * filled in where the message is built.
 */
export const profile = {
  title: "Your details",
  description: "Only you and the people looking after you see these.",
  rows: {
    name: "Name",
    email: "Email",
    phone: "Phone",
    since: "With us since",
  },
  notGiven: "Not given",
  signOutEverywhere:
    "Signed in on a phone or computer you no longer use? This ends every session, this one too.",
  edit: {
    open: "Edit Profile",
    title: "Edit Profile",
    description: "Only you and the people looking after you see these.",
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    phone: "Phone",
    phonePlaceholder: "+91 98765 43210",
    save: "Save",
    saving: "Saving...",
  },
  /** The success toast: the same words as dashboardMessages.profileUpdated. */
  updated: "Profile updated successfully!",
  /**
   * The profile schema's and updateProfile's messages (lib/validations/profile.ts): the same words
   * as authMessages, which sign-up and the staff screens keep using.
   */
  messages: {
    namesRequired: "First name and last name cannot be empty.",
    namesTooLong: "Please keep names under {max} characters.",
    invalidEmail: "Please enter a valid email address.",
    invalidPhone: "Please enter a valid phone number.",
    unknownAccount: "Unknown account.",
    alreadyRegistered: "An account with this email already exists. Please try signing in instead.",
    accessDenied: "Access Denied - You don't have permission to do this.",
    roleChangeDenied: "Access Denied: You cannot change your own role. Contact an administrator.",
  },
};
