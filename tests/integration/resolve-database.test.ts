import { describe, expect, it, vi } from "vitest";
import type { Probe, ProbeResult } from "@/scripts/db/postgres";
import {
  DatabaseUnreachableError,
  LOCAL_DATABASE_URL,
  resolveDatabase,
} from "@/scripts/db/resolve";
import { testDatabaseUrl } from "@/tests/fixtures/db";

const EMBEDDED_URL = "postgresql://postgres@127.0.0.1:54329/postgres";
const LOCAL_SERVER_URL = "postgresql://postgres@127.0.0.1:5432/postgres";

const answers: ProbeResult = { ok: true };
const silent: ProbeResult = { ok: false, reason: "unreachable", message: "connect ECONNREFUSED" };

/** A probe that answers for the listed URLs only, recording every call. */
function fakeProbe(answering: Record<string, ProbeResult> = {}) {
  return vi.fn<Probe>(async (url) => answering[url] ?? silent);
}

function fakeEnsureDatabase(outcome: "created" | "exists" = "exists") {
  return vi.fn(async (_url: string) => outcome);
}

describe("resolveDatabase", () => {
  it("refuses a DATABASE_URL that does not answer, naming it and never falling back", async () => {
    const attempt = resolveDatabase({
      env: { DATABASE_URL: "postgresql://postgres@127.0.0.1:1/x" },
    });
    await expect(attempt).rejects.toBeInstanceOf(DatabaseUnreachableError);
    await expect(attempt).rejects.toThrow(
      /DATABASE_URL is set but the database at 127\.0\.0\.1:1 does not answer .*Not falling back to the embedded database, which would split patient data between two databases\. Start it, fix DATABASE_URL, or unset it\./,
    );
  });

  it("refuses an unreachable DATABASE_URL even when EMBEDDED_DB=1", async () => {
    const probe = fakeProbe();
    await expect(
      resolveDatabase({
        env: { DATABASE_URL: "postgresql://app@db.internal:5432/saheli", EMBEDDED_DB: "1" },
        probe,
      }),
    ).rejects.toThrow(/db\.internal:5432 does not answer/);
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it("refuses a DATABASE_URL whose server rejects the credentials", async () => {
    const url = "postgresql://app:wrong@db.internal:5432/saheli";
    const probe = fakeProbe({
      [url]: {
        ok: false,
        reason: "rejected",
        message: "password authentication failed",
        code: "28P01",
      },
    });
    await expect(resolveDatabase({ env: { DATABASE_URL: url }, probe })).rejects.toThrow(
      /refused the connection to database "saheli" \(password authentication failed\)/,
    );
  });

  it("uses a DATABASE_URL that answers, without probing anything else", async () => {
    const url = "postgresql://app@db.internal:5432/saheli";
    const probe = fakeProbe({ [url]: answers });
    await expect(resolveDatabase({ env: { DATABASE_URL: url }, probe })).resolves.toEqual({
      kind: "external",
      url,
    });
    expect(probe.mock.calls).toEqual([[url]]);
  });

  it("uses the real test database through the real probe", async () => {
    const url = testDatabaseUrl();
    await expect(resolveDatabase({ env: { DATABASE_URL: url } })).resolves.toEqual({
      kind: "external",
      url,
    });
  });

  it("creates a missing database on a local DATABASE_URL server", async () => {
    const url = "postgresql://postgres@localhost:5432/new_db";
    const probe = fakeProbe({
      [url]: {
        ok: false,
        reason: "rejected",
        message: 'database "new_db" does not exist',
        code: "3D000",
      },
    });
    const ensureDatabase = fakeEnsureDatabase("created");
    await expect(
      resolveDatabase({ env: { DATABASE_URL: url }, probe, ensureDatabase }),
    ).resolves.toEqual({
      kind: "external",
      url,
    });
    expect(ensureDatabase).toHaveBeenCalledWith(url);
  });

  it("does not create databases on a remote DATABASE_URL server", async () => {
    const url = "postgresql://app@db.internal:5432/new_db";
    const probe = fakeProbe({
      [url]: {
        ok: false,
        reason: "rejected",
        message: 'database "new_db" does not exist',
        code: "3D000",
      },
    });
    const ensureDatabase = fakeEnsureDatabase();
    await expect(
      resolveDatabase({ env: { DATABASE_URL: url }, probe, ensureDatabase }),
    ).rejects.toThrow(DatabaseUnreachableError);
    expect(ensureDatabase).not.toHaveBeenCalled();
  });

  it("picks the embedded database when EMBEDDED_DB=1, without probing the local server", async () => {
    const probe = fakeProbe({ [LOCAL_SERVER_URL]: answers });
    await expect(resolveDatabase({ env: { EMBEDDED_DB: "1" }, probe })).resolves.toEqual({
      kind: "embedded",
      url: EMBEDDED_URL,
    });
    expect(probe).not.toHaveBeenCalled();
  });

  it("picks the local server's saheli_care database when 127.0.0.1:5432 answers", async () => {
    const probe = fakeProbe({ [LOCAL_SERVER_URL]: answers });
    const ensureDatabase = fakeEnsureDatabase("created");
    await expect(resolveDatabase({ env: {}, probe, ensureDatabase })).resolves.toEqual({
      kind: "local",
      url: "postgresql://postgres@127.0.0.1:5432/saheli_care",
    });
    expect(ensureDatabase).toHaveBeenCalledWith(LOCAL_DATABASE_URL);
  });

  it("falls back to the embedded database when nothing answers locally", async () => {
    const ensureDatabase = fakeEnsureDatabase();
    await expect(resolveDatabase({ env: {}, probe: fakeProbe(), ensureDatabase })).resolves.toEqual(
      { kind: "embedded", url: EMBEDDED_URL },
    );
    expect(ensureDatabase).not.toHaveBeenCalled();
  });

  it("uses EMBEDDED_DB_PORT for the embedded URL", async () => {
    await expect(
      resolveDatabase({ env: { EMBEDDED_DB: "1", EMBEDDED_DB_PORT: "6543" }, probe: fakeProbe() }),
    ).resolves.toEqual({ kind: "embedded", url: "postgresql://postgres@127.0.0.1:6543/postgres" });
  });

  it("explains, then uses the embedded database, when the local server refuses user postgres", async () => {
    const log = vi.fn();
    const probe = fakeProbe({
      [LOCAL_SERVER_URL]: {
        ok: false,
        reason: "rejected",
        message: "password required",
        code: "28P01",
      },
    });
    await expect(resolveDatabase({ env: {}, probe, log })).resolves.toEqual({
      kind: "embedded",
      url: EMBEDDED_URL,
    });
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/refused user postgres.*set DATABASE_URL/),
    );
  });

  it("treats an empty DATABASE_URL as unset", async () => {
    await expect(
      resolveDatabase({ env: { DATABASE_URL: "  ", EMBEDDED_DB: "1" }, probe: fakeProbe() }),
    ).resolves.toEqual({ kind: "embedded", url: EMBEDDED_URL });
  });
});
