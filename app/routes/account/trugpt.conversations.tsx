import { CHAT } from "~/chat/chat-texts";
import { createConversation, deleteConversation, listConversations, renameConversation } from "~/chat/conversations.server";
import { CreateConversationSchema, DeleteConversationSchema, RenameConversationSchema } from "~/chat/schemas";
import { requireUser } from "~/auth/guards.server";
import { fail, formAction, formActions, succeed } from "~/http/action.server";
import { sanitizeUserText } from "~/lib/sanitize";
import type { Route } from "./+types/trugpt.conversations";

const signIn = { to: "/signin", toast: { title: "Error", description: CHAT.signInToStart, type: "error" } } as const;
const back = () => "/trugpt-history";

/** GET /trugpt/conversations: the signed-in user's conversations, most recently updated first (the dialog's sidebar). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { conversations: user.isDemo ? [] : await listConversations(user.id) };
}

/** POST /trugpt/conversations: create, rename and delete (the messages live in each conversation's Durable Object). */
export const action = formActions({
  create: formAction({
    who: "user",
    schema: CreateConversationSchema,
    unexpected: CHAT.createFailed,
    signIn,
    back,
    limits: ({ user }) => [["chatConversationsPerHour", user.id]],
    async run({ user }) {
      return succeed({ extra: { conversation: await createConversation(user.id) } });
    },
  }),
  rename: formAction({
    who: "user",
    schema: RenameConversationSchema,
    unexpected: "Failed to rename conversation",
    signIn,
    back,
    async run({ user, value }) {
      const title = sanitizeUserText(value.title);
      if (!title) return fail(400, "Please enter a title.", "title");
      if (!(await renameConversation(user.id, value.id, title))) return fail(404, CHAT.notFound);
      return succeed({ extra: { id: value.id, title } });
    },
  }),
  delete: formAction({
    who: "user",
    schema: DeleteConversationSchema,
    unexpected: CHAT.deleteFailed,
    signIn,
    back,
    async run({ user, value }) {
      if (!(await deleteConversation(user.id, value.id))) return fail(404, CHAT.notFound);
      return succeed({ extra: { id: value.id } });
    },
  }),
});
