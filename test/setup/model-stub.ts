/** vitest global setup (Node): the local OpenAI-compatible model stub (test/fixtures/model-stub.ts) on the port vitest.config.ts chose. */
import { startModelStub } from "../fixtures/model-stub";

export default async function setup() {
  const stub = await startModelStub(Number(process.env.MODEL_STUB_PORT));
  return () => stub.close();
}
