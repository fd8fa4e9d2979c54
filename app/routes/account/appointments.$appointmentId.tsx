import { requireSecondFactor, requireUser } from "~/auth/guards.server";
import { AppointmentPage } from "~/booking/appointment-page";
import { AppointmentChangeSchema, RescheduleSchema } from "~/booking/form-schemas";
import { appointmentView } from "~/booking/pages.server";
import { VisitPanel } from "~/booking/visit-panel";
import { openAppointment, visitView } from "~/booking/visits.server";
import { changeAction, visitAction } from "~/http/booking-actions.server";
import { formActions } from "~/http/action.server";
import { revalidateOnConflict } from "~/lib/action-reply";
import { notFound } from "~/lib/responses";
import type { Route } from "./+types/appointments.$appointmentId";

export const meta: Route.MetaFunction = () => [{ title: "Appointment | TruSelf" }, { name: "robots", content: "noindex" }];

/**
 * /appointments/:appointmentId (issue 47 items 4 and 5): its patient's or its practice's; anyone else
 * is told it does not exist. Changes (confirm, decline, reschedule, cancel) and, once it has started,
 * the after-visit marks (attended, no-show, "I went").
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const opened = await openAppointment(user, params.appointmentId);
  if (!opened) notFound();
  if (opened.side === "practice") await requireSecondFactor(request, user, { editor: true });
  const now = Date.now();
  return { ...(await appointmentView(opened.row, now)), side: opened.side, visit: visitView(opened.details, opened.side, now) };
}

export const shouldRevalidate = revalidateOnConflict;

export const action = formActions({
  cancel: changeAction("cancel", AppointmentChangeSchema),
  reschedule: changeAction("reschedule", RescheduleSchema),
  confirm: changeAction("confirm", AppointmentChangeSchema),
  decline: changeAction("decline", AppointmentChangeSchema),
  attended: visitAction("attended"),
  "no-show": visitAction("no-show"),
  went: visitAction("went"),
});

const VISIT_INTENTS = new Set(["attended", "no-show", "went"]);

export default function Appointment({ loaderData, actionData }: Route.ComponentProps) {
  const { visit, ...page } = loaderData;
  const visitReply = actionData?.intent && VISIT_INTENTS.has(actionData.intent) ? actionData : undefined;
  return (
    <AppointmentPage {...page} reply={visitReply ? undefined : actionData}>
      <VisitPanel visit={visit} reply={visitReply} />
    </AppointmentPage>
  );
}
