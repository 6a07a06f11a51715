// `npm run user:create`: makes a staff account on the configured database without the
// HTTP server — how the first admin comes to exist when demo mode is off.
import { hashPassword } from "./auth/password.server";
import { fieldErrors, newStaffSchema } from "./admin/staff-schemas.server";
import { insertStaff, usernameTaken, UsernameTakenError } from "./admin/staff.server";
import { isRole, normaliseUsername, usernameProblem } from "~/lib/staff-rules";
import { openDatabase } from "./db/client.server";
import { prepareDataDir } from "./db/data-dir.server";
import { migrateDatabase } from "./db/migrate.server";
import { auditLog } from "./db/schema.server";
import { parseEnv } from "./env.server";

export type CreateUserResult = { ok: true; id: number; message: string } | { ok: false; message: string };

export interface CreateUserInput {
  username: string;
  role: string;
  /** The password, or how to ask for it once the username and role are known to be usable. */
  password: string | (() => Promise<string>);
  /** Where the account's security notices go (optional). */
  email?: string;
}

export async function createUserCommand(
  input: CreateUserInput,
  opts: { env?: Record<string, string | undefined>; migrationsFolder?: string } = {},
): Promise<CreateUserResult> {
  // Say what is wrong with the username or role before anyone types a password.
  const usernameIssue = usernameProblem(normaliseUsername(input.username));
  if (usernameIssue) return { ok: false, message: usernameIssue };
  if (!isRole(input.role)) return { ok: false, message: `Unknown role "${input.role}": use admin, editor or doctor.` };

  const env = parseEnv(opts.env ?? process.env);
  if (!env.DATABASE_URL) prepareDataDir(env.DATA_DIR);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrateDatabase(database, opts.migrationsFolder);
    if (await usernameTaken(database.db, normaliseUsername(input.username))) return taken(input.username);

    const password = typeof input.password === "string" ? input.password : await input.password();
    const checked = newStaffSchema.safeParse({ username: input.username, role: input.role, password, email: input.email ?? "" });
    if (!checked.success) {
      const errors = fieldErrors<"username" | "role" | "password" | "email">(checked.error);
      const problem = errors.username ?? errors.role ?? errors.password ?? (errors.email ? `--email: ${errors.email}` : "Invalid input.");
      return { ok: false, message: `${problem} Nothing was created.` };
    }
    const { username, role, email } = checked.data;
    const passwordHash = await hashPassword(password);
    const id = await database.db.transaction(async (tx) => {
      const newId = await insertStaff(tx, { username, role, passwordHash, email: email || null });
      await tx.insert(auditLog).values({
        userId: null,
        action: "create",
        entity: "user",
        entityId: String(newId),
        summary: `created staff account "${username}" via command line`,
      });
      return newId;
    });
    const where = database.kind === "pglite" ? `the embedded database in ${env.DATA_DIR}` : "the PostgreSQL database";
    return { ok: true, id, message: `Created ${role} "${username}" on ${where}.` };
  } catch (error) {
    if (error instanceof UsernameTakenError) return taken(input.username);
    throw error;
  } finally {
    await database.close();
  }
}

function taken(username: string): CreateUserResult {
  return { ok: false, message: `The username "${normaliseUsername(username)}" is already taken. Nothing was created.` };
}
