/** Runs the project's wrangler with the same Node as this script (Node 24 from node_modules). */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

export const WRANGLER_BIN = fileURLToPath(new URL("../node_modules/wrangler/bin/wrangler.js", import.meta.url));

/** Local state lives in one folder (git-ignored); TRUSELF_STATE points e2e runs at their own. */
export const STATE_DIR = process.env.TRUSELF_STATE ?? ".wrangler/state";

/** Where `react-router build` writes and `npm start` serves from; the benchmark builds into its own (TRUSELF_BUILD_DIR). */
export const BUILD_DIR = process.env.TRUSELF_BUILD_DIR ?? "build";

/**
 * Runs wrangler and returns its output (with `capture`). A local D1 command that meets the running
 * app's write lock (SQLITE_BUSY: nothing was written) is tried again, up to five times.
 */
export function wrangler(args: string[], { capture = false } = {}): string {
  for (let attempt = 1; ; attempt++) {
    const result = spawnSync(process.execPath, [WRANGLER_BIN, ...args], {
      stdio: ["ignore", capture ? "pipe" : "inherit", "pipe"],
      encoding: "utf8",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: process.env.CI ?? "" },
      maxBuffer: 64 * 1024 * 1024,
    });
    if (result.status === 0) {
      process.stderr.write(result.stderr ?? "");
      return result.stdout ?? "";
    }
    if (attempt < 5 && result.stderr?.includes("SQLITE_BUSY")) {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300 * attempt);
      continue;
    }
    process.stderr.write(result.stderr ?? "");
    throw new Error(`wrangler ${args.join(" ")} failed with exit code ${result.status}`);
  }
}
