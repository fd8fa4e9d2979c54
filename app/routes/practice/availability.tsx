import { ClearExceptionSchema, DateExceptionSchema, EditTypeSchema, NewTypeSchema, WeeklyHoursSchema } from "~/booking/form-schemas";
import { BookingSettingsSchema } from "~/booking/schemas";
import { addType, clearDate, editType, saveDate, saveHours, saveRules, teamAction } from "~/http/availability-actions.server";
import { AvailabilityPage } from "~/booking/availability-page";
import { availabilityPage, upcomingAppointments } from "~/booking/pages.server";
import { formActions } from "~/http/action.server";
import { practiceSettings } from "~/practice/claims-team.server";
import { requirePractice } from "~/practice/access.server";
import { notFound } from "~/lib/responses";
import type { Route } from "./+types/availability";

export const meta: Route.MetaFunction = () => [{ title: "Availability | Practice | TruSelf" }, { name: "robots", content: "noindex" }];

/** /provider/availability (issue 47 item 1): the practice's team keeps its booking rules, types and hours. */
export async function loader({ request }: Route.LoaderArgs) {
  const access = await requirePractice(request, { editor: true });
  const now = Date.now();
  const [practice, page, upcoming] = await Promise.all([
    practiceSettings(access),
    availabilityPage(access.providerId, now),
    upcomingAppointments({ providerId: access.providerId }, now),
  ]);
  if (!practice) notFound();
  return {
    practiceName: practice.name,
    settings: page.settings,
    types: page.types,
    exceptions: page.exceptions,
    outside: upcoming.filter((a) => page.outsideIds.includes(a.id)),
    upcoming,
  };
}

export const action = formActions({
  settings: teamAction(BookingSettingsSchema, saveRules),
  "add-type": teamAction(NewTypeSchema, addType),
  "edit-type": teamAction(EditTypeSchema, editType),
  hours: teamAction(WeeklyHoursSchema, saveHours),
  exception: teamAction(DateExceptionSchema, saveDate),
  "clear-exception": teamAction(ClearExceptionSchema, clearDate),
});

export default function ProviderAvailability({ loaderData, actionData }: Route.ComponentProps) {
  return <AvailabilityPage {...loaderData} reply={actionData} />;
}
