/** One signed-in browser state per role for the run (`test.use({ storageState: authFile("admin") })`). */
import { addSession, authFile, test } from "./fixtures.ts";

for (const role of ["patient", "provider", "admin"] as const) {
  test(`a signed-in ${role}`, async ({ factory, browser, baseURL }) => {
    const user = await factory.user({ role, signedIn: true, firstName: `E2E${role}` });
    const context = await browser.newContext();
    await addSession(context, baseURL!, user);
    await context.storageState({ path: authFile(role) });
    await context.close();
  });
}
