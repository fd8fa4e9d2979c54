/** Pieces the admin console's tabs share: the tab's frame, the figures row, the search box, the ID filter, the pager and the confirmation dialog. */
import type { getFormProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { Dialog } from "~/components/ui/dialog";
import { FormAlert, inputClass, SubmitButton } from "~/components/ui/form";
import { withParams } from "./schemas";

/** A tab of the console: a region named by its heading, the tab's title. */
export function AdminTab({
  id,
  title,
  className = "space-y-6",
  as: Tag = "section",
  children,
}: {
  id: string;
  title: string;
  className?: string;
  as?: "section" | "article";
  children: ReactNode;
}) {
  return (
    <Tag aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      {children}
    </Tag>
  );
}

export function Figures({ items }: { items: { label: string; value: number; testId: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className="rounded-xl border border-gray-200 bg-white p-4" data-testid={item.testId}>
          <dt className="text-xs text-gray-500">{item.label}</dt>
          <dd className="mt-1 text-xl font-bold text-gray-900">{item.value.toLocaleString("en-US")}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A GET form: the search lives in the URL, so it works without JavaScript and can be shared. */
export function SearchBox({ label, placeholder, q }: { label: string; placeholder: string; q: string }) {
  return (
    <Form method="get" role="search" className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor="admin-search" className="block text-sm font-medium text-gray-800">
          {label}
        </label>
        <input id="admin-search" type="search" name="q" defaultValue={q} placeholder={placeholder} maxLength={100} className={inputClass} />
      </div>
      <button type="submit" className="rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700">
        Search
      </button>
    </Form>
  );
}

/** A GET form that opens or filters the tab by one provider's ID (`?provider=`). */
export function ProviderIdForm({
  label = "Provider ID",
  value,
  submit,
  secondary = false,
}: {
  label?: string;
  value: string;
  submit: string;
  secondary?: boolean;
}) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3">
      <label className="block text-sm font-medium text-gray-800">
        {label}
        <input name="provider" defaultValue={value} maxLength={200} className={inputClass} />
      </label>
      <button
        type="submit"
        className={
          secondary
            ? "rounded-full border border-gray-300 px-5 py-2 text-sm font-semibold hover:border-brand-400"
            : "rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        }
      >
        {submit}
      </button>
    </Form>
  );
}

/** A row's listing: its name linked to the public profile, then where it is. */
export function ListingName({ id, name, location, className }: { id: string; name: string; location: string; className: string }) {
  return (
    <p className={className}>
      <Link to={`/provider/${encodeURIComponent(id)}`} className="hover:text-brand-700">
        {name}
      </Link>
      <span className="ml-2 text-sm font-normal text-gray-500">{location}</span>
    </p>
  );
}

/** A tab's list: one bordered card of rows, or the tab's text for none. */
export function RowList<T>({
  rows,
  empty,
  testId,
  children,
}: {
  rows: readonly T[];
  empty: string;
  testId: string;
  children: (row: T) => ReactNode;
}) {
  if (rows.length === 0) return <p className="text-gray-600">{empty}</p>;
  return (
    <ul className="divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white" data-testid={testId}>
      {rows.map(children)}
    </ul>
  );
}

export function Pager({ page, totalPages }: { page: number; totalPages: number }) {
  const { pathname, search } = useLocation();
  if (totalPages <= 1) return null;
  const params = new URLSearchParams(search);
  const to = (n: number) => withParams(pathname, params, { page: n === 1 ? null : String(n) });
  const linkClass = "rounded-full border border-gray-300 px-4 py-1.5 text-sm font-semibold hover:border-brand-400";
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={to(page - 1)} className={linkClass} rel="prev">
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-gray-600" data-testid="pager-position">
        Page {page} of {totalPages}
      </span>
      {page < totalPages ? (
        <Link to={to(page + 1)} className={linkClass} rel="next">
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

export function formatDate(at: Date | string): string {
  return new Date(at).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
}

/**
 * A change that asks first: the question, the last failure, and a form posting `fields` with
 * Cancel (back to `closeHref`) and the confirm button. Rendered by the server from the URL, so it
 * works the same without JavaScript.
 */
export function ConfirmDialog({
  title,
  testId,
  closeHref,
  formProps,
  fields,
  failure,
  busy,
  busyText,
  confirmLabel,
  danger = false,
  children,
}: {
  title: string;
  testId: string;
  closeHref: string;
  formProps: ReturnType<typeof getFormProps>;
  fields: Record<string, string | number>;
  failure?: string;
  busy: boolean;
  busyText: string;
  confirmLabel: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog title={title} closeHref={closeHref} testId={testId}>
      <p className="text-gray-700">{children}</p>
      {failure && (
        <div className="mt-4">
          <FormAlert messages={[failure]} />
        </div>
      )}
      <Form method="post" {...formProps} className="mt-6 flex flex-wrap justify-end gap-3">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Link to={closeHref} replace className="rounded-full border border-gray-300 px-5 py-2 text-sm font-semibold">
          Cancel
        </Link>
        <SubmitButton
          busy={busy}
          busyText={busyText}
          className={`rounded-full px-5 py-2 text-sm font-semibold text-white disabled:opacity-60 ${
            danger ? "bg-red-600 hover:bg-red-700" : "bg-brand-600 hover:bg-brand-700"
          }`}
        >
          {confirmLabel}
        </SubmitButton>
      </Form>
    </Dialog>
  );
}
