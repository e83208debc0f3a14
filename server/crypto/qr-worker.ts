// The QR worker thread's entry (see ./qr): draws each image it is sent and posts it back.
import { parentPort } from "node:worker_threads";
import { drawQrPngBase64 } from "./qr-image";

export type QrJob = { id: number; text: string };
export type QrResult = { id: number; image: string } | { id: number; error: string };

parentPort?.on("message", ({ id, text }: QrJob) => {
  try {
    parentPort?.postMessage({ id, image: drawQrPngBase64(text) } satisfies QrResult);
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies QrResult);
  }
});
