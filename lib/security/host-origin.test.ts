import { afterEach, describe, expect, it } from "vitest";
import { hostName, isAllowedHost, isAllowedOrigin } from "@/lib/security/host-origin";

describe("isAllowedHost", () => {
  afterEach(() => {
    delete process.env.LOUPE_ALLOWED_HOSTS;
  });

  it("accepts loopback names with or without a port", () => {
    for (const host of [
      "localhost",
      "localhost:3000",
      "127.0.0.1:3000",
      "[::1]:3000",
      "app.localhost:3000",
    ]) {
      expect(isAllowedHost(host), host).toBe(true);
    }
  });

  it("refuses other names, including ones that merely start like a loopback name (DNS rebinding)", () => {
    for (const host of [
      "evil.example",
      "127.0.0.1.evil.example:3000",
      "localhost.evil.example",
      "192.168.1.5:3000",
      "localhost:3000@evil.example",
      "localhost/evil",
      "",
    ]) {
      expect(isAllowedHost(host), host).toBe(false);
    }
    expect(isAllowedHost(null)).toBe(false);
  });

  it("accepts a name listed in LOUPE_ALLOWED_HOSTS", () => {
    process.env.LOUPE_ALLOWED_HOSTS = "loupe.lan, other.lan";
    expect(isAllowedHost("loupe.lan:3000")).toBe(true);
    expect(isAllowedHost("third.lan")).toBe(false);
  });

  it("splits the port off IPv6 and named hosts", () => {
    expect(hostName("[::1]:3000")).toBe("[::1]");
    expect(hostName("LocalHost:80")).toBe("localhost");
  });
});

describe("isAllowedOrigin", () => {
  it("allows requests without an Origin (scripts, same-origin GETs)", () => {
    expect(isAllowedOrigin(null, "127.0.0.1:3000", "http:")).toBe(true);
  });

  it("allows the origin the request was sent to", () => {
    expect(isAllowedOrigin("http://127.0.0.1:3000", "127.0.0.1:3000", "http:")).toBe(true);
  });

  it("refuses another site, another port, an opaque origin and garbage", () => {
    expect(isAllowedOrigin("https://evil.example", "127.0.0.1:3000", "http:")).toBe(false);
    expect(isAllowedOrigin("http://127.0.0.1:4000", "127.0.0.1:3000", "http:")).toBe(false);
    expect(isAllowedOrigin("http://localhost:3000", "127.0.0.1:3000", "http:")).toBe(false);
    expect(isAllowedOrigin("null", "127.0.0.1:3000", "http:")).toBe(false);
    expect(isAllowedOrigin("not a url", "127.0.0.1:3000", "http:")).toBe(false);
    expect(isAllowedOrigin("file:///x", "127.0.0.1:3000", "http:")).toBe(false);
  });

  it("refuses the right host and port on another scheme", () => {
    expect(isAllowedOrigin("https://127.0.0.1:3000", "127.0.0.1:3000", "http:")).toBe(false);
    expect(isAllowedOrigin("http://127.0.0.1:3000", "127.0.0.1:3000", "https:")).toBe(false);
    expect(isAllowedOrigin("https://127.0.0.1:3000", "127.0.0.1:3000", "https:")).toBe(true);
  });
});
