import { apiRoute } from "@/lib/http/api-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { isValidToken, presentedToken } from "@/lib/security/token";

export const dynamic = "force-dynamic";

/** `GET /api/auth`: whether this browser (or script) holds the access token. */
export const GET = apiRoute({ token: false }, (request) =>
  Response.json({ authenticated: isValidToken(presentedToken(request.headers)) }),
);

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods({ GET });
