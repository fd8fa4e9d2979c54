/**
 * The texts of the Automated Web Extraction tab (requirements 002 §8 "Extraction", §9 limits),
 * shared by the actions, the page and the tests.
 */
export const MAX_URLS_PER_JOB = 500;

export const EXTRACTION_MESSAGES = {
  notCsv: "Please upload a CSV file",
  noUrls: "Please upload URLs first",
  tooMany: (count: number) => `At most ${MAX_URLS_PER_JOB} URLs per extraction job: this list has ${count}. Please split it.`,
  jobFailed: "Extraction job failed",
  createFailed: (message: string) => `Failed to create profile: ${message}`,
  approveFailed: "Failed to approve profile",
  leadFailed: (name: string) => `${name} was approved and its profile created (Lead tracking failed)`,
  noResults: "No results to download",
  duplicate: (name: string, location: string, id: string) => `Duplicate provider: ${name} already exists at ${location} (ID: ${id})`,
} as const;
