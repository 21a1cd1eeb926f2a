import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { signUp } from "@/lib/actions/auth";
import {
  confirmEmailWithLink,
  requestEmailVerificationLink,
} from "@/lib/actions/email-verification";
import { requestPasswordResetLink, resetPasswordWithLink } from "@/lib/actions/password-reset";
import { checkResetLink } from "@/lib/auth/password-reset";
import { checkVerificationLink } from "@/lib/auth/email-verification";
import { db } from "@/lib/db";
import { callAction } from "@/tests/fixtures/call-action";
import { servedHeaders } from "@/tests/fixtures/client-address";
import { makeUser } from "@/tests/fixtures/dashboard-data";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";
import { asNobody, sentWith } from "@/tests/integration/session-mock";

/**
 * The account pages under /hi (issue 33): a request that says `locale: "hi"` is checked, answered
 * and mailed in Hindi, and the mail's link opens the Hindi page. Names, addresses, links and the
 * product's name are the only Latin letters she reads.
 */

const prisma = createTestPrisma();
let ipCount = 0;
const nextIp = () => `203.0.113.${(ipCount += 1)}`;

/** What is left of a text once names, links, addresses and the product's name are taken out. */
function latinIn(text: string, names: string[] = []): string[] {
  let rest = text
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/\S+@\S+\.\S+/g, " ")
    .replace(/Saheli Care/g, " ");
  for (const name of names) rest = rest.replaceAll(name, " ");
  return rest.match(/[A-Za-z]+/g) ?? [];
}

function outboxFor(to: string, purpose: string) {
  return prisma.outboxEmail.findFirstOrThrow({
    where: { to, purpose },
    orderBy: { createdAt: "desc" },
    select: { subject: true, text: true },
  });
}

beforeEach(async () => {
  await resetDatabase(prisma);
  asNobody();
});

afterAll(async () => {
  await prisma.$disconnect();
  await db.$disconnect();
});

describe("signing up on a Hindi page", () => {
  const input = () => ({
    firstName: "सुनीता",
    lastName: "वर्मा",
    email: `sunita.${randomUUID().slice(0, 8)}@example.in`,
    password: "Jasmine-Garden-2026",
    locale: "hi",
  });

  it("keeps Hindi on her account and welcomes her in Hindi, with links to the Hindi pages", async () => {
    const form = input();
    sentWith(servedHeaders(nextIp()));
    expect(await callAction(signUp, form)).toEqual({ ok: true, data: { status: "active" } });

    const account = await prisma.user.findUniqueOrThrow({ where: { email: form.email } });
    expect(account.locale).toBe("hi");
    const mail = await outboxFor(form.email, "sign-up-welcome");
    expect(mail.subject).toBe("आपका Saheli Care खाता");
    expect(mail.text).toContain("नमस्ते सुनीता,");
    expect(mail.text).toMatch(/http:\/\/[^/\s]+\/hi\/sign-in(\s|$)/);
    expect(mail.text).toMatch(/\/hi\/verify-email\?token=[A-Za-z0-9_-]{43}/);
    expect(latinIn(mail.text)).toEqual([]);
  });

  it("refuses her form with the same rules, in Hindi", async () => {
    sentWith(servedHeaders(nextIp()));
    const refused = await callAction(signUp, {
      ...input(),
      firstName: "",
      email: "sunita@example",
    });
    expect(refused).toMatchObject({
      ok: false,
      error: "खाता बनाने के लिए पहला नाम और उपनाम दोनों ज़रूरी हैं।",
      fieldErrors: {
        firstName: ["खाता बनाने के लिए पहला नाम और उपनाम दोनों ज़रूरी हैं।"],
        email: ["कृपया सही ईमेल पता लिखें।"],
      },
    });
    sentWith(servedHeaders(nextIp()));
    expect(await callAction(signUp, { ...input(), password: "password1" })).toMatchObject({
      ok: false,
      error: "यह पासवर्ड बहुत आम है, बहुत लोग इसे रखते हैं। कृपया कोई कम आम पासवर्ड चुनें।",
    });
    expect(await prisma.user.count()).toBe(0);
  });

  it("tells the holder of a taken address in Hindi", async () => {
    const form = input();
    sentWith(servedHeaders(nextIp()));
    await callAction(signUp, form);
    sentWith(servedHeaders(nextIp()));
    await callAction(signUp, form);
    const mail = await outboxFor(form.email, "sign-up-existing");
    expect(mail.text).toContain("आपका खाता पहले से है");
    expect(mail.text).toMatch(/\/hi\/sign-in(\s|$)/);
    expect(latinIn(mail.text)).toEqual([]);
  });
});

describe("confirming her e-mail on the Hindi page", () => {
  it("answers the link and the button in Hindi", async () => {
    const form = {
      firstName: "सुनीता",
      lastName: "वर्मा",
      email: `sunita.${randomUUID().slice(0, 8)}@example.in`,
      password: "Jasmine-Garden-2026",
      locale: "hi",
    };
    sentWith(servedHeaders(nextIp()));
    await callAction(signUp, form);
    const mail = await outboxFor(form.email, "sign-up-welcome");
    const token = /token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] ?? "";

    expect(await checkVerificationLink(token, new Date(), "hi")).toEqual({ problem: null });
    expect(await callAction(confirmEmailWithLink, { token, locale: "hi" })).toEqual({
      ok: true,
      data: { message: "धन्यवाद: आपके ईमेल की पुष्टि हो गई है।", linked: [] },
    });
    expect(await callAction(confirmEmailWithLink, { token, locale: "hi" })).toEqual({
      ok: false,
      error: "यह लिंक पहले ही इस्तेमाल हो चुका है: आपके ईमेल की पुष्टि हो चुकी है।",
    });
    expect(await callAction(confirmEmailWithLink, { token: "short", locale: "hi" })).toMatchObject({
      ok: false,
      error: expect.stringContaining("यह लिंक सही नहीं है"),
    });
  });

  it("sends a new link in Hindi, to the Hindi page", async () => {
    const user = await makeUser(prisma, "patient", { emailVerified: false });
    sentWith(servedHeaders(nextIp()));
    const result = await callAction(requestEmailVerificationLink, {
      email: user.email,
      locale: "hi",
    });
    expect(result).toMatchObject({ ok: true, data: { message: expect.stringContaining("48 घंटे") } });
    const mail = await outboxFor(user.email, "email-verification");
    expect(mail.text).toMatch(/\/hi\/verify-email\?token=/);
    expect(latinIn(mail.text, [user.firstName])).toEqual([]);
  });
});

describe("choosing a new password on the Hindi pages", () => {
  it("mails a Hindi link to the Hindi page, and answers every step in Hindi", async () => {
    const user = await makeUser(prisma, "patient");
    sentWith(servedHeaders(nextIp()));
    const asked = await callAction(requestPasswordResetLink, { email: user.email, locale: "hi" });
    expect(asked).toMatchObject({
      ok: true,
      data: { message: expect.stringContaining("60 मिनट") },
    });
    const mail = await outboxFor(user.email, "password-reset");
    expect(mail.subject).toBe("अपना नया Saheli Care पासवर्ड चुनें");
    expect(latinIn(mail.text, [user.firstName])).toEqual([]);
    const token = /\/hi\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] ?? "";
    expect(token).not.toBe("");

    expect(await checkResetLink(token, new Date(), "hi")).toBeNull();
    const mismatch = await callAction(resetPasswordWithLink, {
      token,
      password: "Monsoon-lotus-2026",
      confirmPassword: "Monsoon-lotus-2025",
      locale: "hi",
    });
    expect(mismatch).toMatchObject({
      ok: false,
      fieldErrors: { confirmPassword: ["दोनों पासवर्ड एक जैसे नहीं हैं।"] },
    });
    const changed = await callAction(resetPasswordWithLink, {
      token,
      password: "Monsoon-lotus-2026",
      confirmPassword: "Monsoon-lotus-2026",
      locale: "hi",
    });
    expect(changed).toMatchObject({
      ok: true,
      data: { message: expect.stringContaining("बदल गया") },
    });
    expect(await checkResetLink(token, new Date(), "hi")).toContain("पहले ही इस्तेमाल");
    const notice = await outboxFor(user.email, "password-changed");
    expect(latinIn(notice.text, [user.firstName])).toEqual([]);
  });
});
