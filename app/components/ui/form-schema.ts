/**
 * The form kit's link to zod (see ./form.tsx): kept apart so that a page whose forms need no
 * schema in the browser (the newsletter box loads its own on demand) ships neither zod nor
 * @conform-to/zod; a bundle chunk is loaded whole, whichever of its exports a page uses.
 */
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { FORM_TIMING } from "./form";

const constraints = new WeakMap<z.ZodType, ReturnType<typeof getZodConstraint>>();

/** What conform's useForm needs from a form's schema: its checks, its HTML constraints and the timing. */
export function formSchema<S extends z.ZodType>(schema: S) {
  let constraint = constraints.get(schema);
  if (!constraint) constraints.set(schema, (constraint = getZodConstraint(schema)));
  return {
    ...FORM_TIMING,
    constraint,
    onValidate: ({ formData }: { formData: FormData }) => parseWithZod(formData, { schema }),
  };
}
