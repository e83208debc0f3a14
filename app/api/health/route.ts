// GET /api/health - 200 when the database answers, 503 when it does not (for load balancers)
import { checkHealth } from "@/server/health";
import { methodNotAllowed } from "@/server/rest/method-not-allowed";

export const dynamic = "force-dynamic";

export async function GET() {
  const health = await checkHealth();
  return Response.json(health, { status: health.status === "ok" ? 200 : 503, headers: { "cache-control": "no-store" } });
}

const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
