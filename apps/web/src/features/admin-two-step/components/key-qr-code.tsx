import { encode } from 'uqr';

/**
 * The key as a QR code for the authenticator app's camera: dark modules drawn as one path, with
 * the quiet border the scanners need, sharp at any size.
 */
export function KeyQrCode({ uri }: { uri: string }) {
  const { size, data } = encode(uri, { ecc: 'M', border: 2 });
  const modules = data
    .flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : '')))
    .join('');
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label="QR code of the key, for the authenticator app to scan"
      shapeRendering="crispEdges"
      className="size-48 rounded-lg bg-white ring-1 ring-line"
    >
      <path d={modules} fill="#111" />
    </svg>
  );
}
