import { afterEach, describe, expect, it } from "vitest";
import { PROVIDER_KEY_VARIABLES } from "@/lib/providers/provider-key-variables";
import { registerServerSecrets } from "@/lib/security/register-server-secrets";
import { knownSecrets, MIN_SECRET_LENGTH, registerSecret } from "@/lib/security/secret-registry";
import { accessToken } from "@/lib/security/token";

describe("the secret registry", () => {
  const saved = Object.fromEntries(PROVIDER_KEY_VARIABLES.map((name) => [name, process.env[name]]));
  afterEach(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it("keeps registered values process-wide, longest first", () => {
    registerSecret("registered-secret-1");
    registerSecret("registered-secret-1-and-longer");
    const secrets = knownSecrets();
    expect(secrets).toEqual(
      expect.arrayContaining(["registered-secret-1", "registered-secret-1-and-longer"]),
    );
    expect(secrets.indexOf("registered-secret-1-and-longer")).toBeLessThan(
      secrets.indexOf("registered-secret-1"),
    );
    const lengths = secrets.map((secret) => secret.length);
    expect(lengths).toEqual([...lengths].sort((left, right) => right - left));
  });

  it("ignores values shorter than MIN_SECRET_LENGTH, so ordinary words are never masked", () => {
    registerSecret("x".repeat(MIN_SECRET_LENGTH - 1));
    registerSecret("true");
    registerSecret("");
    registerSecret(undefined);
    expect(knownSecrets()).not.toContain("x".repeat(MIN_SECRET_LENGTH - 1));
    expect(knownSecrets()).not.toContain("true");
    expect(knownSecrets()).not.toContain("");
    registerSecret("y".repeat(MIN_SECRET_LENGTH));
    expect(knownSecrets()).toContain("y".repeat(MIN_SECRET_LENGTH));
  });

  it("includes every provider key set in the environment, read when asked", () => {
    const env = {
      OPENAI_API_KEY: "openai-key-0001",
      ANTHROPIC_API_KEY: " anthropic-key-0002 ",
      OPENROUTER_API_KEY: "openrouter-key-0003",
      DEEPSEEK_API_KEY: "deepseek-key-0004",
      LOUPE_KEY_GATEWAY: "gateway-key-0005",
      GITHUB_TOKEN: "not-a-provider-key-0006",
    };
    expect(knownSecrets(env)).toEqual(
      expect.arrayContaining([
        "openai-key-0001",
        "anthropic-key-0002",
        "openrouter-key-0003",
        "deepseek-key-0004",
        "gateway-key-0005",
      ]),
    );
    expect(knownSecrets(env)).not.toContain("not-a-provider-key-0006");
    process.env.OPENAI_API_KEY = "set-after-start-0005";
    expect(knownSecrets()).toContain("set-after-start-0005");
  });

  it("includes the access token", () => {
    expect(knownSecrets()).toContain(accessToken());
  });

  it("answers the same frozen list while the secrets stay the same, a new one when a key is added", () => {
    const before = knownSecrets();
    expect(Object.isFrozen(before)).toBe(true);
    expect(knownSecrets()).toBe(before);
    registerSecret("settings-key-added-0007");
    const afterRegistering = knownSecrets();
    expect(afterRegistering).not.toBe(before);
    expect(afterRegistering).toContain("settings-key-added-0007");
    process.env.OPENAI_API_KEY = "environment-key-changed-0008";
    expect(knownSecrets()).toContain("environment-key-changed-0008");
    expect(knownSecrets()).not.toBe(afterRegistering);
  });
});

describe("registerServerSecrets", () => {
  it("registers secret-named and marked values, credentials after an auth scheme and URL passwords", () => {
    registerServerSecrets([
      {
        name: "remote",
        transport: "streamable-http",
        url: "http://user:url-pass%2Fword@127.0.0.1:9/mcp",
        headers: {
          authorization: "Bearer header-token-0001",
          "x-team": "team-secret-0002",
          "x-trace": "Token trace-credential-0005",
          "x-marked": "marked-value-0006",
          "content-type": "application/json",
        },
        secretHeaders: ["X-Marked"],
      },
      {
        name: "local",
        transport: "stdio",
        command: "node",
        env: {
          PROBE_TOKEN: "env-secret-0003",
          SHORT: "dev",
          HOME: "/home/me/project",
          DATABASE_URL: "postgres://me:db-password-0007@127.0.0.1/db",
        },
      },
      { name: "weather", transport: "demo" },
    ]);
    const secrets = knownSecrets();
    expect(secrets).toEqual(
      expect.arrayContaining([
        "header-token-0001",
        "trace-credential-0005",
        "marked-value-0006",
        "env-secret-0003",
        "url-pass/word",
        "db-password-0007",
      ]),
    );
    expect(secrets).not.toContain("Bearer header-token-0001");
    expect(secrets).not.toContain("Token trace-credential-0005");
    expect(secrets).not.toContain("postgres://me:db-password-0007@127.0.0.1/db");
    expect(secrets).not.toContain("dev");
    expect(secrets).not.toContain("team-secret-0002");
    expect(secrets).not.toContain("/home/me/project");
    expect(secrets).not.toContain("application/json");
  });
});
