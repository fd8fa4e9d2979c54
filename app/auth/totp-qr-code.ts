/** The authenticator app's QR code as one SVG path (issue 45 item 11), encoded by `uqr`: no canvas, no script. */
import { encode } from "uqr";

/** Quiet zone around the code, in modules (the QR standard asks for 4). */
const MARGIN = 4;

export const TOTP_QR_LABEL = "QR code for your authenticator app: scan it with the app's camera, or type the key below.";

/** One path of 1×1 squares for the dark modules, in a viewBox of `size` with the quiet zone. */
export function qrPath(data: string): { size: number; d: string } {
  const { data: rows, size } = encode(data, { ecc: "M" });
  let d = "";
  rows.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x + MARGIN} ${y + MARGIN}h1v1h-1z`;
    }),
  );
  return { size: size + 2 * MARGIN, d };
}
