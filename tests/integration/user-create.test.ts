import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { COMMON_PASSWORD_MESSAGE } from "~/server/auth/common-passwords.server";
import { verifyPassword } from "~/server/auth/password.server";
import { openDatabase } from "~/server/db/client.server";
import { auditLog, users } from "~/server/db/schema.server";
import { createUserCommand } from "~/server/user-create.server";

// A fresh embedded database (initdb, migrations) plus real scrypt: slow on a busy machine.
vi.setConfig({ testTimeout: 180_000 });

// The command opens the database named by the environment, like the server; here a
// folder of this file's own. (The CLI wrapper and a real sign-in: tests/e2e/user-create.test.ts.)
const root = mkdtempSync(path.join(tmpdir(), "samudra-user-create-"));
const dataDir = path.join(root, "data");
const env = { DATA_DIR: dataDir };
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function readBack() {
  const database = await openDatabase({ dataDir });
  try {
    return {
      users: await database.db.select().from(users),
      audit: await database.db.select().from(auditLog),
    };
  } finally {
    await database.close();
  }
}

describe("createUserCommand", () => {
  it("refuses a bad username or role before touching the database or asking for a password", async () => {
    const ask = vi.fn(async () => "tide pool lantern 42");
    expect(await createUserCommand({ username: "a b", role: "admin", password: ask }, { env })).toEqual({
      ok: false,
      message: "Use only letters a–z, digits, dots, hyphens and underscores in the username.",
    });
    expect(await createUserCommand({ username: "maya", role: "owner", password: ask }, { env })).toEqual({
      ok: false,
      message: 'Unknown role "owner": use admin, editor or doctor.',
    });
    expect(ask).not.toHaveBeenCalled();
    expect(existsSync(dataDir)).toBe(false);
  });

  it("creates an account on a fresh database, migrated, with an audit row and no acting user", async () => {
    const result = await createUserCommand({ username: "Maya", role: "admin", password: async () => "tide pool lantern 42" }, { env });
    expect(result).toEqual({ ok: true, id: expect.any(Number), message: `Created admin "maya" on the embedded database in ${dataDir}.` });
    const stored = await readBack();
    expect(stored.users).toHaveLength(1);
    expect(stored.users[0]).toMatchObject({ username: "maya", role: "admin", disabledAt: null });
    expect(await verifyPassword("tide pool lantern 42", stored.users[0]?.passwordHash ?? "")).toBe(true);
    expect(stored.audit).toEqual([
      expect.objectContaining({
        userId: null,
        action: "create",
        entity: "user",
        entityId: String(stored.users[0]?.id),
        summary: 'created staff account "maya" via command line',
      }),
    ]);
  });

  it("refuses an existing username in any letter case, without asking for a password", async () => {
    const ask = vi.fn(async () => "harbour kite morning 7");
    expect(await createUserCommand({ username: "MAYA", role: "editor", password: ask }, { env })).toEqual({
      ok: false,
      message: 'The username "maya" is already taken. Nothing was created.',
    });
    expect(ask).not.toHaveBeenCalled();
  });

  it("refuses weak passwords with the rule's sentence and creates nothing", async () => {
    for (const [password, message] of [
      ["demo@2025", "Use at least 12 characters (this one has 9). A few unrelated words make a strong password. Nothing was created."],
      ["123456789012", "That password is too common. Please choose one that is harder to guess. Nothing was created."],
      ["asdfqwer1234", `${COMMON_PASSWORD_MESSAGE} Nothing was created.`],
      ["ravi at the front desk", "The password must not contain the username. Nothing was created."],
    ] as const) {
      expect(await createUserCommand({ username: "ravi", role: "editor", password }, { env })).toEqual({ ok: false, message });
    }
    const stored = await readBack();
    expect(stored.users.map((u) => u.username)).toEqual(["maya"]);
    expect(stored.audit).toHaveLength(1);
  });
});
