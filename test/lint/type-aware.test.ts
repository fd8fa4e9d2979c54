/**
 * The type-aware rules (.oxlintrc.json, decision 028) find what they are there for: a promise left
 * floating and a promise-returning function where a void one is expected. Lints a fixture with the
 * project's own rules; the fixture folder is excluded from `npm run lint` itself.
 */
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { promisify } from "node:util";

type Report = { diagnostics: Array<{ code: string; labels: Array<{ span: { line: number } }> }> };

test("oxlint --type-aware reports floating and misused promises with the project's rules", async () => {
  const {
    ignorePatterns: _ignored,
    $schema: _schema,
    ...config
  } = JSON.parse(readFileSync(".oxlintrc.json", "utf8")) as Record<string, unknown>;
  const dir = mkdtempSync(join(tmpdir(), "oxlint-"));
  try {
    writeFileSync(join(dir, "oxlintrc.json"), JSON.stringify(config));
    const run = promisify(execFile)("node_modules/.bin/oxlint", [
      "-c",
      join(dir, "oxlintrc.json"),
      "--type-aware",
      "--format",
      "json",
      "test/lint/fixtures/promises.ts",
    ]);
    // oxlint exits 1 when it finds errors, as it must here.
    const stdout = await run.then(
      ({ stdout }) => stdout,
      (error: { stdout: string }) => error.stdout,
    );
    const found = (JSON.parse(stdout) as Report).diagnostics.map((d) => `${d.labels[0]?.span.line} ${d.code}`);
    assert.deepEqual(found.sort(), [
      "11 typescript(no-floating-promises)",
      "12 typescript(no-misused-promises)",
      "13 typescript(no-misused-promises)",
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
