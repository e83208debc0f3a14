// Runs once per server process: seed the embedded demo (first start only) and start the scheduler.
// An invalid configuration ends the process here: Next.js would otherwise log the error, say
// "Ready" and answer every request with a plain 500.
import { isConfigurationError } from "@/server/configuration-error";

export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  try {
    const { startServer } = await import("@/server/startup");
    await startServer();
  } catch (error) {
    if (!isConfigurationError(error)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
