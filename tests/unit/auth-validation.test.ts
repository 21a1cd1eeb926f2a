import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import {
  authMessages,
  signInErrorMessage,
  signUpErrorTitle,
} from "@/lib/validations/auth-messages";
import { commonPasswordCount, commonPasswordProblem, isCommonPassword } from "@/lib/auth/password";
import { signInSchema, signUpSchema, utf8ByteLength } from "@/lib/validations/auth";
import { passwordHint } from "@/lib/validations/password";
import { profileUpdateSchema } from "@/lib/validations/profile";

function fieldErrors(result: {
  success: boolean;
  error?: z.core.$ZodError;
}): Record<string, string[] | undefined> {
  return result.error ? z.flattenError(result.error).fieldErrors : {};
}

const validSignUp = {
  firstName: "Ananya",
  lastName: "Pillai",
  email: "ananya@example.in",
  password: "Monsoon-Rains-2026",
};

describe("signInSchema", () => {
  it("trims and lower-cases the e-mail but never touches the password", () => {
    const parsed = signInSchema.parse({ email: "  Ananya@Example.IN ", password: " pass word " });
    expect(parsed).toEqual({ email: "ananya@example.in", password: " pass word " });
  });

  it.each([
    [{ email: "", password: "secret-password" }],
    [{ email: "   ", password: "secret-password" }],
    [{ email: "a@b.c", password: "" }],
    [{ email: "a@b.c", password: "    " }],
    [{}],
  ])("requires e-mail and password, blank counting as missing: %j", (input) => {
    const result = signInSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(Object.values(fieldErrors(result)).flat()).toContain(authMessages.required);
  });
});

describe("signUpSchema", () => {
  it("defaults the role to patient and strips markup from names", () => {
    const parsed = signUpSchema.parse({
      ...validSignUp,
      firstName: "  <b>Ananya</b> ",
      lastName: "<script>x</script>Pillai ",
      email: " Ananya@Example.in ",
    });
    expect(parsed).toMatchObject({
      firstName: "Ananya",
      lastName: "xPillai",
      email: "ananya@example.in",
      role: "patient",
    });
  });

  it("requires first and last name", () => {
    for (const names of [{ firstName: "" }, { lastName: "  " }, { firstName: "<i></i>" }]) {
      const result = signUpSchema.safeParse({ ...validSignUp, ...names });
      expect(Object.values(fieldErrors(result)).flat()).toContain(authMessages.namesRequired);
    }
  });

  it.each(["plainaddress", "a@b", "@b.c", "a@.c ", "a b@c.d", "a@b.", "a@@b.c"])(
    "refuses %j as an e-mail",
    (email) => {
      const result = signUpSchema.safeParse({ ...validSignUp, email });
      expect(fieldErrors(result).email).toContain(authMessages.invalidEmail);
    },
  );

  it("accepts text@text.text", () => {
    expect(signUpSchema.safeParse({ ...validSignUp, email: "x@y.z" }).success).toBe(true);
  });

  it("needs at least 8 characters and at most 72 bytes of password", () => {
    expect(
      fieldErrors(signUpSchema.safeParse({ ...validSignUp, password: "Short-7" })).password,
    ).toEqual([authMessages.passwordTooShort]);
    expect(signUpSchema.safeParse({ ...validSignUp, password: "Tulsi-42" }).success).toBe(true);
    const bytes72 = "Lotus-pond-".repeat(6) + "Nilgir";
    expect(bytes72).toHaveLength(72);
    expect(signUpSchema.safeParse({ ...validSignUp, password: bytes72 }).success).toBe(true);
    expect(
      fieldErrors(signUpSchema.safeParse({ ...validSignUp, password: `${bytes72}!` })).password,
    ).toEqual([authMessages.passwordTooLong]);
    // 24 three-byte characters are 72 bytes; one more is too many for bcrypt.
    const devanagari = "कमलनयन".repeat(5).slice(0, 25);
    expect(devanagari.length).toBe(25);
    expect(utf8ByteLength(devanagari)).toBe(75);
    expect(
      fieldErrors(signUpSchema.safeParse({ ...validSignUp, password: devanagari })).password,
    ).toEqual([authMessages.passwordTooLong]);
  });

  it.each([
    ["aaaaaaaa", authMessages.passwordRepeated],
    ["        x", authMessages.passwordRepeated],
    ["abababab", authMessages.passwordRepeated],
    ["abcdefgh", authMessages.passwordSequence],
    ["12345678", authMessages.passwordSequence],
    ["87654321", authMessages.passwordSequence],
    ["abcd1234!", authMessages.passwordSequence],
    ["Qwertyuiop", authMessages.passwordSequence],
    ["sahelicare", authMessages.passwordProductName],
    ["Saheli-Care-2026", authMessages.passwordProductName],
    ["saheli@2026", authMessages.passwordProductName],
    ["ananya2026", authMessages.passwordEmail],
    ["ananya@example.in", authMessages.passwordEmail],
  ])("refuses %j in the form already, saying why", (password, message) => {
    expect(fieldErrors(signUpSchema.safeParse({ ...validSignUp, password })).password).toEqual([
      message,
    ]);
  });

  it("asks staff for 12 characters and says so in the hint", () => {
    const password = "Tulsi-leaf-7";
    expect(password).toHaveLength(12);
    expect(signUpSchema.safeParse({ ...validSignUp, role: "doctor", password }).success).toBe(true);
    expect(
      fieldErrors(
        signUpSchema.safeParse({ ...validSignUp, role: "coordinator", password: "Tulsi-leaf7" }),
      ).password,
    ).toEqual([authMessages.staffPasswordTooShort]);
    expect(passwordHint("patient")).toContain("At least 8 characters (12 for staff)");
    expect(passwordHint("doctor")).toContain("At least 12 characters");
    expect(passwordHint("doctor")).toContain("Saheli Care");
  });

  it("treats a common password with digits or symbols added as common (server-side list)", () => {
    expect(commonPasswordProblem("Welcome@123")).toBe(authMessages.passwordCommonBase);
    expect(commonPasswordProblem("password1")).toBe(authMessages.passwordCommon);
    expect(commonPasswordProblem("Monsoon-Rains-2026")).toBeNull();
  });

  it("offers patient, doctor and coordinator, and refuses owner with the Access Denied message", () => {
    for (const role of ["patient", "doctor", "coordinator"]) {
      expect(signUpSchema.safeParse({ ...validSignUp, role }).success).toBe(true);
    }
    const owner = signUpSchema.safeParse({ ...validSignUp, role: "owner" });
    expect(fieldErrors(owner).role).toEqual([authMessages.ownerRefused]);
    expect(signUpErrorTitle(authMessages.ownerRefused)).toBe("Access Denied");
    expect(fieldErrors(signUpSchema.safeParse({ ...validSignUp, role: "admin" })).role).toEqual([
      authMessages.invalidRole,
    ]);
  });
});

describe("the common-password list", () => {
  it("holds the 10,000 most common passwords, whatever their case", () => {
    expect(commonPasswordCount()).toBeGreaterThan(9_900);
    for (const password of [
      "password",
      "PASSWORD",
      "12345678",
      "iloveyou",
      "sunshine",
      "qwertyuiop",
    ]) {
      expect(isCommonPassword(password)).toBe(true);
    }
    expect(isCommonPassword("Monsoon-Rains-2026")).toBe(false);
  });
});

describe("profileUpdateSchema", () => {
  it("removes spaces from phone numbers, then checks the pattern", () => {
    expect(profileUpdateSchema.parse({ phone: "+91 98765 43210" }).phone).toBe("+919876543210");
    expect(profileUpdateSchema.parse({ phone: "9876543210" }).phone).toBe("9876543210");
    expect(profileUpdateSchema.parse({ phone: "" }).phone).toBeNull();
    for (const phone of ["0987654321", "+0 123", "98765-43210", "+1234567890123456789", "abc"]) {
      expect(fieldErrors(profileUpdateSchema.safeParse({ phone })).phone).toEqual([
        authMessages.invalidPhone,
      ]);
    }
    // '+' then a non-zero digit and up to 15 more: 16 digits in all.
    expect(profileUpdateSchema.safeParse({ phone: "+1234567890123456" }).success).toBe(true);
    expect(profileUpdateSchema.safeParse({ phone: "+12345678901234567" }).success).toBe(false);
  });

  it("strips markup from names and bio and checks the e-mail pattern", () => {
    const parsed = profileUpdateSchema.parse({
      firstName: " <b>Kavya</b> ",
      lastName: "Menon<br/>",
      bio: "  <p>Colorectal surgeon.</p>  ",
      email: " Kavya@Example.IN ",
    });
    expect(parsed).toMatchObject({
      firstName: "Kavya",
      lastName: "Menon",
      bio: "Colorectal surgeon.",
      email: "kavya@example.in",
    });
    expect(fieldErrors(profileUpdateSchema.safeParse({ email: "not-an-email" })).email).toEqual([
      authMessages.invalidEmail,
    ]);
  });
});

describe("signInErrorMessage", () => {
  it("maps the codes authorize() throws to the spec's messages", () => {
    expect(signInErrorMessage("invalid")).toBe("Invalid email or password");
    expect(signInErrorMessage("suspended")).toBe("This account has been suspended");
    expect(signInErrorMessage("rate-limited:15")).toBe(
      "Too many attempts, try again in 15 minutes",
    );
    expect(signInErrorMessage("rate-limited:1")).toBe("Too many attempts, try again in 1 minute");
    expect(signInErrorMessage("CredentialsSignin")).toBe("Invalid email or password");
    expect(signInErrorMessage(undefined)).toBe("Invalid email or password");
    expect(signInErrorMessage(null)).toBe("Invalid email or password");
  });

  it("titles validation errors, owner refusal and other failures as the forms show them", () => {
    expect(signUpErrorTitle(authMessages.required)).toBe("Validation Error");
    expect(signUpErrorTitle(authMessages.invalidEmail)).toBe("Validation Error");
    expect(signUpErrorTitle(authMessages.alreadyRegistered)).toBe("Error");
  });
});
