import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { GET as downloadReport } from "@/app/api/reports/[id]/route";
import { uploadReport } from "@/lib/actions/reports";
import type { Role } from "@/lib/auth/permissions";
import { db } from "@/lib/db";
import { DELETION_GRACE_MS, eraseDueAccounts } from "@/lib/privacy/erasure";
import { buildPatientExport } from "@/lib/privacy/export";
import { issuedReports, myReports, uploadChoices } from "@/lib/queries/reports";
import { MAX_REPORT_BYTES, reportMessages, reportPath } from "@/lib/appointments/reports";
import { authMessages } from "@/lib/validations/auth-messages";
import { MINIMAL_PDF, ONE_PIXEL_PNG } from "@/tests/fixtures/access-matrix";
import { makeAppointment, makeUser } from "@/tests/fixtures/dashboard-data";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";
import { viewerOf } from "@/tests/fixtures/viewer";
import { as, asNobody } from "@/tests/integration/session-mock";

/**
 * Reports and prescriptions (issue 17, item 5): a doctor uploads one for a patient of hers, the
 * patient downloads it, both are in her access log, and it is in her export until her erasure.
 */

const prisma = createTestPrisma();

async function person<R extends Role>(role: R, firstName: string) {
  return { ...(await makeUser(prisma, role, { firstName, lastName: "Iyer" })), role };
}

let hour = 0;
function appointment(patientId: string | null, doctorId: string, daysAhead = -2) {
  // An hour apart each, so the overlap trigger never meets two of one doctor's.
  hour += 1;
  const at = new Date(Date.now() + daysAhead * 24 * 3600_000 + hour * 3600_000);
  return makeAppointment(prisma, { patientId, doctorId, at, status: "completed" });
}

/** Two doctors, each with a patient of her own. */
async function clinic() {
  const kavya = await person("doctor", "Kavya");
  const nisha = await person("doctor", "Nisha");
  const asha = await person("patient", "Asha");
  const meera = await person("patient", "Meera");
  const ashaVisit = await appointment(asha.id, kavya.id);
  const meeraVisit = await appointment(meera.id, nisha.id);
  return { kavya, nisha, asha, meera, ashaVisit, meeraVisit };
}

function form(
  appointmentId: string,
  file: { bytes: Uint8Array; name: string; type: string } | null,
  title = "Blood test results",
  kind = "report",
) {
  const data = new FormData();
  data.set("appointmentId", appointmentId);
  data.set("kind", kind);
  data.set("title", title);
  if (file) data.set("file", new File([new Uint8Array(file.bytes)], file.name, file));
  return data;
}

const pdf = { bytes: MINIMAL_PDF, name: "scan.pdf", type: "application/pdf" };

async function uploaded(
  doctor: { id: string },
  appointmentId: string,
  title = "Blood test results",
): Promise<string> {
  as(doctor);
  const result = await uploadReport(form(appointmentId, pdf, title));
  if (!result.ok) throw new Error(result.error);
  return result.data.id;
}

async function download(id: string) {
  return downloadReport(new Request(`http://127.0.0.1${reportPath(id)}`), {
    params: Promise.resolve({ id }),
  });
}

beforeEach(async () => {
  await resetDatabase(prisma);
});

afterAll(async () => {
  await prisma.$disconnect();
  await db.$disconnect();
});

describe("uploading a report", () => {
  it("stores it for the appointment's patient, with the type read from its bytes", async () => {
    const { kavya, asha, ashaVisit } = await clinic();
    as(kavya);
    const result = await uploadReport(
      form(ashaVisit.id, pdf, "  Blood test <b>results</b>, Dec 2026  ", "prescription"),
    );
    expect(result).toMatchObject({ ok: true });
    const row = await prisma.report.findFirstOrThrow();
    expect(row).toMatchObject({
      patientId: asha.id,
      doctorId: kavya.id,
      appointmentId: ashaVisit.id,
      kind: "prescription",
      title: "Blood test results, Dec 2026",
      contentType: "application/pdf",
      byteSize: MINIMAL_PDF.length,
      // Made from the title, never the uploaded name.
      fileName: "blood-test-results-dec-2026.pdf",
    });
    expect(Buffer.from(row.bytes).equals(MINIMAL_PDF)).toBe(true);

    // An image is stored as the image it is, whatever the browser called it.
    await uploadReport(
      form(ashaVisit.id, { bytes: ONE_PIXEL_PNG, name: "photo.jpg", type: "image/jpeg" }, "Photo"),
    );
    expect(await prisma.report.findFirstOrThrow({ where: { title: "Photo" } })).toMatchObject({
      contentType: "image/png",
      fileName: "photo.png",
    });
  });

  it("refuses a doctor uploading for a patient who is not hers", async () => {
    const { kavya, meeraVisit } = await clinic();
    as(kavya);
    expect(await uploadReport(form(meeraVisit.id, pdf))).toEqual({
      ok: false,
      error: reportMessages.notYourPatient,
      fieldErrors: { appointmentId: [reportMessages.notYourPatient] },
    });
    // An appointment that does not exist is answered the same way.
    expect(await uploadReport(form(randomUUID(), pdf))).toMatchObject({
      error: reportMessages.notYourPatient,
    });
    // And so is one of hers without a patient account yet.
    const guestVisit = await appointment(null, kavya.id);
    expect(await uploadReport(form(guestVisit.id, pdf))).toMatchObject({
      error: reportMessages.notYourPatient,
    });
    expect(await prisma.report.count()).toBe(0);
    expect(await prisma.accessLog.count()).toBe(0);
  });

  it("refuses a file over 5 MB, a renamed file that is not a PDF or an image, and no file", async () => {
    const { kavya, ashaVisit } = await clinic();
    as(kavya);
    const big = new Uint8Array(MAX_REPORT_BYTES + 1);
    big.set(MINIMAL_PDF);
    expect(await uploadReport(form(ashaVisit.id, { ...pdf, bytes: big }))).toMatchObject({
      ok: false,
      error: reportMessages.tooLarge,
    });

    const script = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    expect(
      await uploadReport(
        form(ashaVisit.id, { bytes: script, name: "report.pdf", type: "application/pdf" }),
      ),
    ).toMatchObject({
      ok: false,
      error: reportMessages.wrongType,
      fieldErrors: { file: [reportMessages.wrongType] },
    });
    expect(await uploadReport(form(ashaVisit.id, null))).toMatchObject({
      ok: false,
      error: reportMessages.missing,
    });
    expect(await uploadReport(form(ashaVisit.id, pdf, "   "))).toMatchObject({
      ok: false,
      error: reportMessages.titleRequired,
    });
    expect(await prisma.report.count()).toBe(0);
  });

  it("is for doctors only", async () => {
    const { asha, ashaVisit } = await clinic();
    for (const user of [
      asha,
      await person("coordinator", "Priya"),
      await person("owner", "Lata"),
    ]) {
      as(user);
      expect(await uploadReport(form(ashaVisit.id, pdf))).toMatchObject({
        ok: false,
        error: authMessages.accessDenied,
      });
    }
    expect(await prisma.report.count()).toBe(0);
  });
});

describe("downloading a report", () => {
  it("gives her own report to her as a file nobody caches", async () => {
    const { kavya, asha, ashaVisit } = await clinic();
    const id = await uploaded(kavya, ashaVisit.id);
    as(asha);
    const response = await download(id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="blood-test-results.pdf"',
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await response.arrayBuffer()).equals(MINIMAL_PDF)).toBe(true);
  });

  it("refuses a patient downloading another's report, and everyone else, with the same 404", async () => {
    const { kavya, nisha, meera, ashaVisit } = await clinic();
    const id = await uploaded(kavya, ashaVisit.id);
    const logged = await prisma.accessLog.count();
    const others = [
      meera,
      nisha,
      await person("coordinator", "Priya"),
      await person("owner", "Lata"),
    ];
    for (const user of others) {
      as(user);
      const response = await download(id);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe("Not found");
    }
    asNobody();
    expect((await download(id)).status).toBe(404);
    as(meera);
    expect((await download(randomUUID())).status).toBe(404);
    expect((await download("not-an-id")).status).toBe(404);
    // A refusal opened nothing, so it logged nothing.
    expect(await prisma.accessLog.count()).toBe(logged);
  });

  it("writes the doctor's upload and download, and her own download, to her access log", async () => {
    const { kavya, asha, ashaVisit } = await clinic();
    const id = await uploaded(kavya, ashaVisit.id);
    const log = () =>
      prisma.accessLog.findMany({
        // Her download came last: a tie on the millisecond still sorts doctor before patient.
        orderBy: [{ createdAt: "asc" }, { actorRole: "asc" }],
        select: { actorId: true, actorRole: true, patientId: true, subject: true },
      });
    const doctorEntry = {
      actorId: kavya.id,
      actorRole: "doctor",
      patientId: asha.id,
      subject: "report",
    };
    // Issuing it counts as handling her file.
    expect(await log()).toEqual([doctorEntry]);

    as(kavya);
    expect((await download(id)).status).toBe(200);
    expect(await log()).toEqual([doctorEntry, doctorEntry]);

    as(asha);
    expect((await download(id)).status).toBe(200);
    expect(await log()).toEqual([
      doctorEntry,
      doctorEntry,
      { actorId: asha.id, actorRole: "patient", patientId: asha.id, subject: "report" },
    ]);
  });
});

describe("the report lists", () => {
  it("show her hers and the doctor what she issued, never a file's bytes or anyone else's", async () => {
    const { kavya, nisha, asha, meera, ashaVisit, meeraVisit } = await clinic();
    await uploaded(kavya, ashaVisit.id, "Asha's scan");
    await uploaded(nisha, meeraVisit.id, "Meera's prescription");

    const hers = await myReports(viewerOf(asha));
    expect(hers).toEqual([
      {
        id: expect.any(String),
        kind: "report",
        title: "Asha's scan",
        contentType: "application/pdf",
        byteSize: MINIMAL_PDF.length,
        createdAt: expect.any(Date),
        person: "Dr. Kavya Iyer",
        appointmentDate: expect.any(Date),
      },
    ]);
    const issued = await issuedReports(viewerOf(kavya));
    expect(issued).toMatchObject([{ title: "Asha's scan", person: "Asha Iyer" }]);
    for (const rows of [hers, issued, await myReports(viewerOf(meera))]) {
      const text = JSON.stringify(rows);
      expect(text).not.toContain("%PDF");
      expect(text).not.toContain(Buffer.from(MINIMAL_PDF).toString("base64"));
      for (const row of rows) expect(row).not.toHaveProperty("bytes");
    }
    expect(JSON.stringify(await myReports(viewerOf(meera)))).not.toContain("Asha");
    expect(JSON.stringify(await issuedReports(viewerOf(nisha)))).not.toContain("Asha");
  });

  it("offers the doctor only her own appointments with patients, not cancelled ones", async () => {
    const { kavya, asha, ashaVisit } = await clinic();
    await appointment(null, kavya.id);
    const cancelled = await appointment(asha.id, kavya.id, 3);
    await prisma.appointment.update({ where: { id: cancelled.id }, data: { status: "cancelled" } });
    const upcoming = await appointment(asha.id, kavya.id, 7);
    const choices = await uploadChoices(viewerOf(kavya));
    expect(choices.map((choice) => choice.appointmentId)).toEqual([upcoming.id, ashaVisit.id]);
    expect(choices[0]).toMatchObject({ patientName: "Asha Iyer" });
  });
});

describe("her data", () => {
  it("exports her reports with their files, and nobody else's", async () => {
    const { kavya, nisha, asha, ashaVisit, meeraVisit } = await clinic();
    await uploaded(kavya, ashaVisit.id);
    await uploaded(nisha, meeraVisit.id, "Meera's prescription");
    const data = await buildPatientExport(prisma, asha.id);
    expect(data.reports).toEqual([
      {
        kind: "report",
        title: "Blood test results",
        contentType: "application/pdf",
        byteSize: MINIMAL_PDF.length,
        fileName: "blood-test-results.pdf",
        createdAt: expect.any(Date),
        issuedBy: { name: "Dr. Kavya Iyer", role: "doctor" },
        appointmentDate: expect.any(Date),
        contentBase64: MINIMAL_PDF.toString("base64"),
      },
    ]);
    expect(data.accessLog).toMatchObject([
      { viewedBy: "Kavya I.", role: "doctor", what: "report" },
    ]);
    expect(JSON.stringify(data)).not.toContain("Meera");
    // The printable page lists them without reading the files.
    const page = await buildPatientExport(prisma, asha.id, new Date(), { files: false });
    expect(page.reports[0]).not.toHaveProperty("contentBase64");
  });

  it("erasing her account deletes her reports, and only hers", async () => {
    const { kavya, nisha, asha, ashaVisit, meeraVisit } = await clinic();
    await uploaded(kavya, ashaVisit.id);
    await uploaded(nisha, meeraVisit.id, "Meera's prescription");
    await prisma.user.update({
      where: { id: asha.id },
      data: { deletionRequestedAt: new Date(), deletionDueAt: new Date() },
    });
    expect(await eraseDueAccounts(prisma, new Date(Date.now() + DELETION_GRACE_MS))).toBe(1);
    expect(await prisma.report.findMany({ select: { title: true } })).toEqual([
      { title: "Meera's prescription" },
    ]);
  });
});
