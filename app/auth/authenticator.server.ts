/** remix-auth with the form strategy: e-mail (trimmed, lowercased) and password against D1. */
import { eq } from "drizzle-orm";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { db } from "~/db/client.server";
import { users } from "~/db/schema";
import { verifyPassword } from "./password.server";
import { INVALID_CREDENTIALS } from "./schemas";
import type { AccountUser } from "./session.server";

export class InvalidCredentialsError extends Error {
  constructor() {
    super(INVALID_CREDENTIALS);
  }
}

export const authenticator = new Authenticator<AccountUser>();

authenticator.use(
  new FormStrategy(async ({ form }) => {
    const emailField = form.get("email");
    const passwordField = form.get("password");
    const email = typeof emailField === "string" ? emailField.trim().toLowerCase() : "";
    const password = typeof passwordField === "string" ? passwordField : "";
    const row = email ? await db().query.users.findFirst({ where: eq(users.email, email) }) : undefined;
    // Always spend the hashing time, so timing does not reveal whether the e-mail exists.
    const ok = await verifyPassword(password, row?.passwordHash ?? DUMMY_HASH);
    if (!row || !ok) throw new InvalidCredentialsError();
    const { passwordHash: _omit, ...user } = row;
    return user;
  }),
  "password",
);

const DUMMY_HASH = "pbkdf2_sha256$100000$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";
