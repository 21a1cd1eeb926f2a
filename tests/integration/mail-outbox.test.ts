import nodemailer from "nodemailer";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deliverDueEmails } from "@/lib/mail/outbox";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";
import { startSmtpSink, type SmtpSink } from "@/tests/fixtures/smtp-sink";

/**
 * The outbox's delivery as an operator relies on it: each e-mail once however many deliverers run
 * at once (two instances, cron and a request), a failure kept for a later try with its reason, and
 * nothing tried again before its time or after its last attempt.
 */

const prisma = createTestPrisma();
let sink: SmtpSink;
let transport: nodemailer.Transporter;
const NOW = new Date("2026-12-01T06:00:00.000Z");

beforeAll(async () => {
  sink = await startSmtpSink();
  transport = nodemailer.createTransport(`smtp://127.0.0.1:${sink.port}`);
});

beforeEach(async () => {
  await resetDatabase(prisma);
  sink.messages.length = 0;
});

afterAll(async () => {
  transport.close();
  await sink.close();
  await prisma.$disconnect();
});

async function queue(count: number): Promise<void> {
  await prisma.outboxEmail.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      to: `woman.${i}@example.com`,
      subject: `Your booking ${i}`,
      text: `Reference ${i}`,
      purpose: "booking-received",
      createdAt: new Date(NOW.getTime() - (count - i) * 1000),
      nextAttempt: NOW,
    })),
  });
}

describe("delivering the outbox", () => {
  it("sends each e-mail once when four deliverers run at once", async () => {
    await queue(30);
    const runs = await Promise.all(
      Array.from({ length: 4 }, () => deliverDueEmails({ transport, now: NOW, limit: 20 })),
    );
    const more = await deliverDueEmails({ transport, now: NOW, limit: 20 });
    const sent = runs.reduce((sum, run) => sum + run.sent, 0) + more.sent;
    expect(sent).toBe(30);
    const recipients = sink.messages.map((message) => message.to);
    expect(new Set(recipients).size).toBe(30);
    expect(recipients).toHaveLength(30);
    expect(await prisma.outboxEmail.count({ where: { sentAt: null } })).toBe(0);
    const rows = await prisma.outboxEmail.findMany({ select: { attempts: true } });
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
  });

  it("keeps a failed e-mail with its reason and tries again after 1, then 2 minutes", async () => {
    await queue(1);
    const failing = { sendMail: () => Promise.reject(new Error("connection refused")) };
    const first = await deliverDueEmails({ transport: failing, now: NOW });
    expect(first).toEqual({ sent: 0, failed: 1, waiting: 0 });
    const [row] = await prisma.outboxEmail.findMany();
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toBe("Error");
    expect(row?.nextAttempt.toISOString()).toBe("2026-12-01T06:01:00.000Z");

    // Not before its time.
    const early = await deliverDueEmails({ transport, now: new Date("2026-12-01T06:00:30.000Z") });
    expect(early.sent).toBe(0);

    const second = await deliverDueEmails({
      transport: failing,
      now: new Date("2026-12-01T06:01:00.000Z"),
    });
    expect(second.failed).toBe(1);
    const [again] = await prisma.outboxEmail.findMany();
    expect(again?.nextAttempt.toISOString()).toBe("2026-12-01T06:03:00.000Z");

    const third = await deliverDueEmails({ transport, now: new Date("2026-12-01T06:03:00.000Z") });
    expect(third.sent).toBe(1);
    const [sent] = await prisma.outboxEmail.findMany();
    expect(sent?.sentAt).not.toBeNull();
    expect(sent?.lastError).toBeNull();
    expect(sink.messages).toHaveLength(1);
  });

  it("gives up after eight attempts", async () => {
    await queue(1);
    await prisma.outboxEmail.updateMany({ data: { attempts: 8 } });
    const run = await deliverDueEmails({ transport, now: NOW });
    expect(run.sent).toBe(0);
    expect(sink.messages).toHaveLength(0);
  });
});
