import { Link } from "react-router";
import { requireSecondFactor, requireUser } from "~/auth/guards.server";
import { BookingLink } from "~/booking/booking-link";
import { requestAppointments, takesBookings } from "~/booking/pages.server";
import { offerTimesAction } from "~/http/booking-actions.server";
import { fail, formAction, formActions, succeed } from "~/http/action.server";
import { notFound } from "~/lib/responses";
import {
  MARKED_BOOKED,
  MARKED_DECLINED,
  REPLY_SENT,
  REQUEST_CLOSED_TOAST,
  REQUEST_FAILED,
  REQUEST_NOT_FOUND,
} from "~/practice/consultation-messages";
import { ReplySchema, StatusSchema } from "~/practice/consultation-schemas";
import { ConsultationThread } from "~/practice/consultation-thread";
import { changeStatus, loadThread, replyToRequest } from "~/practice/consultations.server";
import type { Route } from "./+types/consultations.$requestId";

export const meta: Route.MetaFunction = () => [{ title: "Consultation request | TruSelf" }, { name: "robots", content: "noindex" }];

const NOT_FOUND_PAGE = { heading: REQUEST_NOT_FOUND, back: { href: "/dashboard", label: "Back to your dashboard" } };

/** One request's thread: the patient who sent it, its practice's team, and admins (read only); anyone else gets a 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const thread = await loadThread(user, params.requestId);
  if (!thread) notFound(NOT_FOUND_PAGE);
  // Admins read any practice's threads at aal2 only, as their console (requireUser, issue 38).
  // The practice answers here: its factor is asked for before a reply is typed (issue 45 item 10).
  if (thread.side === "practice") await requireSecondFactor(request, user, { editor: true });
  const [bookable, booked] = await Promise.all([takesBookings(thread.request.providerId), requestAppointments(thread.request.id)]);
  return { ...thread, bookable, booked };
}

const threadForm = { who: "user", page: true, unexpected: REQUEST_FAILED } as const;
const back = (id: string | undefined) => `/consultations/${encodeURIComponent(id ?? "")}`;

/** Marking a request booked or declined (the practice), closing it (the patient). Visits are confirmed on appointments (decision 069). */
const STATUS_TOASTS = { booked: MARKED_BOOKED, declined: MARKED_DECLINED, close: REQUEST_CLOSED_TOAST } as const;
function statusAction(intent: keyof typeof STATUS_TOASTS) {
  return formAction({
    ...threadForm,
    schema: StatusSchema,
    async run({ user, params }) {
      const changed = await changeStatus(user, params.requestId ?? "", intent);
      if (!changed.ok) return fail(changed.status, changed.message);
      return succeed({ redirectTo: back(params.requestId), toast: STATUS_TOASTS[intent] });
    },
  });
}

export const action = formActions({
  reply: formAction({
    ...threadForm,
    schema: ReplySchema,
    limits: ({ user }) => [["consultationRepliesPerUser", user.id]],
    async run({ request, user, params, value }) {
      const sent = await replyToRequest({ request, user, requestId: params.requestId ?? "", body: value.body });
      if (!sent.ok) return fail(sent.status, sent.message, sent.field);
      // The practice's first reply changes the response time its cached profile shows.
      return succeed({
        redirectTo: back(params.requestId),
        toast: REPLY_SENT,
        invalidates: sent.firstReply ? [{ providerPages: sent.providerId }] : [],
      });
    },
  }),
  booked: statusAction("booked"),
  declined: statusAction("declined"),
  close: statusAction("close"),
  // Issue 47: the practice offers its free times in a reply.
  "offer-times": offerTimesAction(),
});

const BACK = {
  patient: { to: "/dashboard", label: "Back to your dashboard" },
  practice: { to: "/provider/messages", label: "Back to messages" },
  admin: { to: "/admin/requests", label: "Back to requests" },
} as const;

export default function ConsultationThreadPage({ loaderData, actionData }: Route.ComponentProps) {
  const back = BACK[loaderData.side];
  return (
    <main className="mx-auto max-w-3xl px-4 py-10 wrap-anywhere">
      <p className="text-sm">
        <Link to={back.to} className="text-brand-600 hover:underline">
          ← {back.label}
        </Link>
      </p>
      {(loaderData.bookable || loaderData.booked.length > 0) && (
        <BookingLink
          providerId={loaderData.request.providerId}
          side={loaderData.side}
          requestId={loaderData.request.id}
          booked={loaderData.booked}
        />
      )}
      <ConsultationThread thread={loaderData} reply={actionData} />
    </main>
  );
}
