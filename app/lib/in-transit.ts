/**
 * A fetcher post that never reaches the action (offline, a 502 from a gateway) would otherwise
 * throw into the route's error boundary and replace the whole page. Every route a fetcher posts
 * to exports a `clientAction` that calls `keepPageOnTransportFailure(args, ITS_FAILURE_TEXT)`: the server's answer
 * passes through unchanged, and a failure in transit becomes an ordinary failed ActionReply
 * (the spec's failure text as the form error and the toast), so the page and its input stay.
 * The 503 status keeps React Router from revalidating loaders, which would fail the same way.
 */
import { data } from "react-router";
import type { ActionReply } from "./action-reply";

export const IN_TRANSIT_STATUS = 503;

export function failedInTransit(message: string): ActionReply {
  return {
    ok: false,
    result: { status: "error", error: { "": [message] } },
    toast: { title: "Error", description: message, type: "error" },
  };
}

export async function keepPageOnTransportFailure<T>({ serverAction }: { serverAction: () => Promise<T> }, message: string) {
  try {
    return await serverAction();
  } catch (error) {
    // A redirect the action answered with is thrown as a Response: it is an answer, not a failure.
    if (error instanceof Response) throw error;
    console.error("form post failed in transit", error);
    return data(failedInTransit(message), { status: IN_TRANSIT_STATUS });
  }
}
