// A QR code drawn inline (see server/crypto/qr-vector): part of the page's first paint.
import type { QrVector } from "@/server/crypto/qr-vector";

export function QrCode({ qr, label, testId }: { qr: QrVector; label: string; testId: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      width={256}
      height={256}
      shapeRendering="crispEdges"
      className="mx-auto aspect-square h-auto w-full max-w-64 bg-white"
      data-testid={testId}
    >
      <path d={qr.path} stroke="#000" strokeWidth={1} fill="none" />
    </svg>
  );
}
