/**
 * The e2e app's local D1, read and written straight through its SQLite file while the app runs
 * (WAL mode: the app's workerd and this process share it under SQLite's own locks, as a
 * `wrangler d1 execute --local` beside the app does). A wrangler run starts Node, wrangler and a
 * workerd of its own, about 2.4 CPU seconds; this opens the file (docs/decisions/030-lighter-suite-setup-and-browser.md).
 */
import { readdirSync } from "node:fs";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import { fileURLToPath } from "node:url";

/** The state folder the runner starts the app with (test/e2e/server.ts). */
export const E2E_STATE = ".wrangler/e2e-state";

function open(): DatabaseSync {
  const root = fileURLToPath(new URL("../..", import.meta.url));
  const dir = `${root}/${process.env.TRUSELF_STATE ?? E2E_STATE}/v3/d1/miniflare-D1DatabaseObject`;
  const files = readdirSync(dir).filter((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  if (files.length !== 1) throw new Error(`Expected the app's one D1 database in ${dir}, found ${files.length}`);
  // Waits up to 10 s for the app's write lock instead of failing with SQLITE_BUSY.
  return new DatabaseSync(`${dir}/${files[0]}`, { timeout: 10_000 });
}

/** Runs the statements in one transaction. */
export function execute(...statements: string[]) {
  const db = open();
  try {
    db.exec(`BEGIN IMMEDIATE; ${statements.join(" ")} COMMIT;`);
  } finally {
    db.close();
  }
}

/** The rows of one query, as plain objects (node:sqlite gives them no prototype). */
export function query<T>(sql: string, ...params: SQLInputValue[]): T[] {
  const db = open();
  try {
    return db
      .prepare(sql)
      .all(...params)
      .map((row) => ({ ...row }) as T);
  } finally {
    db.close();
  }
}

/**
 * The statement that adds a patient of a test's own to `users` (its columns without defaults).
 * `passwordHash` defaults to "x", which no password matches; `verifiedAt` is the e-mail's
 * verification time in ms (0: long ago).
 */
export function insertPatient(patient: {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  username: string;
  passwordHash?: string;
  verifiedAt: number;
}): string {
  const { id, email, firstName, lastName, username, passwordHash = "x", verifiedAt } = patient;
  return `INSERT INTO users (id, email, password_hash, first_name, last_name, username, role, email_verified_at) VALUES ('${id}', '${email}', '${passwordHash}', '${firstName}', '${lastName}', '${username}', 'patient', ${verifiedAt});`;
}
