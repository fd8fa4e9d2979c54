/**
 * `PORT=3000 npm start` serves http://localhost:3000 and must name that origin (issue 45 item 21):
 * scripts/start.ts passes these arguments to `wrangler dev --port $PORT`.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { localVarArgs, localVars } from "../../scripts/local-vars.ts";

const vars = (args: string[]) =>
  Object.fromEntries(
    args.filter((_, i) => i % 2 === 1).map((pair) => [pair.slice(0, pair.indexOf(":")), pair.slice(pair.indexOf(":") + 1)]),
  );

test("APP_ORIGIN follows PORT", () => {
  assert.equal(vars(localVarArgs({ PORT: "3000" })).APP_ORIGIN, "http://localhost:3000");
  assert.equal(vars(localVarArgs({ PORT: "41234" })).APP_ORIGIN, "http://localhost:41234");
});

test("without PORT the origin is the default port's, http://localhost:8787", () => {
  assert.equal(vars(localVarArgs({})).APP_ORIGIN, "http://localhost:8787");
  assert.equal(vars(localVarArgs({ PORT: "" })).APP_ORIGIN, "http://localhost:8787");
});

test("the other local vars stay as they are", () => {
  const args = vars(localVarArgs({ PORT: "3000" }));
  assert.equal(args.APP_ENV, "development");
  assert.equal(args.TRUGPT_ENGINE, "local");
  assert.deepEqual(localVars(5173), { APP_ENV: "development", APP_ORIGIN: "http://localhost:5173", TRUGPT_ENGINE: "local" });
});
