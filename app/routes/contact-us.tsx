import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect, useSearchParams } from "react-router";
import { saveContactMessage } from "~/contact/contact.server";
import { ContactForm } from "~/contact/contact-form";
import { ContactSchema } from "~/contact/schemas";
import { SuccessPanel } from "~/components/ui/success-panel";
import { consumePublicFormLimit, isBot, tooManySubmissions } from "~/lib/public-form.server";
import { toastHeader } from "~/lib/toast.server";
import { seoMeta } from "~/seo/meta";
import type { Route } from "./+types/contact-us";

export const CONTACT_SUCCESS = "Thank you! Your message has been sent. Our team will get back to you within 24 hours.";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta({
    matches,
    title: "Contact Us",
    description: "Grow your practice with TruSelf: reach our team about listings, partnerships, TruLinkMD and marketing. We reply within 24 hours.",
    path: location.pathname === "/contact" ? "/contact" : "/contact-us",
  });

export async function action({ request }: Route.ActionArgs) {
  // With JavaScript the form posts to /contact.data (single fetch): compare without the suffix.
  const page = new URL(request.url).pathname.replace(/\.data$/, "") === "/contact" ? "contact" : "contact-us";
  const formData = await request.formData();
  const sent = `/${page}?sent=1`;
  if (isBot(formData)) return redirect(sent);
  const submission = parseWithZod(formData, { schema: ContactSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const limit = await consumePublicFormLimit("contact", request);
  if (!limit.allowed) {
    return data(submission.reply({ formErrors: [tooManySubmissions(limit.retryAfterSeconds)] }), {
      status: 429,
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    });
  }
  await saveContactMessage(submission.value, page);
  return redirect(sent, { headers: { "Set-Cookie": await toastHeader({ title: "Message sent!", description: "We'll get back to you within 24 hours.", type: "success" }) } });
}

export default function ContactUs({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const trulink = params.get("product") === "trulinkmd";
  const sent = params.get("sent") === "1";
  return (
    <main className="bg-gradient-to-b from-brand-50/60 to-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 lg:grid-cols-[1fr_1.4fr]">
        <section>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">For providers</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-gray-900">Contact Us</h1>
          <p className="mt-4 text-lg text-gray-600">
            Grow your practice with TruSelf. Tell us about your business and our team will get back to you — most listings go live within 24 hours.
          </p>
          <ul className="mt-8 space-y-4 text-gray-700">
            <li className="flex gap-3"><span aria-hidden="true">✓</span> Verified profile in front of patients searching your procedures</li>
            <li className="flex gap-3"><span aria-hidden="true">✓</span> Reviews, Q&amp;A and before &amp; after galleries</li>
            <li className="flex gap-3"><span aria-hidden="true">✓</span> Marketing and lead generation support</li>
          </ul>
          <p className="mt-8 text-sm text-gray-600">
            Ready to list now? <Link to="/lead-form" className="font-semibold text-brand-600 hover:underline">List your business</Link>
          </p>
        </section>
        <section className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
          {sent ? (
            <SuccessPanel title="Message sent" text={CONTACT_SUCCESS} testId="contact-success" />
          ) : (
            <ContactForm lastResult={actionData} trulink={trulink} />
          )}
        </section>
      </div>
    </main>
  );
}
