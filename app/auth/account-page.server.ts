/** What /profile shows the signed-in person: the account, its sessions, passkeys and second factor (issue 38). */
import { count, eq } from "drizzle-orm";
import { listPasskeys } from "./passkeys/passkeys.server";
import { db } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { secondFactorsOf } from "./factors.server";

import type { SessionUser } from "./session.server";

export async function accountPage(user: SessionUser) {
  const devices = await db().select({ n: count() }).from(sessions).where(eq(sessions.userId, user.id)).get();
  // Issue 38 item 3: whether the authenticator app is on, and this session's assurance level.
  const factors = await secondFactorsOf(user.id);
  return {
    user: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      username: user.username,
      avatarUrl: user.avatarUrl,
      role: user.role,
      isDemo: user.isDemo,
      emailVerified: Boolean(user.emailVerifiedAt),
    },
    sessionCount: devices?.n ?? 1,
    // Passkeys (issue 38 item 2): the list, and whether this session has proven a second factor.
    passkeys: await listPasskeys(user.id),
    aal: user.aal,
    twoFactor: { on: factors.totp, aal: user.aal, required: user.role === "admin" || user.role === "provider" },
  };
}
