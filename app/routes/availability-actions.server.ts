/**
 * The forms of the practice's availability page (/provider/availability, issue 47 item 1), through
 * the action pipeline: the practice's team (owner and members: the front desk keeps the hours)
 * with an aal2 session; the listing is always the account's own, never one the form names. A
 * change never touches booked appointments: the page lists those it leaves outside the hours.
 */
import { fail, formAction, succeed } from "~/http/action.server";
import type { SessionUser } from "~/auth/session.server";
import { NOT_A_PRACTICE, practiceOf } from "~/practice/access.server";
import {
  clearDateException,
  createAppointmentType,
  replaceOpeningHours,
  saveBookingSettings,
  setDateException,
  updateAppointmentType,
} from "~/booking/availability.server";
import {
  ClearExceptionSchema,
  DateExceptionSchema,
  dateExceptionOf,
  EditTypeSchema,
  NewTypeSchema,
  WeeklyHoursSchema,
  weeklyHoursOf,
} from "~/booking/form-schemas";
import {
  AVAILABILITY_SAVED,
  EXCEPTION_CLEARED,
  EXCEPTION_SAVED,
  HOURS_SAVED,
  SETTINGS_FIRST,
  TYPE_REQUIRED,
  TYPE_SAVED,
} from "~/booking/messages";
import { settingsOf } from "~/booking/pages.server";
import { BookingSettingsSchema } from "~/booking/schemas";

export const AVAILABILITY_PAGE = "/provider/availability";

const teamForm = {
  who: ["provider"],
  forbidden: NOT_A_PRACTICE,
  page: true,
  unexpected: "We couldn't save that. Please try again.",
} as const;

/** The listing the signed-in team member works for. */
function listingOf(user: SessionUser): string | null {
  return practiceOf(user)?.providerId ?? null;
}

/** Back to the page; the profile's cached pages are purged (whether it shows "Pick a Time" may change). */
const saved = (providerId: string, description: string) =>
  succeed({
    redirectTo: AVAILABILITY_PAGE,
    toast: { title: "Saved", description, type: "success" as const },
    invalidates: [{ providerPages: providerId }],
  });

export const availabilityActions = {
  settings: formAction({
    ...teamForm,
    schema: BookingSettingsSchema,
    async run({ user, value }) {
      const providerId = listingOf(user);
      if (!providerId) return fail(403, NOT_A_PRACTICE);
      await saveBookingSettings(providerId, value);
      return saved(providerId, AVAILABILITY_SAVED);
    },
  }),
  "add-type": formAction({
    ...teamForm,
    schema: NewTypeSchema,
    async run({ user, value }) {
      const providerId = listingOf(user);
      if (!providerId) return fail(403, NOT_A_PRACTICE);
      if (!(await settingsOf(providerId))) return fail(409, SETTINGS_FIRST);
      await createAppointmentType(providerId, value);
      return saved(providerId, TYPE_SAVED(value.name));
    },
  }),
  "edit-type": formAction({
    ...teamForm,
    schema: EditTypeSchema,
    async run({ user, value }) {
      const providerId = listingOf(user);
      if (!providerId) return fail(403, NOT_A_PRACTICE);
      const { typeId, ...input } = value;
      if (!(await updateAppointmentType(providerId, typeId, input))) return fail(404, TYPE_REQUIRED);
      return saved(providerId, TYPE_SAVED(value.name));
    },
  }),
  hours: formAction({
    ...teamForm,
    schema: WeeklyHoursSchema,
    async run({ user, value }) {
      const providerId = listingOf(user);
      if (!providerId) return fail(403, NOT_A_PRACTICE);
      if (!(await replaceOpeningHours(providerId, value.typeId, weeklyHoursOf(value)))) return fail(404, TYPE_REQUIRED);
      return saved(providerId, HOURS_SAVED);
    },
  }),
  exception: formAction({
    ...teamForm,
    schema: DateExceptionSchema,
    async run({ user, value }) {
      const providerId = listingOf(user);
      if (!providerId) return fail(403, NOT_A_PRACTICE);
      await setDateException(providerId, dateExceptionOf(value));
      return saved(providerId, EXCEPTION_SAVED(value.date));
    },
  }),
  "clear-exception": formAction({
    ...teamForm,
    schema: ClearExceptionSchema,
    async run({ user, value }) {
      const providerId = listingOf(user);
      if (!providerId) return fail(403, NOT_A_PRACTICE);
      await clearDateException(providerId, value.date);
      return saved(providerId, EXCEPTION_CLEARED(value.date));
    },
  }),
};
