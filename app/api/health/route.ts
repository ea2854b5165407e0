import { apiRoute } from "@/lib/http/api-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import packageJson from "@/package.json";

/** `GET /api/health`: whether Loupe is up, and which version. */
export const GET = apiRoute({ token: false }, () =>
  Response.json({ ok: true, version: packageJson.version }),
);

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods({ GET });
