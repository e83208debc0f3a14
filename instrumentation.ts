// Runs once per server process: seed the embedded demo (first start only) and start the scheduler.
// An invalid configuration ends the process here: Next.js would otherwise log the error, say
// "Ready" and answer every request with a plain 500.
export async function register() {
  // The Node.js branch only, in the form Next.js drops from the Edge bundle.
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { isConfigurationError } = await import("@/kernel/configuration-error");
    try {
      const { startServer } = await import("@/server/startup");
      await startServer();
    } catch (error) {
      if (!isConfigurationError(error)) throw error;
      console.error(error.message);
      process.exit(1);
    }
  }
}
