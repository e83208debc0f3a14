// GET /api/openapi.json - the OpenAPI 3.1 document of the REST API
import { openApiDocumentJson } from "@/server/openapi/openapi";
import { methodNotAllowed } from "@/server/rest/method-not-allowed";

export const dynamic = "force-dynamic";

export function GET() {
  return new Response(openApiDocumentJson(), {
    headers: { "content-type": "application/json", "access-control-allow-origin": "*" },
  });
}

const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
