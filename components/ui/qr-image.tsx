/** A QR code PNG rendered by the server (base64 without a data: prefix). */
export function QrImage({ png, alt, className = "mx-auto w-56" }: { png: string; alt: string; className?: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a data URI; next/image adds nothing here
    <img src={`data:image/png;base64,${png}`} alt={alt} className={className} />
  );
}
