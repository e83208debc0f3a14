// GET /api/health - 200 when the database answers, 503 when it does not (for load balancers)
import { checkHealth } from "@/server/health";

export const dynamic = "force-dynamic";

export async function GET() {
  const health = await checkHealth();
  return Response.json(health, { status: health.status === "ok" ? 200 : 503, headers: { "cache-control": "no-store" } });
}
