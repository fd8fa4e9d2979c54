/**
 * The after-visit part of an appointment's page (issue 47 item 5, decision 069), inside
 * app/booking/appointment-page.tsx, which shows when, who and the status (STATUS_LABELS): the
 * "Verified patient" mark and the after-visit forms of each side: the practice records attended or no-show once it has started, the
 * patient confirms they went. Plain forms: they work without JavaScript.
 */
import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { FormAlert } from "~/components/ui/form";
import { VERIFIED_PATIENT, VERIFIED_VISIT_NOTE, VISIT_NOT_STARTED, VISIT_WAITING_PATIENT, VISIT_WAITING_PRACTICE } from "./visit-messages";
import type { VisitView } from "./visits.server";

const outlineButton = "rounded-full border border-gray-300 px-4 py-2 text-sm font-semibold hover:border-brand-500 disabled:opacity-60";

export function VisitPanel({ visit, reply }: { visit: VisitView; reply?: { result: SubmissionResult<string[]> } }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const errors = Object.values(reply?.result.error ?? {})
    .flat()
    .filter((e): e is string => Boolean(e));
  const open = visit.status !== "cancelled";
  const patientNote = visit.verified
    ? VERIFIED_VISIT_NOTE
    : visit.patientConfirmed
      ? VISIT_WAITING_PRACTICE
      : visit.status === "attended"
        ? VISIT_WAITING_PATIENT
        : null;
  return (
    <article className="mt-4 space-y-6">
      {visit.verified && (
        <p>
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-sm font-medium text-emerald-800" data-testid="visit-verified">
            {VERIFIED_PATIENT}
          </span>
        </p>
      )}
      <FormAlert messages={errors} />
      {open && (
        <section className="space-y-3 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm" aria-labelledby="visit-heading">
          <h2 id="visit-heading" className="text-lg font-semibold">
            After the visit
          </h2>
          {!visit.started ? (
            <p className="text-sm text-gray-600">{VISIT_NOT_STARTED}</p>
          ) : visit.side === "practice" ? (
            <div className="flex flex-wrap gap-3">
              {visit.status !== "attended" && (
                <Form method="post">
                  <button type="submit" name="intent" value="attended" className={outlineButton} disabled={busy === "attended"}>
                    Mark attended
                  </button>
                </Form>
              )}
              {visit.status !== "no_show" && (
                <Form method="post">
                  <button type="submit" name="intent" value="no-show" className={outlineButton} disabled={busy === "no-show"}>
                    Mark no-show
                  </button>
                </Form>
              )}
              {visit.patientConfirmed && <p className="w-full text-sm text-gray-600">The patient confirmed they went.</p>}
            </div>
          ) : (
            <div className="space-y-2">
              {patientNote && <p className="text-sm text-gray-600">{patientNote}</p>}
              {!visit.patientConfirmed && (
                <Form method="post">
                  <button type="submit" name="intent" value="went" className={outlineButton} disabled={busy === "went"}>
                    I went to this visit
                  </button>
                </Form>
              )}
            </div>
          )}
        </section>
      )}
    </article>
  );
}
