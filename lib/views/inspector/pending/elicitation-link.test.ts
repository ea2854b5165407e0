import { describe, expect, it } from "vitest";
import { elicitationLink } from "./elicitation-link";

describe("elicitationLink", () => {
  it("opens an https link and names its host", () => {
    expect(elicitationLink("https://auth.example.com:8443/start?x=1")).toEqual({
      openable: true,
      href: "https://auth.example.com:8443/start?x=1",
      host: "auth.example.com:8443",
    });
  });

  it("names the host a link really leads to, not the user part before @", () => {
    expect(elicitationLink("http://trusted.example@evil.test/")).toMatchObject({
      openable: true,
      host: "evil.test",
    });
  });

  it("shows an internationalised host as the punycode it resolves to", () => {
    expect(elicitationLink("https://еxample.com/")).toMatchObject({
      openable: true,
      host: "xn--xample-2of.com",
    });
  });

  it.each([
    ["javascript:alert(1)", "javascript:"],
    ["data:text/html,<script>alert(1)</script>", "data:"],
    ["file:///etc/passwd", "file:"],
    ["vbscript:msgbox", "vbscript:"],
  ])("refuses %s and says which scheme", (url, scheme) => {
    const link = elicitationLink(url);
    expect(link.openable).toBe(false);
    expect(link).toMatchObject({ reason: expect.stringContaining(`${scheme} links`) });
  });

  it("refuses text that is not a URL, and a missing URL", () => {
    expect(elicitationLink("not a url")).toEqual({
      openable: false,
      reason: "This is not a URL, so Loupe does not open it.",
    });
    expect(elicitationLink("")).toEqual({
      openable: false,
      reason: "The server sent no URL to open.",
    });
  });
});
