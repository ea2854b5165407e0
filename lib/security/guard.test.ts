import { beforeAll, describe, expect, it } from "vitest";
import { checkRequest } from "@/lib/security/guard";
import { accessToken, isValidToken, presentedToken, tokenCookieName } from "@/lib/security/token";

const url = "http://127.0.0.1:3000/api/sessions";

function request(headers: Record<string, string>): Request {
  return new Request(url, { method: "POST", headers });
}

describe("checkRequest", () => {
  let token = "";
  beforeAll(() => {
    token = accessToken();
  });

  it("answers 403 security:forbidden_host to a non-local Host", () => {
    const error = checkRequest(request({ host: "evil.example" }), { token: false });
    expect(error?.status).toBe(403);
    expect(error?.code).toBe("security:forbidden_host");
  });

  it("answers 403 security:forbidden_origin to another site's Origin", () => {
    const error = checkRequest(
      request({ host: "127.0.0.1:3000", origin: "https://evil.example" }),
      { token: false },
    );
    expect(error?.status).toBe(403);
    expect(error?.code).toBe("security:forbidden_origin");
  });

  it("answers 403 security:forbidden_origin to its own host and port on another scheme", () => {
    const error = checkRequest(
      request({ host: "127.0.0.1:3000", origin: "https://127.0.0.1:3000" }),
      { token: false },
    );
    expect(error?.code).toBe("security:forbidden_origin");
    const overTls = new Request("https://127.0.0.1:3000/api/sessions", {
      method: "POST",
      headers: { host: "127.0.0.1:3000", origin: "https://127.0.0.1:3000" },
    });
    expect(checkRequest(overTls, { token: false })).toBeNull();
  });

  it("answers 401 security:unauthorized when a token route gets no token or a wrong one", () => {
    expect(checkRequest(request({ host: "127.0.0.1:3000" }), { token: true })?.status).toBe(401);
    const wrong = checkRequest(request({ host: "127.0.0.1:3000", authorization: "Bearer nope" }), {
      token: true,
    });
    expect(wrong?.code).toBe("security:unauthorized");
  });

  it("accepts the token as a bearer header or as the cookie", () => {
    expect(
      checkRequest(request({ host: "127.0.0.1:3000", authorization: `Bearer ${token}` }), {
        token: true,
      }),
    ).toBeNull();
    expect(
      checkRequest(request({ host: "127.0.0.1:3000", cookie: `a=b; loupe_token_3000=${token}` }), {
        token: true,
      }),
    ).toBeNull();
  });

  it("lets routes without the token requirement through on a local Host", () => {
    expect(
      checkRequest(request({ host: "localhost:3000", origin: "http://localhost:3000" }), {
        token: false,
      }),
    ).toBeNull();
  });
});

describe("tokens", () => {
  it("is fixed by LOUPE_TOKEN when set, and compares only equal strings as valid", () => {
    expect(accessToken()).toBe(process.env.LOUPE_TOKEN ?? accessToken());
    expect(isValidToken(accessToken())).toBe(true);
    expect(isValidToken(`${accessToken()}x`)).toBe(false);
    expect(isValidToken("")).toBe(false);
    expect(isValidToken(null)).toBe(false);
  });

  it("reads the bearer header before the cookie", () => {
    const headers = new Headers({
      host: "127.0.0.1:3000",
      authorization: "Bearer one",
      cookie: "loupe_token_3000=two",
    });
    expect(presentedToken(headers)).toBe("one");
    expect(
      presentedToken(new Headers({ host: "127.0.0.1:3000", cookie: "loupe_token_3000=two" })),
    ).toBe("two");
    expect(presentedToken(new Headers())).toBeNull();
  });

  it("reads only the cookie of this port, so two Loupes keep their own tokens", () => {
    const headers = new Headers({ host: "127.0.0.1:3000", cookie: "loupe_token_4000=other" });
    expect(presentedToken(headers)).toBeNull();
    expect(tokenCookieName("127.0.0.1:3000")).toBe("loupe_token_3000");
    expect(tokenCookieName("localhost")).toBe("loupe_token_80");
  });
});
