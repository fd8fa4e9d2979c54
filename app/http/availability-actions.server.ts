/**
 * The forms of the practice's availability page (/provider/availability, issue 47 item 1), through
 * the action pipeline: the practice's team (owner and members: the front desk keeps the hours)
 * with an aal2 session; the listing is always the account's own, never one the form names. A
 * change never touches booked appointments: the page lists those it leaves outside the hours.
 */
import type { z } from "zod";
import { fail, formAction, succeed, type Failure, type Success } from "~/http/action.server";
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
  dateExceptionOf,
  weeklyHoursOf,
  type ClearExceptionSchema,
  type DateExceptionSchema,
  type EditTypeSchema,
  type NewTypeSchema,
  type WeeklyHoursSchema,
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
import type { BookingSettingsInput } from "~/booking/schemas";

export const AVAILABILITY_PAGE = "/provider/availability";

/**
 * One form of the page: the practice's team only (owner or member, aal2 through the pipeline), and
 * `run` gets the listing of the session's account, never one the form names.
 */
export function teamAction<S extends z.ZodType>(
  schema: S,
  run: (providerId: string, value: z.output<S>) => Promise<Success<object> | Failure>,
) {
  return formAction({
    who: ["provider"],
    forbidden: NOT_A_PRACTICE,
    page: true,
    unexpected: "We couldn't save that. Please try again.",
    schema,
    async run({ user, value }) {
      const providerId = practiceOf(user)?.providerId;
      if (!providerId) return fail(403, NOT_A_PRACTICE);
      return run(providerId, value);
    },
  });
}

/** Back to the page; the profile's cached pages are purged (whether it shows "Pick a Time" may change). */
const saved = (providerId: string, description: string) =>
  succeed({
    redirectTo: AVAILABILITY_PAGE,
    toast: { title: "Saved", description, type: "success" as const },
    invalidates: [{ providerPages: providerId }],
  });

// The commands of the page's forms (the route names them by intent).
export const saveRules = async (providerId: string, value: BookingSettingsInput) => {
  await saveBookingSettings(providerId, value);
  return saved(providerId, AVAILABILITY_SAVED);
};
export const addType = async (providerId: string, value: z.output<typeof NewTypeSchema>) => {
  if (!(await settingsOf(providerId))) return fail(409, SETTINGS_FIRST);
  await createAppointmentType(providerId, value);
  return saved(providerId, TYPE_SAVED(value.name));
};
export const editType = async (providerId: string, { typeId, ...input }: z.output<typeof EditTypeSchema>) => {
  if (!(await updateAppointmentType(providerId, typeId, input))) return fail(404, TYPE_REQUIRED);
  return saved(providerId, TYPE_SAVED(input.name));
};
export const saveHours = async (providerId: string, value: z.output<typeof WeeklyHoursSchema>) => {
  if (!(await replaceOpeningHours(providerId, value.typeId, weeklyHoursOf(value)))) return fail(404, TYPE_REQUIRED);
  return saved(providerId, HOURS_SAVED);
};
export const saveDate = async (providerId: string, value: z.output<typeof DateExceptionSchema>) => {
  await setDateException(providerId, dateExceptionOf(value));
  return saved(providerId, EXCEPTION_SAVED(value.date));
};
export const clearDate = async (providerId: string, value: z.output<typeof ClearExceptionSchema>) => {
  await clearDateException(providerId, value.date);
  return saved(providerId, EXCEPTION_CLEARED(value.date));
};
