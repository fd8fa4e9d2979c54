/** The license and board fields of the practice's form and the admins' check (issue 36 item 3). */
import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { Field, inputClass } from "~/components/ui/form";
import { US_STATES } from "~/lib/us-states";
import { CREDENTIAL_BOARDS } from "./boards";

type Fields = Record<"licenseNumber" | "licenseState" | "boardCode" | "boardSpecialty", FieldMetadata<string | undefined>>;

export function LicenseFields({ fields }: { fields: Fields }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field label="License number" field={fields.licenseNumber} required hint="Letters, digits and dashes, as the board writes it.">
        <input {...getInputProps(fields.licenseNumber, { type: "text" })} key={fields.licenseNumber.key} className={inputClass} />
      </Field>
      <Field label="Issuing state" field={fields.licenseState} required>
        <select {...getSelectProps(fields.licenseState)} key={fields.licenseState.key} className={inputClass}>
          <option value="">Choose a state</option>
          {US_STATES.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Certification board" field={fields.boardCode} hint="Leave empty if you are not board certified.">
        <select {...getSelectProps(fields.boardCode)} key={fields.boardCode.key} className={inputClass}>
          <option value="">No board certification</option>
          {CREDENTIAL_BOARDS.map((b) => (
            <option key={b.code} value={b.code}>
              {b.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Board specialty" field={fields.boardSpecialty} hint="For example Plastic Surgery. With Other, name the board too.">
        <input {...getInputProps(fields.boardSpecialty, { type: "text" })} key={fields.boardSpecialty.key} className={inputClass} />
      </Field>
    </div>
  );
}
