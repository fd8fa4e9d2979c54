/**
 * "Board certified" means what a patient reads it to mean (issue 31): certified by the board of
 * the provider's own specialty, the one its provider type names. A plastic surgeon counts with the
 * American Board of Plastic Surgery, not with a cosmetic-surgery board or the American Board of
 * Surgery (general surgery: a bariatric surgeon's board). Types without a specialty board (spas,
 * wellness centres, recovery homes, nutritionists) never count. The search filter
 * (search.server.ts), the card and the profile all use this one list, so a card says
 * "Board certified: {board}" exactly when the filter keeps it.
 */
import type { ProviderType } from "~/db/schema";

type SpecialtyBoard = {
  /** The board's name, as the card and the profile show it. */
  board: string;
  /** Texts that name it in a listing's certifications (case-insensitive substrings). */
  names: string[];
};

const board = (name: string, ...aliases: string[]): SpecialtyBoard => ({ board: name, names: [name, ...aliases] });

export const SPECIALTY_BOARDS: Partial<Record<ProviderType, SpecialtyBoard[]>> = {
  "board-certified-plastic-surgeon": [board("American Board of Plastic Surgery")],
  "cosmetic-surgeon": [
    board("American Board of Cosmetic Surgery"),
    board("American Board of Plastic Surgery"),
    board("American Board of Facial Plastic and Reconstructive Surgery", "American Board of Facial Plastic & Reconstructive Surgery"),
  ],
  "bariatric-surgeon": [board("American Board of Surgery")],
  dermatologist: [board("American Board of Dermatology")],
  // CANS, the aesthetic nurse's specialty certification, is awarded by this board.
  "aesthetic-nurse": [board("Plastic Surgical Nursing Certification Board", "Certified Aesthetic Nurse Specialist")],
  "health-coach": [board("National Board for Health & Wellness Coaching", "National Board for Health and Wellness Coaching")],
};

/** The board of the provider's specialty that its certifications name, if any. */
export function specialtyBoard(type: ProviderType, certifications: readonly string[]): string | undefined {
  const text = certifications.join("\n").toLowerCase();
  return SPECIALTY_BOARDS[type]?.find((b) => b.names.some((name) => text.includes(name.toLowerCase())))?.board;
}

/** What the "Board certified" filter checks, in words, for the chosen provider type (or any). */
export function boardFilterHint(type: ProviderType | undefined, typeLabel: string | undefined): string {
  if (!type) return "By the board of each provider's specialty, e.g. the American Board of Plastic Surgery for plastic surgeons";
  const boards = SPECIALTY_BOARDS[type]?.map((b) => `the ${b.board}`);
  if (!boards?.length) return `${typeLabel ?? "This provider type"} listings have no specialty board`;
  const list = boards.length > 1 ? `${boards.slice(0, -1).join(", ")} or ${boards.at(-1)}` : boards[0];
  return `By ${list}`;
}

/** A provider with its specialty board named (`board`), for a card. */
export function withBoard<T extends { type: ProviderType; boardCertifications: string[]; certifications: string[] }>(
  provider: T,
): T & { board?: string } {
  const named = specialtyBoard(provider.type, [...provider.boardCertifications, ...provider.certifications]);
  return named ? { ...provider, board: named } : provider;
}
