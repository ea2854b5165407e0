import { MAX_SERVER_NAME_CHARS } from "@/lib/servers/unique-server-name";

/**
 * A config file's key for a server as a name Loupe accepts (letters, digits, `_` and `-`,
 * starting with a letter or digit, no run of `_`, at most 64 characters): `github.com/org/repo` reads
 * `github-com-org-repo`. Empty when nothing of the key is usable.
 */
export function serverNameFromKey(key: string): string {
  return key
    .trim()
    .replace(/[^A-Za-z0-9_-]+/g, "-")
    .replace(/_{2,}/g, "_")
    .replace(/^[^A-Za-z0-9]+/, "")
    .slice(0, MAX_SERVER_NAME_CHARS)
    .replace(/-+$/, "");
}
