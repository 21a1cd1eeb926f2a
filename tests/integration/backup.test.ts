import { createHash, randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { adapterOptions, adapterPoolConfig, withDatabase } from "@/lib/db/url";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { backup } from "@/scripts/db/backup";
import { migrateStatus, restore } from "@/scripts/db/restore";
import { makeMessage, makeUser } from "@/tests/fixtures/dashboard-data";
import { createTestPrisma, resetDatabase, testDatabaseUrl } from "@/tests/fixtures/db";

/**
 * A backup is only as good as its restore: back up a database holding a booking, messages and an
 * uploaded image, restore it into a new database, and find every row and the image's bytes there.
 */

const prisma = createTestPrisma();
const restoredName = `saheli_care_test_restore_${randomUUID().slice(0, 8)}`;
const restoredUrl = withDatabase(testDatabaseUrl(), restoredName);
let dir: string | undefined;

async function dropRestored(): Promise<void> {
  const admin = new pg.Client(adapterPoolConfig(withDatabase(testDatabaseUrl(), "postgres"), {}));
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${restoredName}" WITH (FORCE)`);
  await admin.end();
}

afterAll(async () => {
  await prisma.$disconnect();
  await dropRestored();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("backup and restore", () => {
  it("restores every row and the uploaded image into a fresh database", async () => {
    await resetDatabase(prisma);
    const patient = await makeUser(prisma, "patient", { firstName: "Restore" });
    const doctor = await makeUser(prisma, "doctor");
    await makeMessage(prisma, { senderId: patient.id, receiverId: doctor.id });
    await makeMessage(prisma, { senderId: doctor.id, receiverId: patient.id });
    const bytes = randomBytes(2048);
    const image = await prisma.mediaImage.create({
      data: {
        contentType: "image/png",
        bytes,
        byteSize: bytes.length,
        sha256: createHash("sha256").update(bytes).digest("hex"),
        uploadedById: doctor.id,
      },
    });
    const counts = async (client: PrismaClient) => ({
      users: await client.user.count(),
      messages: await client.message.count(),
      images: await client.mediaImage.count(),
    });
    const before = await counts(prisma);

    dir = await mkdtemp(path.join(tmpdir(), "backup-test-"));
    const file = await backup(testDatabaseUrl(), dir);
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    await restore(restoredUrl, file);
    // A second restore into the now full database is refused: never merged into live data.
    await expect(restore(restoredUrl, file)).rejects.toThrow(/already has \d+ table/);

    const restored = new PrismaClient({
      adapter: new PrismaPg(
        adapterPoolConfig(restoredUrl, { max: 1 }),
        adapterOptions(restoredUrl),
      ),
    });
    try {
      expect(await counts(restored)).toEqual(before);
      const copy = await restored.mediaImage.findUniqueOrThrow({ where: { id: image.id } });
      expect(Buffer.from(copy.bytes).equals(bytes)).toBe(true);
      expect(await restored.user.findUnique({ where: { id: patient.id } })).toMatchObject({
        firstName: "Restore",
      });
    } finally {
      await restored.$disconnect();
    }
    expect(await migrateStatus(restoredUrl)).toMatch(/up to date/i);
  }, 120_000);
});
