import { AdminTab } from "~/admin/admin-ui";
import { adminOnly } from "~/auth/guards.server";
import { REQUIRED_COLUMNS } from "~/imports/csv-messages";
import { INTAKE_DEFAULTS } from "~/imports/intake-defaults";
import { privateMeta } from "~/seo/meta";
import type { Route } from "./+types/docs";

export const meta: Route.MetaFunction = () => privateMeta("Documentation | Admin Console | TruSelf");

export const loader = adminOnly;

const TEMPLATE_COLUMNS = [
  "id",
  "name",
  "title",
  "type",
  "location",
  "image",
  "bio",
  "specialties",
  "practice_address",
  "practice_phone",
  "education",
  "board_certifications",
  "reviewCount",
  "rating",
  "isVerified",
  "isFeatured",
];

const ALTERNATIVE_HEADERS: [string, string][] = [
  ["Name", "MedSpa Name, Practice Name, Name, Provider Name, Business Name"],
  ["Location", "Address, Location"],
  ["Phone", "Phone Number, Phone"],
  ["Review count", "Review Count"],
  ["Image", "Location Photo URL, Photo URL, Image"],
  ["Website", "Website"],
  ["Email", "Email"],
];

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-3">
      <h3 className="text-lg font-semibold">{title}</h3>
      <div className="space-y-3 text-gray-700">{children}</div>
    </section>
  );
}

/** Documentation: how the admin tools work (spec 002 §2–§9 as built). */
export default function AdminDocs() {
  return (
    <AdminTab id="docs-heading" title="Documentation" className="max-w-4xl space-y-8" as="article">
      <Section title="How CSV imports work">
        <p>
          Open{" "}
          <a href="/provider-import" className="font-semibold text-brand-600">
            Provider Import
          </a>{" "}
          and choose a CSV file (a
          <code> .csv</code> name or a CSV type) or the URL of one. The browser shows a preview of the first 5 rows and 6 columns; the
          server then reads the whole file again and is the authority. A file needs a header and at least one row; rows without a name are
          skipped. Lists such as specialties and education are separated by semicolons.
        </p>
        <p data-testid="template-columns">
          Template columns: {TEMPLATE_COLUMNS.join(", ")}. Required: {REQUIRED_COLUMNS.join(", ")} (at least one specialty); the others may
          be left empty. A rating, review count or years of experience that is not a number gets the default (rating{" "}
          {INTAKE_DEFAULTS.rating}) and a warning on its row.
        </p>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[28rem] text-left text-sm">
            <caption className="mb-2 text-left font-semibold">Other headers that are accepted</caption>
            <tbody className="divide-y divide-gray-200">
              {ALTERNATIVE_HEADERS.map(([meaning, headers]) => (
                <tr key={meaning}>
                  <th scope="row" className="py-1 pr-4 font-semibold">
                    {meaning}
                  </th>
                  <td className="py-1">{headers}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          Each row is checked: name, location and at least one specialty are required; e-mail, phone and website must be valid
          (&quot;Invalid email format&quot;, &quot;Invalid phone format&quot;, &quot;Invalid website URL format&quot;). A row whose
          normalised name and location match a provider already in the directory, or an earlier row of the file, is shown as a duplicate and
          cannot be approved. Approving checks again, so a provider staged in two files becomes one listing; a file staged before, and a row
          still waiting for review in another import, are flagged with a warning.
        </p>
        <p>
          The checked rows are stored as a batch that survives a reload and is shared by all admins. Approve, Deny or Approve All: an
          approved row becomes a verified provider (rating 4.5, consultation fee $150, 10 years of experience unless the file says
          otherwise) and a lead record with status approved, written together; approving twice never creates two providers. Results can be
          exported as CSV; cells that start with = + - @, a tab or a carriage return are neutralised so spreadsheets never run them.
        </p>
      </Section>
      <Section title="Automated website extraction">
        <p>
          Upload a CSV of website addresses (at most 500; only values starting with http are kept). Each site is fetched by the crawler on a
          queue, 3 seconds apart, with a 30 second timeout and up to 3 attempts; private and internal addresses are never fetched. Each
          extracted profile gets a confidence score and waits for an admin to approve or reject it.
        </p>
      </Section>
      <Section title="Photo Import Tool">
        <p>
          At{" "}
          <a href="/admin/photo-import" className="font-semibold text-brand-600">
            /admin/photo-import
          </a>{" "}
          an admin builds a new provider, or updates one, from photos (profile 1, location 3, before/after 5; at most 2 MB each, compressed
          in the browser) and scraped website data, through an import queue that is approved or rejected item by item.
        </p>
      </Section>
      <Section title="Users and roles">
        <p>
          Roles are patient, provider and admin. Only admins open the console; every admin page and action checks the role on the server.
          Changing a role asks for confirmation; the last admin cannot be demoted.
        </p>
      </Section>
      <Section title="Deleting a provider">
        <p>
          Deleting removes the provider with its photos, reviews, questions and favorites in one step and takes its cached pages down at
          once. Lead records and import history keep their data but no longer point at the provider. It cannot be undone.
        </p>
      </Section>
      <Section title="Audit log">
        <p>
          Every admin write (role changes, deletes, import approvals and denials) records who did what and when; the latest entries appear
          under Recent Admin Actions on the admin dashboard.
        </p>
      </Section>
    </AdminTab>
  );
}
