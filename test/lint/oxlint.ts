/**
 * Runs oxlint with the project's own rules (.oxlintrc.json) on a fixture under test/lint/fixtures,
 * a folder `npm run lint` itself leaves out; resolves to each finding as "line code".
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

type Report = { diagnostics: Array<{ code: string; labels: Array<{ span: { line: number } }> }> };

export async function oxlintFindings(fixture: string, { typeAware = false } = {}): Promise<string[]> {
  const {
    ignorePatterns: _ignored,
    $schema: _schema,
    ...config
  } = JSON.parse(readFileSync(".oxlintrc.json", "utf8")) as Record<string, unknown>;
  const dir = mkdtempSync(join(tmpdir(), "oxlint-"));
  try {
    writeFileSync(join(dir, "oxlintrc.json"), JSON.stringify(config));
    const args = ["-c", join(dir, "oxlintrc.json"), ...(typeAware ? ["--type-aware"] : []), "--format", "json", fixture];
    // oxlint exits 1 when it finds errors.
    const stdout = await promisify(execFile)("node_modules/.bin/oxlint", args).then(
      ({ stdout }) => stdout,
      (error: { stdout: string }) => error.stdout,
    );
    return (JSON.parse(stdout) as Report).diagnostics.map((d) => `${d.labels[0]?.span.line} ${d.code}`).sort();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
