/**
 * TruGPT's typo reader leaves common words as typed (app/chat/safety/common-words.ts, made by
 * scripts/common-words.ts): the list is refused when a key word added since makes another common
 * word look like its typo.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { test } from "node:test";

test("app/chat/safety/common-words.ts is up to date with the key words", () => {
  const run = spawnSync("npm", ["run", "--silent", "words:common", "--", "--check"], { encoding: "utf8" });
  assert.equal(run.status, 0, `${run.stdout}${run.stderr}`);
});
