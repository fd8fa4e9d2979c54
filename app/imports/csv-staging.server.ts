/**
 * The staged CSV import (requirements 002 §2 "Manual CSV Import", §4, §5, §8): the server reads
 * the file again as the authority, checks every row, finds duplicates (normalised name and
 * location, against the directory in D1 and within the file), and stores the batch and all its
 * rows in one D1 batch — a file is staged whole or not at all. Admins then approve (through the
 * one provider intake, app/imports/provider-intake.server.ts), deny, or approve all in chunks.
 */
import { env } from "cloudflare:workers";
import { and, asc, count, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { auditEntry, type AuditActor } from "~/audit/audit-log.server";
import { db } from "~/db/client.server";
import { csvImportBatches, csvImportRows, type CSV_ROW_STATUSES } from "~/db/schema";
import { CrawlError, crawlOptionsFrom, fetchPage, type CrawlOptions } from "~/extraction/crawler.server";
import { newId } from "~/lib/ids";
import { CSV_FILE_PROBLEMS, CSV_MESSAGES, CSV_ROW_WARNINGS, MAX_CSV_BYTES } from "./csv-messages";
import { mapHeaders, parseCsvText, readRow, rowHasName, type CsvProfile } from "./csv-parse";
import { duplicateKey } from "./duplicate-key";
import { directoryKeys } from "./duplicates.server";
import { approveIntake, approveIntakesTogether, intakeProviderId, isRefusal, type IntakeRefusal } from "./provider-intake.server";
import { plural } from "~/lib/plural";

export type CsvRowStatus = (typeof CSV_ROW_STATUSES)[number];

/** D1 allows 100 bound parameters per statement; a staged row binds 10. */
const ROWS_PER_INSERT = Math.floor(100 / 10);

export type StageOutcome =
  | {
      ok: true;
      batchId: string;
      staged: number;
      pending: number;
      invalid: number;
      duplicates: number;
      skipped: number;
      /** Rows also waiting for review in another batch, and the warning when the same file was staged before. */
      stagedBefore: number;
      fileWarning?: string;
    }
  | { ok: false; message: string };

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The rows waiting for review in any batch, by the duplicate rule's key (name and location read in SQL, not the whole row). */
async function pendingKeys(): Promise<Map<string, { name: string; fileName: string; rowNumber: number }>> {
  const rows = await db()
    .select({
      name: sql<string>`json_extract(${csvImportRows.data}, '$.name')`,
      location: sql<string | null>`json_extract(${csvImportRows.data}, '$.location')`,
      rowNumber: csvImportRows.rowNumber,
      fileName: csvImportBatches.fileName,
    })
    .from(csvImportRows)
    .innerJoin(csvImportBatches, eq(csvImportBatches.id, csvImportRows.batchId))
    .where(eq(csvImportRows.status, "pending"));
  const keys = new Map<string, { name: string; fileName: string; rowNumber: number }>();
  for (const row of rows) if (row.location) keys.set(duplicateKey(row.name, row.location), row);
  return keys;
}

/** Decodes an uploaded file: UTF-8 only (a byte-order mark is dropped), at most MAX_CSV_BYTES. */
export function decodeCsvBytes(bytes: ArrayBuffer | Uint8Array): { ok: true; text: string } | { ok: false; message: string } {
  if (bytes.byteLength > MAX_CSV_BYTES) return { ok: false, message: CSV_MESSAGES.importFailed(CSV_FILE_PROBLEMS.tooLarge) };
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, message: CSV_MESSAGES.importFailed(CSV_FILE_PROBLEMS.notUtf8) };
  }
}

/** Reads, checks and stores a CSV file as a new batch; a file that cannot be read stores nothing. */
export async function stageCsv(text: string, fileName: string, actor: AuditActor): Promise<StageOutcome> {
  const parsed = parseCsvText(text);
  if (!parsed.ok) return parsed;
  const { fields, nameColumn } = mapHeaders(parsed.headers);
  if (nameColumn < 0) return { ok: false, message: CSV_MESSAGES.importFailed(CSV_FILE_PROBLEMS.noNameColumn) };
  const named = parsed.rows.filter((row) => rowHasName(row.cells, nameColumn));
  if (named.length === 0) return { ok: false, message: CSV_MESSAGES.empty };

  const [existing, waiting, contentHash] = await Promise.all([directoryKeys(), pendingKeys(), sha256(text)]);
  const earlier = await db()
    .select({ fileName: csvImportBatches.fileName, createdAt: csvImportBatches.createdAt })
    .from(csvImportBatches)
    .where(eq(csvImportBatches.contentHash, contentHash))
    .orderBy(desc(csvImportBatches.createdAt))
    .get();
  let stagedBefore = 0;
  const seen = new Map<string, { name: string; location: string; id: string }>();
  const batchId = newId();
  const counts = { pending: 0, invalid: 0, duplicates: 0 };
  const staged = named.map((row) => {
    const checked = readRow(row.line, row.cells, parsed.headers, fields);
    const { profile } = checked;
    const errors = [...checked.errors];
    const warnings = [...checked.warnings];
    let duplicateOf: string | null = null;
    if (profile.name && profile.location) {
      const key = duplicateKey(profile.name, profile.location);
      const inDirectory = existing.get(key);
      const inFile = seen.get(key);
      if (inDirectory) {
        duplicateOf = inDirectory.id;
        errors.push(CSV_MESSAGES.duplicate(profile.name, inDirectory.location, inDirectory.id));
      } else if (inFile) {
        errors.push(CSV_MESSAGES.duplicate(profile.name, inFile.location, inFile.id));
      } else {
        seen.set(key, { name: profile.name, location: profile.location, id: profile.sourceId ?? `row ${row.line}` });
        // Waiting in another batch: both may be approved by mistake, so say so (the approval checks again).
        const elsewhere = waiting.get(key);
        if (elsewhere) {
          warnings.push(CSV_ROW_WARNINGS.stagedBefore(elsewhere.name, elsewhere.fileName, elsewhere.rowNumber));
          stagedBefore++;
        }
      }
    }
    const duplicate = errors.length === 1 && errors[0]!.startsWith("Duplicate provider: ");
    const status: CsvRowStatus = errors.length === 0 ? "pending" : duplicate ? "duplicate" : "invalid";
    if (status === "pending") counts.pending++;
    else if (status === "duplicate") counts.duplicates++;
    else counts.invalid++;
    return {
      id: newId(),
      batchId,
      rowNumber: row.line,
      data: profile,
      errors,
      warnings,
      status,
      duplicateOf,
      providerId: null,
      message: null,
    };
  });

  const database = db();
  const statements: BatchItem<"sqlite">[] = [
    database
      .insert(csvImportBatches)
      .values({ id: batchId, createdBy: actor.id, fileName: fileName.slice(0, 200), rowCount: staged.length, contentHash }),
  ];
  for (let i = 0; i < staged.length; i += ROWS_PER_INSERT)
    statements.push(database.insert(csvImportRows).values(staged.slice(i, i + ROWS_PER_INSERT)));
  statements.push(
    auditEntry(actor, {
      action: "csv_import.stage",
      targetType: "csv_import_batch",
      targetId: batchId,
      summary: `Staged ${plural(staged.length, "row")} from ${fileName.slice(0, 200)}`,
    }),
  );
  // One batch is one transaction: the file is staged whole or not at all.
  await database.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  const fileWarning = earlier
    ? CSV_ROW_WARNINGS.fileStagedBefore(
        earlier.fileName,
        earlier.createdAt.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) + " UTC",
      )
    : undefined;
  return { ok: true, batchId, staged: staged.length, ...counts, skipped: parsed.rows.length - named.length, stagedBefore, fileWarning };
}

export type BatchSummary = { id: string; fileName: string; rowCount: number; createdAt: Date };

export async function recentBatches(limit = 10): Promise<BatchSummary[]> {
  return db()
    .select({
      id: csvImportBatches.id,
      fileName: csvImportBatches.fileName,
      rowCount: csvImportBatches.rowCount,
      createdAt: csvImportBatches.createdAt,
    })
    .from(csvImportBatches)
    .orderBy(desc(csvImportBatches.createdAt), desc(csvImportBatches.id))
    .limit(limit);
}

export async function findBatch(batchId: string): Promise<BatchSummary | undefined> {
  return db()
    .select({
      id: csvImportBatches.id,
      fileName: csvImportBatches.fileName,
      rowCount: csvImportBatches.rowCount,
      createdAt: csvImportBatches.createdAt,
    })
    .from(csvImportBatches)
    .where(eq(csvImportBatches.id, batchId))
    .get();
}

export type BatchProgress = Record<CsvRowStatus, number> & { total: number; reviewable: number; done: number };

/** How many rows of a batch are in each status; `done` of `reviewable` drives the progress bar. */
export async function batchProgress(batchId: string): Promise<BatchProgress> {
  const rows = await db()
    .select({ status: csvImportRows.status, n: count() })
    .from(csvImportRows)
    .where(eq(csvImportRows.batchId, batchId))
    .groupBy(csvImportRows.status);
  const by = { invalid: 0, duplicate: 0, pending: 0, approved: 0, rejected: 0 };
  for (const row of rows) by[row.status] = row.n;
  const reviewable = by.pending + by.approved + by.rejected;
  return { ...by, total: reviewable + by.invalid + by.duplicate, reviewable, done: by.approved + by.rejected };
}

export type StagedRow = {
  id: string;
  rowNumber: number;
  profile: CsvProfile;
  errors: string[];
  warnings: string[];
  status: CsvRowStatus;
  providerId: string | null;
  message: string | null;
};

function stagedRow(row: typeof csvImportRows.$inferSelect): StagedRow {
  return {
    id: row.id,
    rowNumber: row.rowNumber,
    profile: row.data as CsvProfile,
    errors: row.errors,
    warnings: row.warnings,
    status: row.status,
    providerId: row.providerId,
    message: row.message,
  };
}

export const ROWS_PER_PAGE = 50;

export async function batchRows(batchId: string, page: number): Promise<StagedRow[]> {
  const rows = await db()
    .select()
    .from(csvImportRows)
    .where(eq(csvImportRows.batchId, batchId))
    .orderBy(asc(csvImportRows.rowNumber))
    .limit(ROWS_PER_PAGE)
    .offset((page - 1) * ROWS_PER_PAGE);
  return rows.map(stagedRow);
}

/** Every row of a batch, for the export. */
export async function allBatchRows(batchId: string): Promise<StagedRow[]> {
  const rows = await db().select().from(csvImportRows).where(eq(csvImportRows.batchId, batchId)).orderBy(asc(csvImportRows.rowNumber));
  return rows.map(stagedRow);
}

export const ROW_NOT_FOUND = "This import row no longer exists.";
export const notPending = (name: string, status: CsvRowStatus) =>
  status === "approved" || status === "rejected"
    ? `${name} has already been ${status === "approved" ? "approved" : "denied"}.`
    : `${name} has ${status === "duplicate" ? "a duplicate" : "errors"} and cannot be approved or denied.`;

export type ReviewOutcome =
  { ok: true; name: string; providerId?: string; leadTracked?: boolean } | { ok: false; status: number; message: string };

async function loadRow(rowId: string) {
  const row = await db().select().from(csvImportRows).where(eq(csvImportRows.id, rowId)).get();
  if (!row) return undefined;
  const batch = await findBatch(row.batchId);
  return { row: stagedRow(row), fileName: batch?.fileName ?? "a CSV file" };
}

/** What approving a row writes besides the provider and its lead: the row's new status and the audit entry. */
function approvalStatements(actor: AuditActor, row: StagedRow, fileName: string, providerId: string) {
  const database = db();
  return [
    database
      .update(csvImportRows)
      .set({ status: "approved", providerId, message: null })
      .where(and(eq(csvImportRows.id, row.id), eq(csvImportRows.status, "pending"))),
    auditEntry(actor, {
      action: "csv_row.approve",
      targetType: "provider",
      targetId: providerId,
      summary: `Approved ${row.profile.name} (row ${row.rowNumber} of ${fileName})`,
    }),
  ];
}

function intakeProfile(row: StagedRow) {
  const { sourceId: _sourceId, invalid: _invalid, ...profile } = row.profile;
  return profile;
}

/** A row the approval refused (issue 45 items 1 and 2): a duplicate of a stored provider, or one that cannot be listed. */
function refusedStatement(rowId: string, refusal: IntakeRefusal) {
  return db()
    .update(csvImportRows)
    .set({ status: refusal.duplicateOf ? "duplicate" : "invalid", errors: [refusal.message], duplicateOf: refusal.duplicateOf?.id ?? null })
    .where(and(eq(csvImportRows.id, rowId), eq(csvImportRows.status, "pending")));
}

/** Approves one pending row: the provider (verified) and its approved lead, the row's status and the audit entry in one batch. */
async function approveLoaded(actor: AuditActor, row: StagedRow, fileName: string): Promise<ReviewOutcome> {
  const name = row.profile.name;
  const providerId = intakeProviderId("csv", row.id);
  try {
    const outcome = await approveIntake(intakeProfile(row), {
      providerId,
      source: "csv",
      alongside: approvalStatements(actor, row, fileName, providerId),
    });
    if (isRefusal(outcome)) {
      await refusedStatement(row.id, outcome);
      return { ok: false, status: 409, message: outcome.message };
    }
    return { ok: true, name, providerId, leadTracked: outcome.leadTracked };
  } catch (error) {
    console.error("csv row approval failed", error);
    return { ok: false, status: 500, message: CSV_MESSAGES.approveFailed(name, error instanceof Error ? error.message : String(error)) };
  }
}

/**
 * Approves many pending rows in one D1 batch: their providers and leads, one statement for the
 * rows' statuses and one audit entry for the round (an Approve All is one admin action; its
 * summary names the rows). Should the batch fail, the rows are approved one by one, each with its
 * own outcome and audit entry.
 */
async function approveManyLoaded(actor: AuditActor, rows: StagedRow[], batchId: string, fileName: string): Promise<ReviewOutcome[]> {
  const database = db();
  const providerIdPrefix = intakeProviderId("csv", "");
  try {
    const outcomes = await approveIntakesTogether(
      rows.map((row) => ({ profile: intakeProfile(row), providerId: intakeProviderId("csv", row.id) })),
      "csv",
      (outcomes) => {
        const accepted = rows.filter((_, i) => !isRefusal(outcomes[i]!));
        const refused = rows.flatMap((row, i) => {
          const outcome = outcomes[i]!;
          return isRefusal(outcome) ? [refusedStatement(row.id, outcome)] : [];
        });
        if (accepted.length === 0) return refused;
        return [
          database
            .update(csvImportRows)
            .set({ status: "approved", providerId: sql`${providerIdPrefix} || ${csvImportRows.id}`, message: null })
            .where(
              and(
                inArray(
                  csvImportRows.id,
                  accepted.map((row) => row.id),
                ),
                eq(csvImportRows.status, "pending"),
              ),
            ),
          ...refused,
          auditEntry(actor, {
            action: "csv_import.approve_all",
            targetType: "csv_import_batch",
            targetId: batchId,
            summary:
              `Approved ${plural(accepted.length, "row")} of ${fileName} (rows ${accepted.map((row) => row.rowNumber).join(", ")})`.slice(
                0,
                2000,
              ),
          }),
        ];
      },
    );
    return outcomes.map((outcome) =>
      isRefusal(outcome)
        ? { ok: false, status: 409, message: outcome.message }
        : { ok: true, name: outcome.name, providerId: outcome.providerId, leadTracked: true },
    );
  } catch (error) {
    console.error("bulk approval failed; approving row by row", error);
    const outcomes: ReviewOutcome[] = [];
    for (const row of rows) outcomes.push(await approveLoaded(actor, row, fileName));
    return outcomes;
  }
}

export async function approveRow(actor: AuditActor, rowId: string): Promise<ReviewOutcome> {
  const loaded = await loadRow(rowId);
  if (!loaded) return { ok: false, status: 404, message: ROW_NOT_FOUND };
  if (loaded.row.status !== "pending") return { ok: false, status: 409, message: notPending(loaded.row.profile.name, loaded.row.status) };
  return approveLoaded(actor, loaded.row, loaded.fileName);
}

/** Denies one pending row: only its status changes (§4), with the audit entry, in one batch. */
export async function denyRow(actor: AuditActor, rowId: string): Promise<ReviewOutcome> {
  const loaded = await loadRow(rowId);
  if (!loaded) return { ok: false, status: 404, message: ROW_NOT_FOUND };
  const { row, fileName } = loaded;
  if (row.status !== "pending") return { ok: false, status: 409, message: notPending(row.profile.name, row.status) };
  const database = db();
  await database.batch([
    database
      .update(csvImportRows)
      .set({ status: "rejected" })
      .where(and(eq(csvImportRows.id, row.id), eq(csvImportRows.status, "pending"))),
    auditEntry(actor, {
      action: "csv_row.deny",
      targetType: "csv_import_row",
      targetId: row.id,
      summary: `Denied ${row.profile.name} (row ${row.rowNumber} of ${fileName})`,
    }),
  ]);
  return { ok: true, name: row.profile.name };
}

export type ApproveAllOutcome = {
  approved: string[];
  leadFailures: string[];
  failures: string[];
  progress: BatchProgress;
};

/** How many pending rows Approve All approves in one D1 batch (their ids and one status are bound in one statement: at most 99). */
const APPROVE_CHUNK = 90;

/**
 * Approve All (§4): the batch's pending rows, in row order, until none is left, `maxRows` were
 * tried or the time budget is spent (the browser then asks again, and its progress bar moves
 * between rounds). Rows are
 * approved 90 to a D1 batch; should a batch fail, its rows are approved one by one, so a failing
 * row never holds back the others.
 */
export async function approveAll(
  actor: AuditActor,
  batchId: string,
  { budgetMs, maxRows = Number.POSITIVE_INFINITY }: { budgetMs: number; maxRows?: number },
): Promise<ApproveAllOutcome> {
  const batch = await findBatch(batchId);
  const fileName = batch?.fileName ?? "a CSV file";
  const started = Date.now();
  const outcome: Omit<ApproveAllOutcome, "progress"> = { approved: [], leadFailures: [], failures: [] };
  // Rows are read in row order after the last one tried, so a row that failed is not retried in this request.
  let after = 0;
  let done = 0;
  // Workers advance the clock only across I/O, so the row cap, not the clock alone, ends a round.
  while (batch && Date.now() - started < budgetMs && done < maxRows) {
    const pending = (
      await db()
        .select()
        .from(csvImportRows)
        .where(and(eq(csvImportRows.batchId, batchId), eq(csvImportRows.status, "pending"), gt(csvImportRows.rowNumber, after)))
        .orderBy(asc(csvImportRows.rowNumber))
        .limit(Math.min(APPROVE_CHUNK, maxRows - done))
    ).map(stagedRow);
    done += pending.length;
    if (pending.length === 0) break;
    after = pending[pending.length - 1]!.rowNumber;
    const results = await approveManyLoaded(actor, pending, batchId, fileName);
    for (const result of results) {
      if (!result.ok) outcome.failures.push(result.message);
      else {
        outcome.approved.push(result.providerId!);
        if (!result.leadTracked) outcome.leadFailures.push(result.name);
      }
    }
  }
  return { ...outcome, progress: await batchProgress(batchId) };
}

/**
 * A CSV named by URL, fetched by the crawler's safe fetch (http(s) only, private and metadata
 * addresses refused on every hop, size and time capped). Its decoder replaces bytes that are not
 * UTF-8 with U+FFFD, which this refuses as the upload path refuses invalid UTF-8.
 */
export async function fetchCsv(
  url: string,
  options: CrawlOptions = {},
): Promise<{ ok: true; text: string; fileName: string } | { ok: false; message: string }> {
  try {
    // This Worker's crawler settings (the test-only allow-list, the name lookups), then the caller's.
    const page = await fetchPage(url, { ...crawlOptionsFrom(env), ...options, document: "csv" });
    if (page.html.includes("\uFFFD")) return { ok: false, message: CSV_MESSAGES.importFailed(CSV_FILE_PROBLEMS.notUtf8) };
    const last = new URL(page.url).pathname.split("/").pop() ?? "";
    let fileName = last;
    try {
      fileName = decodeURIComponent(last);
    } catch {
      // keep the encoded name
    }
    return { ok: true, text: page.html, fileName: fileName || new URL(page.url).host };
  } catch (error) {
    if (error instanceof CrawlError) return { ok: false, message: CSV_MESSAGES.importFailed(error.message) };
    console.error("csv url fetch failed", error);
    return { ok: false, message: CSV_MESSAGES.readError };
  }
}
