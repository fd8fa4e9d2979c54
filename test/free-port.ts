import { createServer } from "node:net";

/**
 * A local port nothing listens on, for a server the tests start later (fixture websites, a port
 * that must stay dead). Taken below Linux's ephemeral range (32768 and up), where the kernel never
 * hands ports out by itself: a port from `listen(0)` is released at once, and another program's
 * connection or bind(0) took one before the test listened on it (EADDRINUSE in CI).
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
}
