import { db } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import { newId } from "~/lib/ids";
import type { ContactInput } from "./schemas";

export type ContactPage = "contact-us" | "contact";

export async function saveContactMessage(input: ContactInput, page: ContactPage) {
  await db()
    .insert(contactMessages)
    .values({
      id: newId(),
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      businessName: input.businessName || null,
      specialty: input.specialty,
      subject: input.subject,
      message: input.message,
      trulinkWaitlist: input.trulinkWaitlist ?? false,
      page,
    });
}
