/**
 * The Worker's door to a conversation (/api/chat/:id, its WebSocket, and /api/chat/:id/messages,
 * its pages): the session is checked, the conversation must be the user's own, WebSockets must
 * come from our own origin, and the request reaches the object with the user's id in OWNER_HEADER
 * (the object compares it with the owner it stored) and the conversation's in CONVERSATION_HEADER.
 */
import { getUser } from "~/auth/guards.server";
import { CHAT } from "./chat-texts";
import { CONVERSATION_HEADER, conversationStub, ownedConversation } from "./conversations.server";
import { OWNER_HEADER } from "./turn.server";

export async function routeToConversation(request: Request, id: string): Promise<Response> {
  const user = await getUser(request);
  if (!user) return Response.json({ error: CHAT.signInToSend }, { status: 401 });
  if (user.isDemo) return Response.json({ error: CHAT.demoRefused }, { status: 403 });
  if (request.headers.get("Upgrade")?.toLowerCase() === "websocket") {
    // Browsers send Origin with every WebSocket; a page on another site must not use the visitor's cookie.
    if (request.headers.get("Origin") !== new URL(request.url).origin) {
      return new Response("Cross-site WebSocket refused", { status: 403 });
    }
  }
  if (!(await ownedConversation(user.id, id))) return Response.json({ error: CHAT.notFound }, { status: 404 });
  const forwarded = new Request(request);
  forwarded.headers.set(OWNER_HEADER, user.id);
  forwarded.headers.set(CONVERSATION_HEADER, id);
  return conversationStub(id).fetch(forwarded);
}
