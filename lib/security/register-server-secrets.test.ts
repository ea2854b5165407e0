import { describe, expect, it } from "vitest";
import { registerServerSecrets } from "@/lib/security/register-server-secrets";
import { knownSecrets } from "@/lib/security/secret-registry";

describe("registerServerSecrets with placeholders", () => {
  it("leaves out [redacted] and values holding a variable, which stand for secrets", () => {
    registerServerSecrets([
      {
        name: "remote",
        transport: "streamable-http",
        url: "http://127.0.0.1:9/mcp",
        headers: { Authorization: `Bearer \${input:token}`, "X-Key": "[redacted]" },
      },
      {
        name: "local",
        transport: "stdio",
        command: "node",
        env: { HOME_DIR: `\${env:HOME}/data`, TOKEN: "[redacted]", REAL_TOKEN: "real-secret-0004" },
      },
    ]);
    const secrets = knownSecrets();
    expect(secrets).toContain("real-secret-0004");
    expect(secrets).not.toContain("[redacted]");
    expect(secrets).not.toContain(`\${input:token}`);
    expect(secrets).not.toContain(`Bearer \${input:token}`);
    expect(secrets).not.toContain(`\${env:HOME}/data`);
  });
});
