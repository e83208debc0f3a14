// The answer of a logo route: the image, cached for a day (the page asks with the logo's version in
// the address, ?v=, so a new logo is a new address), or 404.
type Logo = { image: Buffer | Uint8Array; contentType: string };

/** Only a handle that could name something is looked up: at most 64 characters and no NUL. */
export const isLookableHandle = (handle: string) => handle.length <= 64 && !handle.includes("\0");

export function logoResponse(logo: Logo | null): Response {
  if (!logo) return new Response(null, { status: 404 });
  return new Response(new Uint8Array(logo.image), {
    headers: { "content-type": logo.contentType, "cache-control": "public, max-age=86400" },
  });
}
