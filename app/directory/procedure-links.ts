import { PROCEDURES, type Procedure } from "./procedures";

/** The catalogue procedure a specialty text refers to (case-insensitive substring, as the filters match). */
export function findProcedureByName(specialty: string): Procedure | undefined {
  const lower = specialty.toLowerCase();
  return PROCEDURES.find((p) => lower.includes(p.match.toLowerCase()));
}
