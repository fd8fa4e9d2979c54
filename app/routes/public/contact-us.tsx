import { Link, useSearchParams } from "react-router";
import { saveContactMessage, type ContactPage } from "~/contact/contact.server";
import { ContactForm } from "~/contact/contact-form";
import { ContactSchema } from "~/contact/schemas";
import { SuccessPanel } from "~/components/ui/success-panel";
import { pagePathname } from "~/lib/page-path";
import { formAction, succeed } from "~/http/action.server";
import { seoMeta } from "~/seo/meta";
import type { Route } from "./+types/contact-us";

export const CONTACT_SUCCESS = "Thank you! Your message has been sent. Our team will get back to you within 24 hours.";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta({
    matches,
    title: "Contact Us",
    description:
      "Grow your practice with TruSelf: reach our team about listings, partnerships, TruLinkMD and marketing. We reply within 24 hours.",
    path: location.pathname === "/contact" ? "/contact" : "/contact-us",
  });

/** The page the form was posted from: /contact or /contact-us (with JavaScript, their `.data` twins). */
function contactPage(request: Request): ContactPage {
  return pagePathname(new URL(request.url).pathname) === "/contact" ? "contact" : "contact-us";
}

export const CONTACT_ANCHOR = "contact-form";

const sent = (request: Request) => succeed({ redirectTo: `/${contactPage(request)}?sent=1#${CONTACT_ANCHOR}` });

export const action = formAction({
  who: "anyone",
  demo: "allow",
  page: true,
  schema: ContactSchema,
  unexpected: "Failed to send your message. Please try again.",
  honeypot: ({ request }) => sent(request),
  limits: ({ ip }) => [["contactPerIp", ip]],
  async run({ request, value }) {
    await saveContactMessage(value, contactPage(request));
    return { ...sent(request), toast: { title: "Message sent!", description: "We'll get back to you within 24 hours.", type: "success" } };
  },
});

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
            Grow your practice with TruSelf. Tell us about your business and our team will get back to you — most listings go live within 24
            hours.
          </p>
          <ul className="mt-8 space-y-4 text-gray-700">
            <li className="flex gap-3">
              <span aria-hidden="true">✓</span> Verified profile in front of patients searching your procedures
            </li>
            <li className="flex gap-3">
              <span aria-hidden="true">✓</span> Reviews, Q&amp;A and before &amp; after galleries
            </li>
            <li className="flex gap-3">
              <span aria-hidden="true">✓</span> Marketing and lead generation support
            </li>
          </ul>
          <p className="mt-8 text-sm text-gray-600">
            Ready to list now?{" "}
            <Link to="/lead-form" className="font-semibold text-brand-600 hover:underline">
              List your business
            </Link>
          </p>
        </section>
        <section id={CONTACT_ANCHOR} className="scroll-mt-24 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
          {sent ? (
            <SuccessPanel title="Message sent" text={CONTACT_SUCCESS} testId="contact-success" />
          ) : (
            <ContactForm lastResult={actionData?.result} trulink={trulink} anchor={CONTACT_ANCHOR} />
          )}
        </section>
      </div>
    </main>
  );
}
