import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Field, inputClass } from "./form";

/** A six-digit code sent by e-mail (sign-in, listing claims): digits, and the phone's one-time-code autofill. */
export function CodeField({ field }: { field: FieldMetadata<string> }) {
  return (
    <Field label="6-digit code" field={field}>
      <input
        {...getInputProps(field, { type: "text" })}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        className={`${inputClass} max-w-48 tracking-widest`}
      />
    </Field>
  );
}
