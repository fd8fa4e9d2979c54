/** vitest global setup (Node): the local fixture websites of the extraction tests, on the ports vitest.config.ts chose. */
import { startFixtureServers } from "../fixtures/extraction/server";

export default async function setup() {
  const ports = (process.env.EXTRACTION_FIXTURE_PORTS ?? "").split(",").map(Number).filter(Boolean);
  const servers = await startFixtureServers(ports.length, { ports });
  return () => servers.close();
}
