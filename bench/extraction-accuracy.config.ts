/**
 * Extraction accuracy benchmark (issue 31): `npm run bench:extraction-accuracy`. Scores name, phone,
 * e-mail, city and state on the real provider websites of test/fixtures/extraction/real (README.md
 * there says where each came from; expected.ts what a person reads off each), both for the extractor
 * alone on each home page and through the pipeline (the Queue consumer following the site's own pages
 * through the host's gate and merging them), and prints the hit rate per field and every miss.
 *
 * Runs in workerd like the integration tests (real D1, the HostGate Durable Object, the crawler),
 * each site served at the root of a local port of its own (bench/extraction-accuracy.setup.ts),
 * reachable only through the crawler's allow-list. The scoring is test/accuracy/extraction-accuracy.ts.
 */
import { defineConfig } from "vitest/config";
import { workerdDeps } from "../test/workerd-deps.ts";
import { benchWorkerd, root } from "./workerd.ts";
import { REAL_SITE_NAMES } from "../test/fixtures/extraction/server.ts";
import { freePort, INTEGRATION_PORTS } from "../test/free-port.ts";

export default defineConfig(async () => {
  const ports: Record<string, number> = {};
  for (const site of REAL_SITE_NAMES) ports[site] = await freePort(INTEGRATION_PORTS);
  process.env.REAL_SITE_PORTS = JSON.stringify(ports);
  return {
    root,
    plugins: [
      await benchWorkerd({
        EXTRACTION_SPACING_MS: "0",
        CRAWLER_ALLOW_HOSTS: Object.values(ports)
          .map((port) => `127.0.0.1:${port}`)
          .join(","),
        REAL_SITE_PORTS: JSON.stringify(ports),
      }),
    ],
    resolve: { tsconfigPaths: true },
    test: {
      deps: workerdDeps,
      include: ["test/accuracy/extraction-accuracy.ts"],
      setupFiles: ["./test/setup/database.ts"],
      globalSetup: ["./bench/extraction-accuracy.setup.ts"],
      testTimeout: 300_000,
    },
  };
});
