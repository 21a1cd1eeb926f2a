import { randomUUID } from "node:crypto";
import type { Session } from "next-auth";
import { decode, encode, type JWT } from "next-auth/jwt";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { authSecret } from "@/lib/auth/config";
import { authOptions } from "@/lib/auth/options";
import type { AccountStatus, Role } from "@/lib/auth/permissions";
import { checkAreaAccess, getSessionUser } from "@/lib/auth/session";
import { jwtCallback, SessionRevokedError } from "@/lib/auth/token";
import { db } from "@/lib/db";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";
import { as } from "@/tests/integration/session-mock";

const prisma = createTestPrisma();

async function account(role: Role, status: AccountStatus = "active") {
  const user = await prisma.user.create({
    data: {
      email: `user.${randomUUID().slice(0, 8)}@example.in`,
      passwordHash: "not-a-real-hash",
      role,
      status,
      firstName: "Lakshmi",
      lastName: "Nair",
    },
    select: { id: true, email: true },
  });
  return user;
}

beforeEach(async () => {
  await resetDatabase(prisma);
});

afterAll(async () => {
  await prisma.$disconnect();
  await db.$disconnect();
});

describe("getSessionUser", () => {
  it("is null without a session", async () => {
    expect(await getSessionUser()).toBeNull();
  });

  it("reads the account from the database, never the password hash", async () => {
    const user = await account("doctor");
    as(user);
    expect(await getSessionUser()).toEqual({
      id: user.id,
      email: user.email,
      firstName: "Lakshmi",
      lastName: "Nair",
      role: "doctor",
      status: "active",
      locale: "en",
    });
  });

  it("sees a role change, a suspension and a deletion on the next request", async () => {
    const user = await account("coordinator");
    as(user);
    expect(await checkAreaAccess("coordinator-dashboard")).toMatchObject({ state: "allowed" });

    await prisma.user.update({ where: { id: user.id }, data: { role: "patient" } });
    expect((await getSessionUser())?.role).toBe("patient");
    expect(await checkAreaAccess("coordinator-dashboard")).toMatchObject({
      state: "denied",
      requiredRole: "coordinator",
    });

    await prisma.user.update({ where: { id: user.id }, data: { status: "suspended" } });
    expect(await checkAreaAccess("patient-dashboard")).toEqual({ state: "suspended" });

    await prisma.user.delete({ where: { id: user.id } });
    expect(await getSessionUser()).toBeNull();
    expect(await checkAreaAccess("patient-dashboard")).toEqual({ state: "signed-out" });
  });
});

describe("checkAreaAccess", () => {
  it("admits each role to its own dashboard, and the owner and staff to blog management", async () => {
    const owner = await account("owner");
    as(owner);
    expect((await checkAreaAccess("admin-panel")).state).toBe("allowed");
    expect((await checkAreaAccess("blog-management")).state).toBe("allowed");
    expect(await checkAreaAccess("doctor-dashboard")).toMatchObject({
      state: "denied",
      requiredRole: "doctor",
    });

    const patient = await account("patient");
    as(patient);
    expect((await checkAreaAccess("patient-dashboard")).state).toBe("allowed");
    expect(await checkAreaAccess("blog-management")).toMatchObject({
      state: "denied",
      requiredRole: "owner, doctor or coordinator",
    });
    expect(await checkAreaAccess("admin-panel")).toMatchObject({
      state: "denied",
      requiredRole: "owner",
    });
  });

  it("keeps a pending doctor out of her area until approved, and checks the role first", async () => {
    const doctor = await account("doctor", "pending");
    as(doctor);
    expect(await checkAreaAccess("doctor-dashboard")).toMatchObject({ state: "pending" });
    expect(await checkAreaAccess("blog-management")).toMatchObject({ state: "pending" });
    expect(await checkAreaAccess("patient-dashboard")).toMatchObject({ state: "denied" });

    await prisma.user.update({ where: { id: doctor.id }, data: { status: "active" } });
    expect((await checkAreaAccess("doctor-dashboard")).state).toBe("allowed");
  });
});

describe("the session token", () => {
  const user = { id: randomUUID(), role: "doctor" as const, status: "active" as const };
  const sid = randomUUID();

  it("carries only the id, its server-side session, role, status and when they were checked", async () => {
    const token = await jwtCallback(
      { token: { name: "Kavya", email: "kavya@example.in", picture: null, sub: user.id }, user },
      { now: 1_000, createSession: async () => sid },
    );
    expect(token).toEqual({
      sub: user.id,
      sid,
      role: "doctor",
      status: "active",
      checkedAt: 1_000,
    });

    // What next-auth stores in the cookie: encrypted, and nothing personal inside.
    if (!authSecret) throw new Error("tests run with a development secret");
    const cookie = await encode({ token, secret: authSecret });
    const decoded = await decode({ token: cookie, secret: authSecret });
    expect(Object.keys(decoded ?? {}).sort()).toEqual([
      "checkedAt",
      "exp",
      "iat",
      "jti",
      "role",
      "sid",
      "status",
      "sub",
    ]);
  });

  it("opens a server-side session at sign-in", async () => {
    const stored = await account("patient");
    const token = await jwtCallback({
      token: {},
      user: { id: stored.id, role: "patient", status: "active" },
    });
    const row = await prisma.userSession.findUniqueOrThrow({ where: { id: String(token.sid) } });
    expect(row).toMatchObject({ userId: stored.id, revokedAt: null });
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 11 * 60 * 60 * 1000);
  });

  it("re-reads role and status through the session on every call", async () => {
    const stored = await account("doctor");
    const live = await prisma.userSession.create({
      data: { userId: stored.id, expiresAt: new Date(Date.now() + 60_000) },
    });
    const token: JWT = {
      sub: stored.id,
      sid: live.id,
      role: "doctor",
      status: "active",
      checkedAt: 0,
    };

    await prisma.user.update({
      where: { id: stored.id },
      data: { role: "coordinator", status: "active" },
    });
    expect(await jwtCallback({ token }, { now: 5 })).toMatchObject({
      role: "coordinator",
      status: "active",
      checkedAt: 5,
    });
  });

  it("ends a token whose session was revoked, expired, or never existed", async () => {
    const stored = await account("doctor");
    const revoked = await prisma.userSession.create({
      data: { userId: stored.id, expiresAt: new Date(Date.now() + 60_000), revokedAt: new Date() },
    });
    const expired = await prisma.userSession.create({
      data: { userId: stored.id, expiresAt: new Date(Date.now() - 1) },
    });
    const base = { sub: stored.id, role: "doctor" as const, status: "active" as const };
    for (const sessionId of [revoked.id, expired.id, randomUUID()]) {
      await expect(
        jwtCallback({ token: { ...base, sid: sessionId, checkedAt: Date.now() } }),
      ).rejects.toBeInstanceOf(SessionRevokedError);
    }
    // A cookie from before server-side sessions names none: it is signed out, not trusted.
    await expect(jwtCallback({ token: { ...base, checkedAt: Date.now() } })).rejects.toBeInstanceOf(
      SessionRevokedError,
    );
  });

  it("ends the session of a deleted account (next-auth then clears the cookie)", async () => {
    const stored = await account("patient");
    const live = await prisma.userSession.create({
      data: { userId: stored.id, expiresAt: new Date(Date.now() + 60_000) },
    });
    await prisma.user.delete({ where: { id: stored.id } });
    const token: JWT = {
      sub: stored.id,
      sid: live.id,
      role: "patient",
      status: "active",
      checkedAt: 0,
    };
    await expect(jwtCallback({ token }, { now: 60_000 })).rejects.toBeInstanceOf(
      SessionRevokedError,
    );
    await expect(jwtCallback({ token: {} }, { now: 1 })).rejects.toBeInstanceOf(
      SessionRevokedError,
    );
  });

  it("exposes { user: { id, role, status } } and nothing else to the browser", async () => {
    const sessionCallback = authOptions.callbacks?.session;
    if (!sessionCallback) throw new Error("no session callback");
    const result = await sessionCallback({
      session: {
        expires: "2026-01-01T00:00:00.000Z",
        // What next-auth builds before the callback runs (its defaults, not this app's type).
        user: { name: "x", email: "x@y.z" } as unknown as Session["user"],
      },
      token: {
        sub: user.id,
        sid,
        role: "doctor",
        status: "active",
        checkedAt: 5,
        email: "x@y.z",
      },
      user: { id: user.id, role: "doctor", status: "active", email: "x@y.z", emailVerified: null },
      newSession: undefined,
      trigger: "update",
    });
    expect(result).toEqual({
      expires: "2026-01-01T00:00:00.000Z",
      user: { id: user.id, role: "doctor", status: "active" },
    });
  });
});
