type Json = Record<string, unknown>;

/**
 * What a HAR document lacks of HAR 1.2's required fields
 * (http://www.softwareishard.com/blog/har-12-spec/), one line each; empty when it has them all.
 * Shared by the captures' and the sessions' HAR export tests.
 */
export function harProblems(har: unknown): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => {
    if (!ok) problems.push(what);
  };
  const isObject = (value: unknown): value is Json =>
    typeof value === "object" && value !== null && !Array.isArray(value);
  const isSize = (value: unknown) => typeof value === "number" && (value >= 0 || value === -1);
  const isTime = (value: unknown) => typeof value === "number" && value >= 0;
  const nameValues = (value: unknown, where: string) => {
    need(Array.isArray(value), `${where} is an array`);
    for (const [index, pair] of (Array.isArray(value) ? value : []).entries()) {
      need(
        isObject(pair) && typeof pair.name === "string" && typeof pair.value === "string",
        `${where}[${index}] has a string name and value`,
      );
    }
  };
  const log = isObject(har) ? har.log : undefined;
  if (!isObject(log)) return ["log is an object"];
  need(log.version === "1.2", "log.version is 1.2");
  const creator = log.creator;
  need(
    isObject(creator) && typeof creator.name === "string" && typeof creator.version === "string",
    "log.creator has a name and a version",
  );
  need(Array.isArray(log.entries), "log.entries is an array");
  for (const [index, entry] of (Array.isArray(log.entries) ? log.entries : []).entries()) {
    const at = `entries[${index}]`;
    if (!isObject(entry)) {
      problems.push(`${at} is an object`);
      continue;
    }
    need(
      typeof entry.startedDateTime === "string" &&
        /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(entry.startedDateTime),
      `${at}.startedDateTime is ISO 8601`,
    );
    need(isTime(entry.time), `${at}.time is a non-negative number`);
    need(isObject(entry.cache), `${at}.cache is an object`);
    const request = entry.request;
    if (isObject(request)) {
      need(typeof request.method === "string", `${at}.request.method`);
      need(typeof request.url === "string" && URL.canParse(request.url), `${at}.request.url`);
      need(typeof request.httpVersion === "string", `${at}.request.httpVersion`);
      nameValues(request.cookies, `${at}.request.cookies`);
      nameValues(request.headers, `${at}.request.headers`);
      nameValues(request.queryString, `${at}.request.queryString`);
      need(isSize(request.headersSize), `${at}.request.headersSize`);
      need(isSize(request.bodySize), `${at}.request.bodySize`);
      if (request.postData !== undefined) {
        const postData = request.postData;
        need(
          isObject(postData) &&
            typeof postData.mimeType === "string" &&
            (typeof postData.text === "string" || Array.isArray(postData.params)),
          `${at}.request.postData has a mimeType and text or params`,
        );
      }
    } else problems.push(`${at}.request is an object`);
    const response = entry.response;
    if (isObject(response)) {
      need(Number.isInteger(response.status), `${at}.response.status`);
      need(typeof response.statusText === "string", `${at}.response.statusText`);
      need(typeof response.httpVersion === "string", `${at}.response.httpVersion`);
      nameValues(response.cookies, `${at}.response.cookies`);
      nameValues(response.headers, `${at}.response.headers`);
      const content = response.content;
      need(
        isObject(content) &&
          isSize(content.size) &&
          typeof content.mimeType === "string" &&
          (content.text === undefined || typeof content.text === "string"),
        `${at}.response.content has a size, a mimeType and text`,
      );
      need(typeof response.redirectURL === "string", `${at}.response.redirectURL`);
      need(isSize(response.headersSize), `${at}.response.headersSize`);
      need(isSize(response.bodySize), `${at}.response.bodySize`);
    } else problems.push(`${at}.response is an object`);
    const timings = entry.timings;
    if (isObject(timings)) {
      for (const name of ["send", "wait", "receive"]) {
        need(isTime(timings[name]), `${at}.timings.${name} is a non-negative number`);
      }
      for (const name of ["blocked", "dns", "connect", "ssl"]) {
        need(timings[name] === undefined || isSize(timings[name]), `${at}.timings.${name}`);
      }
      const spent = Object.values(timings)
        .filter((value): value is number => typeof value === "number" && value !== -1)
        .reduce((total, value) => total + value, 0);
      need(Math.abs(spent - (entry.time as number)) < 0.01, `${at}.time is the timings' sum`);
    } else problems.push(`${at}.timings is an object`);
  }
  return problems;
}
