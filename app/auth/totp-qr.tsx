/**
 * The authenticator app's QR code (issue 45 item 11), drawn as an SVG while the page renders on the
 * server, so it shows without any script. The key beside it stays the fallback for typing.
 */
import { qrPath, TOTP_QR_LABEL } from "./totp-qr-code";

export function TotpQrCode({ uri }: { uri: string }) {
  const { size, d } = qrPath(uri);
  return (
    <svg
      role="img"
      aria-label={TOTP_QR_LABEL}
      viewBox={`0 0 ${size} ${size}`}
      width={216}
      height={216}
      shapeRendering="crispEdges"
      className="rounded-lg border border-gray-200"
      data-testid="totp-qr"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
