/**
 * Docs that match the code (issue 46 item 6): the paths README.md, SECURITY.md, docs/ and the
 * decision records name in backticks exist (scripts/doc-paths.ts). When a file moves, this fails with
 * each document, line and path to update.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { checkDocPaths, missingPaths, report } from "../../scripts/doc-paths.ts";

test("every backticked path the docs name exists", () => {
  const missing = checkDocPaths();
  assert.deepEqual(missing, [], report(missing));
});

const exists = (path: string) => path === "app/root.tsx";

test("a document that names a missing path is reported with its line; wildcards, anchors and placeholders are not paths", () => {
  const text = [
    "The root is `app/root.tsx#L3`.",
    "",
    "See `app/context.ts`, `app/routes/*.tsx`, `app/<domain>/` and `test/e2e/run.ts:12`.",
  ].join("\n");
  assert.deepEqual(missingPaths("docs/architecture.md", text, exists), [
    { file: "docs/architecture.md", line: 3, path: "app/context.ts" },
    { file: "docs/architecture.md", line: 3, path: "test/e2e/run.ts" },
  ]);
});

test("a decision record may name a file it says is gone or removed, or any file once it is superseded; other docs may not", () => {
  const history = [
    "Status: accepted",
    "",
    "The old runner (`test/e2e/run.ts`, its",
    "units) is gone.",
    "",
    "",
    "`app/context.ts` holds it.",
  ].join("\n");
  assert.deepEqual(missingPaths("docs/decisions/031-x.md", history, exists), [
    { file: "docs/decisions/031-x.md", line: 7, path: "app/context.ts" },
  ]);
  assert.deepEqual(missingPaths("docs/decisions/005-x.md", "Status: superseded by 014\n\n`app/context.ts` holds it.", exists), []);
  assert.equal(missingPaths("docs/architecture.md", "`test/e2e/run.ts` is gone.", exists).length, 1);
});
