/** The command and its arguments as one line, quoting arguments that hold spaces or quotes. */
export function commandLine(command: string, args: readonly string[] = []): string {
  return [command, ...args].map(quoteWord).join(" ");
}

function quoteWord(word: string): string {
  if (word !== "" && !/[\s"'\\$`]/.test(word)) return word;
  return `'${word.replaceAll("'", `'\\''`)}'`;
}

/** The URL with any password replaced, so labels never carry one. */
export function urlWithoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (!parsed.password) return url;
    parsed.password = "redacted";
    return parsed.toString();
  } catch {
    return url;
  }
}
