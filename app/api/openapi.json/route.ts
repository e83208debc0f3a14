// GET /api/openapi.json - the OpenAPI 3.1 document of the REST API
import { buildOpenApiDocument } from "@/server/rest/openapi";

export const dynamic = "force-dynamic";

export function GET() {
  return Response.json(buildOpenApiDocument(), { headers: { "access-control-allow-origin": "*" } });
}
