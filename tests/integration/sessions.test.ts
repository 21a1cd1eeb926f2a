import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { signOutEverywhere } from "@/lib/actions/sessions";
import { updateProfile } from "@/lib/actions/profile";
import { setUserStatus } from "@/lib/actions/users";
import { authOptions } from "@/lib/auth/options";
import type { AccountStatus, Role } from "@/lib/auth/permissions";
import { getSessionUser } from "@/lib/auth/session";
import { actionViewer, areaViewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import { requestQueuePage } from "@/lib/queries/requests";
import { usersPage } from "@/lib/queries/users";
import { viewerOf } from "@/tests/fixtures/viewer";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";
import { as } from "@/tests/integration/session-mock";

/**
 * Sessions that end on the server, and viewers only the area decision can give (issue: access
 * control at the data layer). Each test names the session its cookie carries.
 */

const prisma = createTestPrisma();

async function account(role: Role, status: AccountStatus = "active") {
  return prisma.user.create({
    data: {
      email: `session.${randomUUID().slice(0, 8)}@example.in`,
      passwordHash: "not-a-real-hash",
      role,
      status,
      firstName: "Meera",
      lastName: "Iyer",
      // Confirmed: the owner approves (or re-approves) only a confirmed e-mail.
      emailVerifiedAt: new Date(),
    },
    select: { id: true, role: true },
  });
}

async function openSession(userId: string): Promise<string> {
  const row = await prisma.userSession.create({
    data: { userId, expiresAt: new Date(Date.now() + 60 * 60 * 1000) },
  });
  return row.id;
}

beforeEach(async () => {
  await resetDatabase(prisma);
});

afterAll(async () => {
  await prisma.$disconnect();
  await db.$disconnect();
});

describe("a session that ended", () => {
  it("is refused for a copy of the cookie taken before signing out", async () => {
    const patient = await account("patient");
    const sid = await openSession(patient.id);
    as(patient, sid);
    expect(await getSessionUser()).toMatchObject({ id: patient.id });

    // next-auth's sign-out route calls this event with the token it is deleting.
    await authOptions.events?.signOut?.({
      token: { sub: patient.id, sid, role: "patient", status: "active", checkedAt: Date.now() },
      session: null as never,
    });
    expect(await getSessionUser()).toBeNull();
    expect(await areaViewer("patient-dashboard")).toBeNull();
    expect(await actionViewer("privacy.own")).toEqual({ refusal: "signed-out" });
  });

  it("ends every device's session with 'Sign out of all devices', and no other account's", async () => {
    const doctor = await account("doctor");
    const other = await account("doctor");
    const phone = await openSession(doctor.id);
    const laptop = await openSession(doctor.id);
    const otherSession = await openSession(other.id);

    as(doctor, laptop);
    expect(await signOutEverywhere()).toEqual({ ok: true, data: { ended: 2 } });
    for (const sid of [phone, laptop]) {
      as(doctor, sid);
      expect(await getSessionUser()).toBeNull();
    }
    as(other, otherSession);
    expect(await getSessionUser()).toMatchObject({ id: other.id });
  });

  it("ends with a suspension, for reads as well as writes", async () => {
    const owner = await account("owner");
    const coordinator = await account("coordinator");
    const coordinatorSession = await openSession(coordinator.id);

    as(coordinator, coordinatorSession);
    expect(await areaViewer("coordinator-dashboard")).not.toBeNull();

    as(owner);
    expect(
      await setUserStatus({
        userId: coordinator.id,
        status: "suspended",
        reason: "Left the clinic",
      }),
    ).toMatchObject({
      ok: true,
    });
    // Re-approved a minute later: the old cookie still reads nothing; she signs in again.
    expect(await setUserStatus({ userId: coordinator.id, status: "active" })).toMatchObject({
      ok: true,
    });

    as(coordinator, coordinatorSession);
    expect(await getSessionUser()).toBeNull();
    expect(await areaViewer("coordinator-dashboard")).toBeNull();
  });

  it("ends with a role change", async () => {
    const owner = await account("owner");
    const coordinator = await account("coordinator");
    const coordinatorSession = await openSession(coordinator.id);

    as(owner);
    expect(await updateProfile({ userId: coordinator.id, role: "doctor" })).toMatchObject({
      ok: true,
    });
    as(coordinator, coordinatorSession);
    expect(await getSessionUser()).toBeNull();
  });

  it("is refused once expired", async () => {
    const patient = await account("patient");
    const row = await prisma.userSession.create({
      data: { userId: patient.id, expiresAt: new Date(Date.now() - 1000) },
    });
    as(patient, row.id);
    expect(await getSessionUser()).toBeNull();
  });

  it("cannot be borrowed by another account: the session must be hers", async () => {
    const patient = await account("patient");
    const owner = await account("owner");
    const ownerSession = await openSession(owner.id);
    as(patient, ownerSession);
    expect(await getSessionUser()).toBeNull();
  });
});

describe("a viewer comes only from the area decision", () => {
  it("is given to neither a pending nor a suspended coordinator, nor a patient", async () => {
    for (const [role, status] of [
      ["coordinator", "pending"],
      ["coordinator", "suspended"],
      ["patient", "active"],
      ["doctor", "active"],
    ] as const) {
      const person = await account(role, status);
      as(person, await openSession(person.id));
      expect(await areaViewer("coordinator-dashboard"), `${role} ${status}`).toBeNull();
    }
  });

  it("is given to an active coordinator, as a coordinator", async () => {
    const coordinator = await account("coordinator");
    as(coordinator, await openSession(coordinator.id));
    expect(await areaViewer("coordinator-dashboard")).toMatchObject({
      id: coordinator.id,
      role: "coordinator",
      status: "active",
    });
  });

  it("the queue and the owner's lists refuse a viewer of another role at run time", async () => {
    const doctor = await account("doctor");
    // Only a cast can make this call compile: the run-time check behind the types still refuses.
    const doctorViewer = viewerOf(doctor) as unknown as Parameters<typeof requestQueuePage>[0];
    await expect(requestQueuePage(doctorViewer, { page: 1, show: "all" })).rejects.toThrow(
      /coordinator, owner only/,
    );
    const asOwner = viewerOf(doctor) as unknown as Parameters<typeof usersPage>[0];
    await expect(usersPage(asOwner, { page: 1 })).rejects.toThrow(/owner only/);
  });
});
