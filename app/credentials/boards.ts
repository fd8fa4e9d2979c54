/**
 * The US certification boards a practice may name for its board certification (issue 36 item 3):
 * the ABMS member boards of the specialties the directory lists, the other recognized boards of
 * decision 032's specialty list, and "Other" (the practice names it in the specialty text).
 */
export const CREDENTIAL_BOARDS = [
  { code: "ABPS", name: "American Board of Plastic Surgery" },
  { code: "ABFPRS", name: "American Board of Facial Plastic and Reconstructive Surgery" },
  { code: "ABD", name: "American Board of Dermatology" },
  { code: "ABOto", name: "American Board of Otolaryngology – Head and Neck Surgery" },
  { code: "ABOS", name: "American Board of Orthopaedic Surgery" },
  { code: "ABS", name: "American Board of Surgery" },
  { code: "ABO", name: "American Board of Ophthalmology" },
  { code: "ABOG", name: "American Board of Obstetrics and Gynecology" },
  { code: "ABIM", name: "American Board of Internal Medicine" },
  { code: "ABFM", name: "American Board of Family Medicine" },
  { code: "ABCS", name: "American Board of Cosmetic Surgery" },
  { code: "PSNCB", name: "Plastic Surgical Nursing Certification Board" },
  { code: "NBHWC", name: "National Board for Health & Wellness Coaching" },
  { code: "OTHER", name: "Other" },
] as const;

export type BoardCode = (typeof CREDENTIAL_BOARDS)[number]["code"];
export const BOARD_CODES = CREDENTIAL_BOARDS.map((b) => b.code) as [BoardCode, ...BoardCode[]];

/** The board's name for a stored code (an unknown code reads as itself). */
export function boardName(code: string): string {
  return CREDENTIAL_BOARDS.find((b) => b.code === code)?.name ?? code;
}
