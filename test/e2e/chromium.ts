/** Debian's Chromium, as every browser test and benchmark here launches it (no browser download). */

/** The full browser (Lighthouse runs in it). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/**
 * The end-to-end tests' browser: Debian's headless build of the same Chromium (apt package
 * chromium-headless-shell), the same engine without the desktop browser around it.
 */
export const E2E_CHROMIUM_PATH = process.env.E2E_CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

/** Playwright's own switches cover the rest; these keep Chromium off the network and the GPU. */
export const E2E_CHROMIUM_ARGS = ["--disable-gpu", "--disable-quic", "--disable-dev-shm-usage", "--no-first-run"];
