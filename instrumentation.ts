// Runs once per server process: seed the embedded demo (first start only) and start the scheduler.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServer } = await import("@/server/startup");
  await startServer();
}
