import { createServer } from "node:net";

/**
 * A local port nothing listens on, for a server the tests start later (fixture websites, a port
 * that must stay dead). Taken below Linux's ephemeral range (32768 and up), where the kernel never
 * hands ports out by itself: a port from `listen(0)` is released at once, and another program's
 * connection or bind(0) took one before the test listened on it (EADDRINUSE in CI). `npm test` runs
 * the end-to-end and the integration tests side by side, so each picks from a range of its own.
 */
export const E2E_PORTS = { from: 20_000, to: 26_000 };
export const INTEGRATION_PORTS = { from: 26_000, to: 32_000 };

export async function freePort(range = E2E_PORTS): Promise<number> {
  for (;;) {
    const port = range.from + Math.floor(Math.random() * (range.to - range.from));
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
}
