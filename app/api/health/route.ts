import { apiRoute } from "@/lib/http/api-route";
import packageJson from "@/package.json";

/** `GET /api/health`: whether Loupe is up, and which version. */
export const GET = apiRoute({ token: false }, () =>
  Response.json({ ok: true, version: packageJson.version }),
);
