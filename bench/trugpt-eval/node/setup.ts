/** Global setup of the TruGPT evaluation (Node): the stub model on the port the config chose. */
import { startModelStub } from "./model-stub.ts";

export default async function setup() {
  const server = await startModelStub(Number(process.env.EVAL_MODEL_PORT));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
