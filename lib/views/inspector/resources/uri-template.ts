/** One `{…}` expression of a URI template: its operator and the variables it names. */
interface TemplateExpression {
  operator: string;
  variables: Array<{ name: string; prefix?: number }>;
}

interface OperatorRule {
  first: string;
  separator: string;
  named: boolean;
  ifEmpty: string;
  allowReserved: boolean;
}

const RULES: Record<string, OperatorRule> = {
  "": { first: "", separator: ",", named: false, ifEmpty: "", allowReserved: false },
  "+": { first: "", separator: ",", named: false, ifEmpty: "", allowReserved: true },
  "#": { first: "#", separator: ",", named: false, ifEmpty: "", allowReserved: true },
  ".": { first: ".", separator: ".", named: false, ifEmpty: "", allowReserved: false },
  "/": { first: "/", separator: "/", named: false, ifEmpty: "", allowReserved: false },
  ";": { first: ";", separator: ";", named: true, ifEmpty: "", allowReserved: false },
  "?": { first: "?", separator: "&", named: true, ifEmpty: "=", allowReserved: false },
  "&": { first: "&", separator: "&", named: true, ifEmpty: "=", allowReserved: false },
};

const EXPRESSION = /\{([^{}]*)\}/g;

function parseExpression(body: string): TemplateExpression {
  const operator = body[0] !== undefined && body[0] in RULES && body[0] !== "" ? body[0] : "";
  const list = operator === "" ? body : body.slice(1);
  const variables = list
    .split(",")
    .map((spec) => spec.trim())
    .filter((spec) => spec !== "")
    .map((spec) => {
      const name = spec.replace(/\*$/, "");
      const [variable = "", prefix] = name.split(":");
      const length = prefix === undefined ? undefined : Number.parseInt(prefix, 10);
      return Number.isFinite(length) ? { name: variable, prefix: length } : { name: variable };
    });
  return { operator, variables };
}

/** The variable names of an RFC 6570 URI template, in order, each once. */
export function templateVariables(template: string): string[] {
  const names: string[] = [];
  for (const match of template.matchAll(EXPRESSION)) {
    for (const variable of parseExpression(match[1] ?? "").variables) {
      if (!names.includes(variable.name)) names.push(variable.name);
    }
  }
  return names;
}

function encodeUnreserved(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function encodeReserved(value: string): string {
  return value
    .split(/(%[0-9A-Fa-f]{2})/g)
    .map((part) =>
      /^%[0-9A-Fa-f]{2}$/.test(part)
        ? part
        : encodeURI(part).replace(/%5B|%5D/g, decodeURIComponent),
    )
    .join("");
}

/**
 * Expands an RFC 6570 URI template with string values: simple `{var}` (level 1), reserved
 * `{+var}` and fragment `{#var}` (level 2), and label, path, parameter and query operators
 * with several variables and `:n` prefixes (level 3 and 4 for strings). A variable with no
 * value is left out, as the RFC says.
 */
export function expandUriTemplate(
  template: string,
  values: Record<string, string | undefined>,
): string {
  return template.replace(EXPRESSION, (_whole, body: string) => {
    const { operator, variables } = parseExpression(body);
    const rule = RULES[operator] as OperatorRule;
    const parts: string[] = [];
    for (const variable of variables) {
      const raw = values[variable.name];
      if (raw === undefined) continue;
      const value =
        variable.prefix === undefined ? raw : [...raw].slice(0, variable.prefix).join("");
      const encoded = rule.allowReserved ? encodeReserved(value) : encodeUnreserved(value);
      if (!rule.named) parts.push(encoded);
      else
        parts.push(
          value === "" ? `${variable.name}${rule.ifEmpty}` : `${variable.name}=${encoded}`,
        );
    }
    return parts.length === 0 ? "" : rule.first + parts.join(rule.separator);
  });
}
