/**
 * TruGPT's evaluation set (issue 37, item 3): `npm run eval:trugpt`. Runs bench/trugpt-eval/run.ts
 * in workerd like the integration tests (real D1 with the migrations, the chat's Durable Object,
 * the real retrieval and engines), with a local OpenAI-compatible stub model for the model engine
 * (bench/trugpt-eval/node/model-stub.ts). Fails when the offline engine is below 95% on any property
 * of the development part (cases.ts); the held-out parts (held-out.ts, held-out-2026-12-02b.ts to
 * held-out-2026-12-02k.ts) are reported, not gated.
 */
import { defineConfig } from "vitest/config";
import { workerdDeps } from "../test/workerd-deps.ts";
import { benchWorkerd, root } from "./workerd.ts";
import { freePort, INTEGRATION_PORTS } from "../test/free-port.ts";

export default defineConfig(async () => {
  process.env.EVAL_MODEL_PORT ??= String(await freePort(INTEGRATION_PORTS));
  return {
    root,
    plugins: [
      await benchWorkerd({
        TRUGPT_ENGINE: "local",
        EVAL_MODEL_URL: `http://127.0.0.1:${process.env.EVAL_MODEL_PORT}/v1`,
      }),
    ],
    resolve: { tsconfigPaths: true },
    test: {
      deps: workerdDeps,
      include: ["bench/trugpt-eval/run.ts"],
      setupFiles: ["./test/setup/database.ts"],
      globalSetup: ["./bench/trugpt-eval/node/setup.ts"],
      testTimeout: 600_000,
    },
  };
});
