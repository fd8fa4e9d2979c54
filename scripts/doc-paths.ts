/**
 * Docs that match the code (issue 46 item 6): every repository path a document names in backticks
 * (`app/...`, `test/...`, `workers/...`, ...) must exist. Decision records are history: a record may
 * name a file that is gone when its line (or the next two) says so ("gone", "removed") or when its Status line says it
 * is superseded. Paths with wildcards or placeholders (`*`, `{`, `<`, `$`) and git-ignored output
 * (`bench/results/`) are not checked. Run by `npm run lint` (test/lint/doc-paths.test.ts), or alone:
 * `node scripts/doc-paths.ts`.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const ROOTS = ["app", "test", "workers", "bench", "scripts", "migrations", "public", "docs", ".ci"];
const PATH = new RegExp(String.raw`\`((?:${ROOTS.map((r) => r.replace(".", String.raw`\.`)).join("|")})/[^\`\s]*)\``, "g");
const HISTORY = /\b(gone|removed)\b/i;

export type Missing = { file: string; line: number; path: string };

/** The documents checked: README.md, SECURITY.md, docs/*.md and docs/decisions/*.md. */
export function documents(root = "."): string[] {
  const inFolder = (folder: string) =>
    existsSync(join(root, folder))
      ? readdirSync(join(root, folder))
          .filter((name) => name.endsWith(".md"))
          .map((name) => join(folder, name))
      : [];
  return ["README.md", "SECURITY.md", ...inFolder("docs"), ...inFolder("docs/decisions")].filter((f) => existsSync(join(root, f)));
}

/** The backticked paths of one document that name nothing, where the document does not say they are history. */
export function missingPaths(file: string, text: string, exists: (path: string) => boolean): Missing[] {
  const lines = text.split("\n");
  const record = file.includes("decisions/") && !file.endsWith("README.md");
  const superseded = record && /^Status:.*superseded/im.test(text);
  const missing: Missing[] = [];
  lines.forEach((line, index) => {
    for (const [, raw] of line.matchAll(PATH)) {
      const path = raw!.replace(/[#:].*$/, "").replace(/[),.;]+$/, "");
      if (/[*{<$]/.test(path) || exists(path)) continue;
      // A sentence may say it a line or two further on.
      if (record && (superseded || HISTORY.test(lines.slice(index, index + 3).join(" ")))) continue;
      missing.push({ file, line: index + 1, path });
    }
  });
  return missing;
}

function ignored(root: string, path: string): boolean {
  try {
    execFileSync("git", ["check-ignore", "-q", path], { cwd: root });
    return true;
  } catch {
    return false;
  }
}

export function checkDocPaths(root = "."): Missing[] {
  const exists = (path: string) => existsSync(join(root, path)) || ignored(root, path);
  return documents(root).flatMap((file) => missingPaths(file, readFileSync(join(root, file), "utf8"), exists));
}

export function report(missing: Missing[]): string {
  return missing.length === 0
    ? "docs: every backticked path exists"
    : [
        `docs name ${missing.length} path(s) that do not exist (moved or deleted? update the document; in a decision record say "gone" or "removed" on the line):`,
        ...missing.map((m) => `  ${m.file}:${m.line}  ${m.path}`),
      ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const missing = checkDocPaths();
  console.log(report(missing));
  process.exitCode = missing.length === 0 ? 0 : 1;
}
