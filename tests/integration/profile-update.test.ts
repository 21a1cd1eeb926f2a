import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { setMyLanguage, updateProfile } from "@/lib/actions/profile";
import { authMessages } from "@/lib/validations/auth-messages";
import type { AccountStatus, Role } from "@/lib/auth/permissions";
import { db } from "@/lib/db";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";
import { as, cookieWrites } from "@/tests/integration/session-mock";

const prisma = createTestPrisma();

async function account(
  role: Role,
  status: AccountStatus = "active",
  extra: { doctorCatalogueId?: number } = {},
) {
  return prisma.user.create({
    data: {
      email: `user.${randomUUID().slice(0, 8)}@example.in`,
      passwordHash: "not-a-real-hash",
      role,
      status,
      firstName: "Sunita",
      lastName: "Reddy",
      ...extra,
    },
    select: { id: true, email: true },
  });
}

beforeEach(async () => {
  await resetDatabase(prisma);
});

afterAll(async () => {
  await prisma.$disconnect();
  await db.$disconnect();
});

describe("updateProfile", () => {
  it("refuses without a session", async () => {
    expect(await updateProfile({ firstName: "X" })).toEqual({
      ok: false,
      error: "Not authenticated",
    });
  });

  it("refuses pending and suspended accounts", async () => {
    const pending = await account("doctor", "pending");
    as(pending);
    expect(await updateProfile({ firstName: "X" })).toEqual({
      ok: false,
      error: authMessages.pending,
    });
    const suspended = await account("patient", "suspended");
    as(suspended);
    expect(await updateProfile({ firstName: "X" })).toEqual({
      ok: false,
      error: authMessages.suspended,
    });
  });

  it("updates one's own fields, trimmed and without markup, the e-mail lower-cased and the phone without spaces", async () => {
    const patient = await account("patient");
    as(patient);
    const result = await updateProfile({
      firstName: " <b>Sunita</b> ",
      lastName: "Rao<script>x</script>",
      email: " Sunita.Rao@Example.IN ",
      phone: "+91 98765 43210",
      bio: "<p>Teacher</p>",
    });
    expect(result).toEqual({
      ok: true,
      data: {
        id: patient.id,
        email: "sunita.rao@example.in",
        firstName: "Sunita",
        lastName: "Raox",
        phone: "+919876543210",
        bio: "Teacher",
        specialization: null,
        role: "patient",
      },
    });
    expect(authMessages.profileUpdated).toBe("Profile updated successfully!");
  });

  it("refuses a bad phone number or e-mail and changes nothing", async () => {
    const patient = await account("patient");
    as(patient);
    expect(await updateProfile({ phone: "0123 456", firstName: "Changed" })).toMatchObject({
      ok: false,
      error: "Please enter a valid phone number.",
      fieldErrors: { phone: ["Please enter a valid phone number."] },
    });
    expect(await updateProfile({ email: "sunita@nowhere" })).toMatchObject({
      ok: false,
      error: "Please enter a valid email address.",
    });
    expect(await prisma.user.findUniqueOrThrow({ where: { id: patient.id } })).toMatchObject({
      firstName: "Sunita",
    });
  });

  it("stops a non-owner changing her own role, and ignores a role left as it is", async () => {
    const doctor = await account("doctor");
    as(doctor);
    expect(await updateProfile({ role: "owner", firstName: "Changed" })).toEqual({
      ok: false,
      error: "Access Denied: You cannot change your own role. Contact an administrator.",
    });
    expect(await prisma.user.findUniqueOrThrow({ where: { id: doctor.id } })).toMatchObject({
      role: "doctor",
      firstName: "Sunita",
    });
    expect(await updateProfile({ role: "doctor", firstName: "Changed" })).toMatchObject({
      ok: true,
      data: { role: "doctor", firstName: "Changed" },
    });
  });

  it("stops a non-owner editing someone else", async () => {
    const patient = await account("patient");
    const other = await account("patient");
    as(patient);
    expect(await updateProfile({ userId: other.id, firstName: "Hacked" })).toEqual({
      ok: false,
      error: authMessages.accessDenied,
    });
    expect(await prisma.user.findUniqueOrThrow({ where: { id: other.id } })).toMatchObject({
      firstName: "Sunita",
    });
  });

  it("lets the owner edit anyone and change roles, unlinking a former doctor's catalogue entry", async () => {
    const owner = await account("owner");
    const doctor = await account("doctor", "active", { doctorCatalogueId: 3 });
    as(owner);
    expect(
      await updateProfile({ userId: doctor.id, role: "coordinator", lastName: "Iyer" }),
    ).toMatchObject({
      ok: true,
      data: { id: doctor.id, role: "coordinator", lastName: "Iyer" },
    });
    expect(await prisma.user.findUniqueOrThrow({ where: { id: doctor.id } })).toMatchObject({
      role: "coordinator",
      doctorCatalogueId: null,
    });
  });

  it("answers an e-mail already in use with the message that says so", async () => {
    const patient = await account("patient");
    const other = await account("patient");
    as(patient);
    expect(await updateProfile({ email: other.email.toUpperCase() })).toMatchObject({
      ok: false,
      error: authMessages.alreadyRegistered,
    });
  });

  it("takes a role change by the owner into account on the very next action", async () => {
    const owner = await account("owner");
    const coordinator = await account("coordinator");
    as(owner);
    await updateProfile({ userId: coordinator.id, role: "patient" });
    as(coordinator);
    expect(await updateProfile({ role: "coordinator" })).toEqual({
      ok: false,
      error: authMessages.roleChangeDenied,
    });
  });
});

describe("setMyLanguage", () => {
  it("keeps her language on her account and sets the site's language cookie to it", async () => {
    const patient = await account("patient");
    as(patient);
    expect(await setMyLanguage({ locale: "hi" })).toEqual({ ok: true, data: { locale: "hi" } });
    expect(
      await prisma.user.findUniqueOrThrow({ where: { id: patient.id }, select: { locale: true } }),
    ).toEqual({ locale: "hi" });
    expect(cookieWrites).toHaveBeenCalledWith("lang", "hi", expect.objectContaining({ path: "/" }));
  });

  it("refuses a language the site does not have, and staff, changing nothing", async () => {
    const patient = await account("patient");
    as(patient);
    expect(await setMyLanguage({ locale: "fr" as "hi" })).toMatchObject({ ok: false });
    const doctor = await account("doctor");
    as(doctor);
    expect(await setMyLanguage({ locale: "hi" })).toEqual({
      ok: false,
      error: authMessages.accessDenied,
    });
    const locales = await prisma.user.findMany({ select: { locale: true } });
    expect(locales).toEqual([{ locale: "en" }, { locale: "en" }]);
  });
});
