import { createContext } from "react-router";

/**
 * Per-request values the outer Worker hands to React Router (entry.server reads them). Bindings
 * are not among them: server modules import `env` from "cloudflare:workers".
 */
export type RequestContext = {
  /** CSP nonce for this response's inline scripts. */
  nonce: string;
  /** For work that finishes after the response (the action pipeline's `waitUntil`). */
  ctx: ExecutionContext;
};

export const requestContext = createContext<RequestContext>();
