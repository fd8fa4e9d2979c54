/** Global setup of the extraction accuracy benchmark (Node): each real website at the root of the port the config chose. */
import { REAL_SITE_NAMES, startRealSiteServers } from "../test/fixtures/extraction/server.ts";

export default async function setup() {
  const ports = JSON.parse(process.env.REAL_SITE_PORTS ?? "{}") as Record<string, number>;
  const servers = await startRealSiteServers(REAL_SITE_NAMES, ports);
  return () => servers.close();
}
