// GET /api/openapi.json - the OpenAPI 3.1 document of the REST API
import { buildOpenApiDocument } from "@/server/openapi/openapi";
import { methodNotAllowed } from "@/server/rest/method-not-allowed";

export const dynamic = "force-dynamic";

export function GET() {
  return Response.json(buildOpenApiDocument(), { headers: { "access-control-allow-origin": "*" } });
}

const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
