import { createContext } from "react-router";

/** Per-request values the outer Worker hands to React Router loaders, actions and entry.server. */
export type RequestContext = {
  env: Env;
  ctx: ExecutionContext;
  /** CSP nonce for this response's inline scripts. */
  nonce: string;
};

export const requestContext = createContext<RequestContext>();
