// The local TRON HTTP API the Playwright server watches (TRON_API_URL): started by
// playwright.config.ts beside the app; tests pay through its /__control/ calls.
import { startFakeTronApi } from "@/server/testing/fake-tron-api";

const port = Number(process.argv[2] ?? 3150);
const api = await startFakeTronApi({ control: true, port, solidityLag: 3 });
// A block every 3 s, as TRON makes them, so confirmations advance on their own.
setInterval(() => api.mine(1), 3_000);
console.log(`fake TRON API on ${api.url}`);
