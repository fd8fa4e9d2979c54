/**
 * The list of free times a patient picks from (issue 47 item 2), used by the booking page and the
 * appointment page's reschedule form: radio buttons grouped by the practice's calendar day and a
 * submit button, so it works without JavaScript. Times are in the practice's zone; once the page
 * runs, the patient's own zone (the browser's) shows beside them when its clock differs.
 */
import { useEffect, useState } from "react";
import type { Slot } from "./slots";
import { describeSlot } from "./slots";
import { localDateOf } from "./zone";

/** The browser's own zone, after hydration (none without JavaScript: the practice's zone alone is shown). */
export function usePatientZone(): string | undefined {
  const [zone, setZone] = useState<string>();
  useEffect(() => setZone(Intl.DateTimeFormat().resolvedOptions().timeZone), []);
  return zone;
}

export function SlotPicker({
  slots,
  zone,
  chosen,
  errorId,
  error,
}: {
  slots: Slot[];
  zone: string;
  chosen?: number;
  errorId: string;
  error?: string;
}) {
  const patientZone = usePatientZone();
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const day = localDateOf(slot.startsAt, zone);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return (
    <fieldset aria-describedby={error ? errorId : undefined} data-testid="slot-picker">
      <legend className="text-sm font-medium text-gray-800">Choose a time (times in the practice's time zone, {zone})</legend>
      {error && (
        <p id={errorId} role="alert" className="mt-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          {error}
        </p>
      )}
      <input type="hidden" name="tz" value={patientZone ?? ""} />
      <div className="mt-3 space-y-4">
        {[...days].map(([day, daySlots]) => (
          <div key={day}>
            <p className="text-sm font-semibold text-gray-700">
              {describeSlot(daySlots[0]!, zone).practice.split(",").slice(0, 2).join(",")}
            </p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {daySlots.map((slot) => {
                const label = describeSlot(slot, zone, patientZone);
                return (
                  <li key={slot.startsAt}>
                    <label className="flex cursor-pointer items-center gap-2 rounded-full border border-gray-300 px-3 py-1 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                      <input
                        type="radio"
                        name="startsAt"
                        value={slot.startsAt}
                        defaultChecked={slot.startsAt === chosen}
                        required
                        data-testid="slot"
                      />
                      <span>
                        {label.practice}
                        {label.patient && <span className="text-gray-500"> ({label.patient} your time)</span>}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
