import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { GET as events } from "@/app/api/visits/[id]/events/route";
import { POST as signals } from "@/app/api/visits/[id]/signals/route";
import type { Role } from "@/lib/auth/permissions";
import { db } from "@/lib/db";
import type { AccountStatus } from "@/lib/roles";
import { makeAppointment, makeUser } from "@/tests/fixtures/dashboard-data";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";
import { as, asNobody } from "@/tests/integration/session-mock";

/**
 * A video visit's room on the server (issue 35): only its patient and its doctor reach it, the
 * waiting room and admission, the signalling between the two browsers, and the end that completes
 * the appointment and keeps nothing of the call.
 */

const prisma = createTestPrisma();

async function person(role: Role, status: AccountStatus = "active") {
  return { ...(await makeUser(prisma, role, { status })), role };
}

/** A video appointment starting `minutesAhead` from now (each test has its own doctor). */
async function videoVisit(
  patientId: string | null,
  doctorId: string,
  options: {
    minutesAhead?: number;
    status?: "scheduled" | "confirmed" | "cancelled" | "pending";
  } = {},
) {
  const at = new Date(Date.now() + (options.minutesAhead ?? 5) * 60_000);
  return makeAppointment(prisma, {
    patientId,
    doctorId,
    at,
    clinic: "video",
    status: options.status ?? "scheduled",
  });
}

const context = (id: string) => ({ params: Promise.resolve({ id }) });

async function send(id: string, body: unknown) {
  const response = await signals(
    new Request(`http://localhost/api/visits/${id}/signals`, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "Content-Type": "application/json" },
    }),
    context(id),
  );
  return { status: response.status, body: response.status === 404 ? null : await response.json() };
}

const command = (name: string) => ({ type: "command", command: name });
const offer = { type: "description", description: { type: "offer", sdp: "v=0 an offer" } };
const candidate = {
  type: "candidate",
  candidate: {
    candidate: "candidate:1 1 udp 1 127.0.0.1 50000 typ relay",
    sdpMid: "0",
    sdpMLineIndex: 0,
  },
};

/** Opens the room's event stream and reads events until `until` says stop (or 5 s pass). */
async function readEvents(
  id: string,
  until: (events: Array<{ event: string; data: string; id?: string }>) => boolean,
  lastEventId?: string,
) {
  const abort = new AbortController();
  const response = await events(
    new Request(`http://localhost/api/visits/${id}/events`, {
      signal: abort.signal,
      headers: lastEventId ? { "Last-Event-ID": lastEventId } : {},
    }),
    context(id),
  );
  if (response.status !== 200 || !response.body) return { status: response.status, events: [] };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const seen: Array<{ event: string; data: string; id?: string }> = [];
  let buffer = "";
  const deadline = Date.now() + 5_000;
  try {
    while (!until(seen) && Date.now() < deadline) {
      const chunk = await Promise.race([
        reader.read(),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 200)),
      ]);
      if (chunk === null) continue;
      if (chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = Object.fromEntries(
          block
            .split("\n")
            .filter((line) => !line.startsWith(":") && line.includes(": "))
            .map((line) => [line.slice(0, line.indexOf(": ")), line.slice(line.indexOf(": ") + 2)]),
        );
        if (fields.event)
          seen.push({ event: fields.event, data: fields.data ?? "", id: fields.id });
      }
    }
  } finally {
    abort.abort();
    await reader.cancel().catch(() => {});
  }
  return { status: 200, events: seen };
}

beforeEach(async () => {
  await resetDatabase(prisma);
  asNobody();
});

afterAll(async () => {
  await prisma.$disconnect();
});

describe("who reaches a visit's room", () => {
  it("its patient and its doctor, and nobody else gets more than the 404 of an id that names nothing", async () => {
    const doctor = await person("doctor");
    const patient = await person("patient");
    const visit = await videoVisit(patient.id, doctor.id);
    const outsiders = [
      null,
      await person("patient"),
      await person("doctor"),
      await person("coordinator"),
      await person("owner"),
      await person("doctor", "pending"),
      await person("patient", "suspended"),
    ];
    for (const outsider of outsiders) {
      as(outsider);
      expect((await send(visit.id, command("join"))).status).toBe(404);
      expect((await readEvents(visit.id, () => true)).status).toBe(404);
    }
    // The patient, suspended after booking, is refused like anyone.
    for (const insider of [patient, doctor]) {
      as(insider);
      expect((await send(visit.id, command("join"))).status).toBe(200);
    }
    await prisma.user.update({ where: { id: patient.id }, data: { status: "suspended" } });
    as(patient);
    expect((await send(visit.id, command("join"))).status).toBe(404);
    // Nothing was written for anyone refused: only the two joins.
    expect(await prisma.visitSignal.count()).toBe(2);
  });

  it("only for a video appointment that is booked: not in person, not cancelled, not a made-up id", async () => {
    const doctor = await person("doctor");
    const patient = await person("patient");
    const inPerson = await makeAppointment(prisma, {
      patientId: patient.id,
      doctorId: doctor.id,
      at: new Date(Date.now() + 3 * 3600_000),
    });
    const cancelled = await videoVisit(patient.id, doctor.id, {
      minutesAhead: 300,
      status: "cancelled",
    });
    as(patient);
    for (const id of [
      inPerson.id,
      cancelled.id,
      "00000000-0000-4000-8000-000000000000",
      "not-a-uuid",
    ]) {
      expect((await send(id, command("join"))).status).toBe(404);
    }
  });
});

describe("the room", () => {
  it("opens ten minutes before the start, and says so before then", async () => {
    const doctor = await person("doctor");
    const patient = await person("patient");
    const later = await videoVisit(patient.id, doctor.id, { minutesAhead: 60 });
    as(patient);
    expect(await send(later.id, command("join"))).toEqual({
      status: 409,
      body: { ok: false, reason: "not-open" },
    });
    const state = await readEvents(later.id, (seen) => seen.some((e) => e.event === "state"));
    expect(JSON.parse(state.events.find((e) => e.event === "state")?.data ?? "{}")).toMatchObject({
      phase: "not-open",
      patient: "away",
    });
  });

  it("has her wait until her doctor admits her; then the two may signal, and the visit is in progress", async () => {
    const doctor = await person("doctor");
    const patient = await person("patient");
    const visit = await videoVisit(patient.id, doctor.id);

    as(patient);
    expect((await send(visit.id, command("join"))).body).toMatchObject({
      ok: true,
      state: { patient: "waiting", doctor: false },
    });
    // She cannot admit herself, nor signal before she is in.
    expect((await send(visit.id, command("admit"))).body).toEqual({
      ok: false,
      reason: "not-yours",
    });
    expect((await send(visit.id, offer)).body).toEqual({ ok: false, reason: "not-in-call" });

    as(doctor);
    expect((await send(visit.id, command("join"))).body).toMatchObject({
      state: { patient: "waiting", doctor: true },
    });
    expect((await send(visit.id, command("admit"))).body).toMatchObject({
      ok: true,
      state: { patient: "admitted", doctor: true, started: true },
    });
    expect((await prisma.appointment.findUniqueOrThrow({ where: { id: visit.id } })).status).toBe(
      "in_progress",
    );
    expect((await send(visit.id, offer)).body).toEqual({ ok: true });
    expect((await send(visit.id, candidate)).body).toEqual({ ok: true });

    // Her stream brings the doctor's offer and candidate; his does not echo them back to him.
    as(patient);
    const hers = await readEvents(
      visit.id,
      (seen) => seen.some((e) => e.event === "candidate"),
      "0",
    );
    expect(
      hers.events.filter((e) => e.event === "description").map((e) => JSON.parse(e.data)),
    ).toEqual([offer.description]);
    as(doctor);
    const his = await readEvents(visit.id, (seen) => seen.some((e) => e.event === "state"), "0");
    expect(his.events.filter((e) => e.event === "description" || e.event === "candidate")).toEqual(
      [],
    );

    // She leaves and comes back: straight into the call, no second wait.
    as(patient);
    expect((await send(visit.id, command("leave"))).body).toMatchObject({
      state: { patient: "away" },
    });
    expect((await send(visit.id, command("join"))).body).toMatchObject({
      state: { patient: "admitted" },
    });
  });

  it("is ended by the doctor: the appointment is completed and nothing of the call is kept", async () => {
    const doctor = await person("doctor");
    const patient = await person("patient");
    const visit = await videoVisit(patient.id, doctor.id);
    as(patient);
    await send(visit.id, command("join"));
    as(doctor);
    await send(visit.id, command("join"));
    await send(visit.id, command("admit"));
    await send(visit.id, offer);
    as(patient);
    expect((await send(visit.id, command("end"))).body).toEqual({ ok: false, reason: "not-yours" });
    as(doctor);
    expect((await send(visit.id, command("end"))).body).toMatchObject({
      ok: true,
      state: { ended: true, patient: "away", doctor: false },
    });
    expect((await prisma.appointment.findUniqueOrThrow({ where: { id: visit.id } })).status).toBe(
      "completed",
    );
    const kept = await prisma.visitSignal.findMany({ where: { appointmentId: visit.id } });
    expect(kept.map((signal) => signal.kind)).toEqual(["presence"]);
    const row = await prisma.videoVisit.findUniqueOrThrow({ where: { appointmentId: visit.id } });
    expect(row.startedAt).not.toBeNull();
    expect(row.endedAt).not.toBeNull();
    // A closed room: she cannot come back in, and her stream says it has ended and closes.
    as(patient);
    expect((await send(visit.id, command("join"))).body).toEqual({ ok: false, reason: "closed" });
    const closing = await readEvents(visit.id, () => false);
    expect(JSON.parse(closing.events.at(-1)?.data ?? "{}")).toMatchObject({
      phase: "closed",
      ended: true,
    });
  });

  it("tells an open stream at once when the other side acts, through PostgreSQL's NOTIFY", async () => {
    const doctor = await person("doctor");
    const patient = await person("patient");
    const visit = await videoVisit(patient.id, doctor.id);
    as(doctor);
    await send(visit.id, command("join"));
    // The doctor's stream is open; the patient joins through another request.
    const watching = readEvents(visit.id, (seen) =>
      seen.some((e) => e.event === "state" && JSON.parse(e.data).patient === "waiting"),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    as(patient);
    const started = Date.now();
    await send(visit.id, command("join"));
    const seen = await watching;
    expect(
      seen.events.some((e) => e.event === "state" && JSON.parse(e.data).patient === "waiting"),
    ).toBe(true);
    // Well before the stream's own 10-second heartbeat would have read it.
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("refuses what is not signalling", async () => {
    const doctor = await person("doctor");
    const patient = await person("patient");
    const visit = await videoVisit(patient.id, doctor.id);
    as(patient);
    for (const body of [
      { type: "command", command: "record" },
      { type: "description", description: { type: "offer", sdp: "x".repeat(20_001) } },
      { type: "chat", text: "hello" },
    ]) {
      expect(await send(visit.id, body)).toEqual({
        status: 400,
        body: { ok: false, reason: "unreadable" },
      });
    }
    expect(await db.visitSignal.count()).toBe(0);
  });
});
