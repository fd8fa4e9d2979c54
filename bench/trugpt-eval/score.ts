/** The evaluation's tally: per engine and property, the cases checked and passed, and the table it prints. */
import { PROPERTIES, type Property, type Verdicts } from "./checks";

export type CaseResult = { id: string; verdicts: Verdicts; error?: string; answer?: string };
export type Score = Record<Property, { checked: number; passed: number }>;

/** The bar of issue 37: the offline engine passes every property in at least this share of the cases it applies to. */
export const PASS_BAR = 0.95;

export function tally(results: CaseResult[]): Score {
  const score = Object.fromEntries(PROPERTIES.map((p) => [p, { checked: 0, passed: 0 }])) as Score;
  for (const { verdicts } of results)
    for (const property of PROPERTIES) {
      const verdict = verdicts[property];
      if (!verdict) continue;
      score[property].checked++;
      if (verdict.pass) score[property].passed++;
    }
  return score;
}

/** The cases every applicable check passed (and whose conversation was sent without an error). */
export function casesRight(results: CaseResult[]): number {
  return results.filter(({ verdicts, error }) => !error && PROPERTIES.every((p) => verdicts[p]?.pass !== false)).length;
}

export const share = ({ checked, passed }: { checked: number; passed: number }) => (checked ? passed / checked : 1);

/** The properties below the bar. */
export function belowBar(score: Score): Property[] {
  return PROPERTIES.filter((p) => share(score[p]) < PASS_BAR);
}

const percent = (s: { checked: number; passed: number }) => `${(share(s) * 100).toFixed(1)}%`;

/** A Markdown table: a row per property some case checked, for each engine its passed/checked and %. */
export function scoreTable(scores: Record<string, Score>): string {
  const engines = Object.keys(scores);
  const header = `| property | ${engines.map((e) => `${e}: passed / checked | ${e}: %`).join(" | ")} |`;
  const rule = `|---|${engines.map(() => "---:|---:").join("|")}|`;
  const checked = PROPERTIES.filter((p) => engines.some((e) => scores[e]![p].checked > 0));
  const rows = checked.map(
    (p) => `| ${p} | ${engines.map((e) => `${scores[e]![p].passed} / ${scores[e]![p].checked} | ${percent(scores[e]![p])}`).join(" | ")} |`,
  );
  return [header, rule, ...rows].join("\n");
}

/** One line per failed property of a case: what the engine got wrong. */
export function failures(results: CaseResult[]): string[] {
  return results.flatMap(({ id, verdicts, error, answer }) => {
    const failed = PROPERTIES.flatMap((p) => (verdicts[p] && !verdicts[p].pass ? [`${id} ${p}: ${verdicts[p].why}`] : []));
    if (!failed.length && !error) return [];
    const excerpt = (answer ?? "").replace(/\s+/g, " ").slice(0, 140);
    return [
      ...(error ? [`${id}: send failed: ${error}`] : []),
      ...failed,
      `    answered: "${excerpt}${(answer ?? "").length > 140 ? "…" : ""}"`,
    ];
  });
}
