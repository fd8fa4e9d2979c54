import { Link } from "react-router";
import { requireSecondFactor, requireUser } from "~/auth/guards.server";
import { APPOINTMENT_MISSING, MARKED_ATTENDED, MARKED_NO_SHOW, VISIT_FAILED, VISIT_WENT } from "~/booking/visit-messages";
import { VisitPanel } from "~/booking/visit-panel";
import { VisitSchema, type VisitIntent } from "~/booking/visit-schemas";
import { openAppointment, recordVisit, visitView } from "~/booking/visits.server";
import { fail, formAction, formActions, succeed } from "~/http/action.server";
import { notFound } from "~/lib/responses";
import type { Route } from "./+types/appointments.$appointmentId";

export const meta: Route.MetaFunction = () => [{ title: "Appointment | TruSelf" }, { name: "robots", content: "noindex" }];

const NOT_FOUND_PAGE = { heading: APPOINTMENT_MISSING, back: { href: "/dashboard", label: "Back to your dashboard" } };

/** One appointment (issue 47 item 5): its patient and its practice's team only; anyone else gets a 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const opened = await openAppointment(user, params.appointmentId);
  if (!opened) notFound(NOT_FOUND_PAGE);
  // The practice's side exists to write (attended, no-show): its factor first (issue 45 item 10).
  if (opened.side === "practice") await requireSecondFactor(request, user, { editor: true });
  return visitView(opened.details, opened.side);
}

const TOASTS = { attended: MARKED_ATTENDED, "no-show": MARKED_NO_SHOW, went: VISIT_WENT } as const;

/** Attended / no-show (the practice) and "I went" (the patient): each changes "Verified patient" on the cached profile. */
function visitAction(intent: VisitIntent) {
  return formAction({
    who: "user",
    page: true,
    unexpected: VISIT_FAILED,
    schema: VisitSchema,
    async run({ user, params }) {
      const recorded = await recordVisit(user, params.appointmentId ?? "", intent);
      if (!recorded.ok) return fail(recorded.status, recorded.message);
      return succeed({
        redirectTo: `/appointments/${encodeURIComponent(params.appointmentId ?? "")}`,
        toast: TOASTS[intent],
        invalidates: [{ providerPages: recorded.providerId }],
      });
    },
  });
}

export const action = formActions({
  attended: visitAction("attended"),
  "no-show": visitAction("no-show"),
  went: visitAction("went"),
});

export default function AppointmentPage({ loaderData, actionData }: Route.ComponentProps) {
  const back =
    loaderData.side === "practice"
      ? { to: "/provider/messages", label: "Back to messages" }
      : { to: "/dashboard", label: "Back to your dashboard" };
  return (
    <main className="mx-auto max-w-3xl px-4 py-10 wrap-anywhere">
      <p className="text-sm">
        <Link to={back.to} className="text-brand-600 hover:underline">
          ← {back.label}
        </Link>
      </p>
      <VisitPanel visit={loaderData} reply={actionData} />
      <p className="mt-6 text-sm">
        <Link to={`/provider/${loaderData.providerId}`} className="text-brand-600 hover:underline">
          {loaderData.practiceName}&apos;s profile
        </Link>
      </p>
    </main>
  );
}
