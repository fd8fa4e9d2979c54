import { requireSecondFactor, requireUser } from "~/auth/guards.server";
import { AppointmentPage } from "~/booking/appointment-page";
import { AppointmentChangeSchema, RescheduleSchema } from "~/booking/form-schemas";
import { changeAction } from "~/http/booking-actions.server";
import { appointmentView, sideOf } from "~/booking/pages.server";
import { formActions } from "~/http/action.server";
import { revalidateOnConflict } from "~/lib/action-reply";
import { notFound } from "~/lib/responses";
import type { Route } from "./+types/appointments.$appointmentId";

export const meta: Route.MetaFunction = () => [{ title: "Appointment | TruSelf" }, { name: "robots", content: "noindex" }];

/** /appointments/:appointmentId (issue 47 item 4): its patient's or its practice's; anyone else is told it does not exist. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const found = await sideOf(user, params.appointmentId);
  if (!found) notFound();
  if (found.actor.side === "practice") await requireSecondFactor(request, user, { editor: true });
  return { ...(await appointmentView(found.row, Date.now())), side: found.actor.side };
}

export const shouldRevalidate = revalidateOnConflict;

export const action = formActions({
  cancel: changeAction("cancel", AppointmentChangeSchema),
  reschedule: changeAction("reschedule", RescheduleSchema),
  confirm: changeAction("confirm", AppointmentChangeSchema),
  decline: changeAction("decline", AppointmentChangeSchema),
});

export default function Appointment({ loaderData, actionData }: Route.ComponentProps) {
  return <AppointmentPage {...loaderData} reply={actionData} />;
}
