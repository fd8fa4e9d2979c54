/**
 * The file picker (or a URL the server fetches) and the browser preview of requirements 002 §2:
 * the first 5 rows and 6 columns, cells cut at 50 characters. Papaparse comes with this route's
 * own chunk, so no other page loads it. (A dynamic import() here would split Vite's preload
 * helper into a chunk of its own, which the home page would then load too.)
 */
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Field, FormAlert, inputClass, SubmitButton } from "~/components/ui/form";
import { formSchema } from "~/components/ui/form-schema";
import { CSV_FILE_PROBLEMS, CSV_MESSAGES, MAX_CSV_BYTES } from "./csv-messages";
import { previewCsv } from "./csv-parse";
import { looksLikeCsv, UploadSchema } from "./csv-schemas";

type Preview = { headers: string[]; rows: string[][] } | { error: string } | null;

async function previewOf(file: File): Promise<Preview> {
  if (!looksLikeCsv(file)) return { error: CSV_MESSAGES.invalidFile };
  if (file.size > MAX_CSV_BYTES) return { error: CSV_MESSAGES.importFailed(CSV_FILE_PROBLEMS.tooLarge) };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { error: CSV_MESSAGES.readError };
  }
  try {
    const preview = previewCsv(text);
    return preview.ok ? preview : { error: preview.message };
  } catch {
    return { error: CSV_MESSAGES.parseError };
  }
}

export function CsvUploadForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "upload";
  const [preview, setPreview] = useState<Preview>(null);
  const [form, fields] = useForm({ id: "csv-upload", lastResult, ...formSchema(UploadSchema) });

  return (
    <section aria-labelledby="csv-upload-heading" className="rounded-2xl border border-gray-100 bg-white p-6 shadow-sm">
      <h2 id="csv-upload-heading" className="text-lg font-semibold">
        Upload a CSV file
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        One provider per row with a header row (UTF-8; comma or semicolon separated; at most {MAX_CSV_BYTES / 1024 / 1024} MB). Lists such
        as specialties are separated by semicolons. Rows without a name are skipped.
      </p>
      <Form method="post" encType="multipart/form-data" className="mt-4 space-y-4" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="upload" />
        <FormAlert title="Could not import" messages={form.errors} />
        <div className="grid gap-4 md:grid-cols-2">
          <Field label="CSV file" field={fields.file}>
            <input
              {...getInputProps(fields.file, { type: "file" })}
              accept=".csv,text/csv"
              className={inputClass}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                setPreview(null);
                if (file) void previewOf(file).then(setPreview);
              }}
            />
          </Field>
          <Field label="…or the URL of a CSV file" field={fields.url} hint="Fetched by our server (public http or https addresses only).">
            <input {...getInputProps(fields.url, { type: "url" })} placeholder="https://example.com/providers.csv" className={inputClass} />
          </Field>
        </div>
        {preview && "error" in preview && <FormAlert title="Preview" messages={[preview.error]} />}
        {preview && "rows" in preview && <PreviewTable headers={preview.headers} rows={preview.rows} />}
        <SubmitButton
          busy={busy}
          busyText="Importing…"
          className="rounded-full bg-brand-600 px-6 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          Import CSV
        </SubmitButton>
      </Form>
    </section>
  );
}

function PreviewTable({ headers, rows }: { headers: string[]; rows: string[][] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200" data-testid="csv-preview">
      <table className="min-w-full text-left text-sm">
        <caption className="px-3 py-2 text-left text-sm font-semibold text-gray-800">Preview: first 5 rows and 6 columns</caption>
        <thead className="bg-gray-50">
          <tr>
            {headers.map((header, i) => (
              <th key={i} scope="col" className="whitespace-nowrap px-3 py-2 font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r} className="border-t border-gray-100">
              {headers.map((_, c) => (
                <td key={c} className="px-3 py-2 align-top text-gray-700">
                  {row[c] ?? ""}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
