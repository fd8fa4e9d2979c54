/**
 * The import-boundary rules (docs/architecture.md, "Layers") refuse a file that imports upwards
 * (eslint.config.js, through ESLint's API) or closes a cycle (.oxlintrc.json, through oxlint).
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { ESLint } from "eslint";
import { oxlintFindings } from "./oxlint.ts";

const eslint = new ESLint({ ignore: false });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  assert.ok(result, `a lint result for ${filePath}`);
  return result.messages.map((m) => m.ruleId ?? m.message);
}

describe("import boundaries", () => {
  const upwards: Array<[string, string, string]> = [
    ["app/lib/fixture.ts", "~/auth/guards.server", "lib imports a domain"],
    ["app/lib/fixture.ts", "~/components/site-header", "lib imports a component"],
    ["app/components/ui/fixture.tsx", "~/reviews/review-schemas", "ui imports a domain"],
    ["app/directory/fixture.ts", "~/http/cache.server", "a domain imports app/http"],
    ["app/reviews/fixture.ts", "~/routes/provider/_index", "a domain imports a route"],
    ["app/components/fixture.tsx", "~/root", "the site shell imports the root route"],
    ["app/components/fixture.tsx", "~/chat/chat-launcher", "the site shell imports a domain"],
    ["app/http/fixture.ts", "~/routes/public/home", "app/http imports a route"],
    ["app/db/fixture.ts", "~/lib/ids", "app/db imports lib"],
    ["app/lib/fixture.ts", "../../workers/app", "app imports a runtime shell"],
  ];
  for (const [file, from, why] of upwards) {
    test(`refuses: ${why}`, async () => {
      assert.deepEqual(await ruleIds(`export * from "${from}";\n`, file), ["import-x/no-restricted-paths"]);
    });
  }

  test("allows imports that point down", async () => {
    const downwards: Array<[string, string]> = [
      ["app/routes/fixture.tsx", "~/http/cache.server"],
      ["app/http/fixture.ts", "~/auth/session.server"],
      ["app/reviews/fixture.ts", "~/questions/question-schemas"],
      ["app/components/fixture.tsx", "~/components/ui/stars"],
      ["app/components/ui/fixture.tsx", "~/lib/ids"],
      ["app/lib/fixture.ts", "~/db/schema"],
    ];
    for (const [file, from] of downwards) {
      assert.deepEqual(await ruleIds(`export * from "${from}";\n`, file), [], `${file} -> ${from}`);
    }
  });

  test("refuses an import cycle", async () => {
    assert.deepEqual(await oxlintFindings("test/lint/fixtures/cycle-a.ts"), ["2 import(no-cycle)"]);
  });
});
