// QR images for requests (base64 PNG, see ./qr-image), drawn on a worker thread: the server's main
// thread is what bounds creates per second while the machine has another core, and drawing a symbol
// and its PNG is a real share of a create's work there (measured in docs/performance.md).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { QrJob, QrResult } from "./qr-worker";

type Waiting = { resolve: (image: string) => void; reject: (error: Error) => void };

class QrThread {
  private worker: Worker | undefined;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 0;

  /** Starts the thread now rather than on the first drawing. */
  warm() {
    if (!this.worker) this.start();
  }

  draw(text: string): Promise<string> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      // An idle thread must not keep a script from exiting; a drawing must.
      if (this.waiting.size === 1) worker.ref();
      worker.postMessage({ id, text } satisfies QrJob);
    });
  }

  private start(): Worker {
    const worker = newQrWorker();
    worker.unref();
    worker.on("message", (result: QrResult) => {
      const waiting = this.waiting.get(result.id);
      if (!waiting) return;
      this.waiting.delete(result.id);
      if (this.waiting.size === 0) worker.unref();
      if ("image" in result) waiting.resolve(result.image);
      else waiting.reject(new Error(`QR drawing failed: ${result.error}`));
    });
    worker.on("error", (error) => this.stop(worker, error));
    worker.on("exit", (code) => this.stop(worker, new Error(`the QR worker thread exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }

  /** The thread is gone: its drawings fail, and the next one starts a new thread. */
  private stop(worker: Worker, error: Error) {
    if (this.worker !== worker) return;
    this.worker = undefined;
    for (const waiting of this.waiting.values()) waiting.reject(error);
    this.waiting.clear();
  }
}

/**
 * In the app, the bundler gives the thread its own bundled entry. Elsewhere (tests, tsx scripts) the
 * entry is TypeScript source, which Node loads through tsx's require hook.
 */
function newQrWorker(): Worker {
  // Not configuration: the bundler writes the runtime's name in here (as in instrumentation.ts).
  // eslint-disable-next-line no-restricted-syntax
  if (process.env.NEXT_RUNTIME === "nodejs") return new Worker(new URL("./qr-worker.ts", import.meta.url));
  const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), "qr-worker.ts");
  return new Worker(`require("tsx/cjs"); require(${JSON.stringify(entry)});`, { eval: true });
}

// One thread per process, although the server's bundles may each hold a copy of this module.
const threadKey = Symbol.for("ponte.qr-thread");
const holder = globalThis as typeof globalThis & { [threadKey]?: QrThread };
const thread = (holder[threadKey] ??= new QrThread());

/** Starts the QR thread at server start, so the first payment after a start does not wait for it. */
export function warmQrThread() {
  thread.warm();
}

/** The QR image of `text` as base64 PNG text, drawn on the QR worker thread. */
export function qrPngBase64(text: string): Promise<string> {
  return thread.draw(text);
}
