// Reads a JSON body, refusing more than the limit before buffering it all.
import { AppError } from "@/kernel/errors";

export const BODY_LIMIT_BYTES = 64 * 1024;

export async function readJsonBody(request: Request, limit = BODY_LIMIT_BYTES): Promise<{ value: unknown; text: string }> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw new AppError("payload_too_large");
  const contentType = request.headers.get("content-type");
  if (contentType && !/^application\/([\w.+-]+\+)?json\b/i.test(contentType)) {
    throw new AppError("unsupported_media_type");
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel();
        throw new AppError("payload_too_large");
      }
      chunks.push(value);
    }
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (text.trim() === "") return { value: undefined, text };
  try {
    return { value: JSON.parse(text) as unknown, text };
  } catch {
    throw new AppError("invalid_json");
  }
}
