/**
 * The type-aware rules (.oxlintrc.json, decision 028) find what they are there for: a promise left
 * floating and a promise-returning function where a void one is expected. Lints a fixture with the
 * project's own rules; the fixture folder is excluded from `npm run lint` itself.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { oxlintFindings } from "./oxlint.ts";

test("oxlint --type-aware reports floating and misused promises with the project's rules", async () => {
  assert.deepEqual(await oxlintFindings("test/lint/fixtures/promises.ts", { typeAware: true }), [
    "11 typescript(no-floating-promises)",
    "12 typescript(no-misused-promises)",
    "13 typescript(no-misused-promises)",
  ]);
});
