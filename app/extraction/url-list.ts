/**
 * The URL list of an extraction job, from an uploaded CSV or pasted text (requirements 002 §5:
 * "only values starting with http are kept"): every cell or word that starts with http is a
 * candidate; one that is not a valid http(s) URL is reported as malformed, a repeat (after
 * normalising, e.g. `HTTP://Example.com` = `http://example.com/`) as a duplicate.
 */
import Papa from "papaparse";

export type UrlList = { urls: string[]; duplicates: string[]; malformed: string[] };

/** Requirements 002 §5: a CSV type or a name ending in .csv. */
export function isCsvFile(file: { name: string; type: string }): boolean {
  return /csv/i.test(file.type) || file.name.toLowerCase().endsWith(".csv");
}

function candidatesFromCsv(text: string): string[] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: true });
  return parsed.data.flat().map((cell) => String(cell ?? "").trim());
}

function candidatesFromText(text: string): string[] {
  return text.split(/[\s,;]+/).map((word) => word.trim());
}

export function urlList(values: string[]): UrlList {
  const urls: string[] = [];
  const duplicates: string[] = [];
  const malformed: string[] = [];
  const seen = new Set<string>();
  for (const value of values) {
    if (!/^http/i.test(value)) continue;
    let normal: string;
    try {
      const url = new URL(value);
      if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname || !/^https?:\/\//i.test(value))
        throw new Error("not http");
      normal = url.href;
    } catch {
      malformed.push(value);
      continue;
    }
    if (seen.has(normal)) duplicates.push(value);
    else {
      seen.add(normal);
      urls.push(normal);
    }
  }
  return { urls, duplicates, malformed };
}

/** The URLs of an uploaded CSV's cells and of pasted text together. */
export function parseUrlInput(input: { csv?: string; text?: string }): UrlList {
  return urlList([...(input.csv ? candidatesFromCsv(input.csv) : []), ...(input.text ? candidatesFromText(input.text) : [])]);
}
