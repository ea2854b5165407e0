import { describe, expect, it } from "vitest";
import {
  createSplitSecretScanner,
  MIN_SPLIT_SECRET_RUN,
} from "@/lib/security/split-secret-scanner";

const secret = "sk-split-0123456789";

function pieces(text: string, size: number): string[] {
  return text.match(new RegExp(`[\\s\\S]{1,${size}}`, "g")) ?? [];
}

function openAiEvent(content: string): string {
  return JSON.stringify({ id: "chatcmpl-1", choices: [{ index: 0, delta: { content } }] });
}

describe("createSplitSecretScanner", () => {
  it("finds a secret after long plain runs, whole or split, in text and in JSON strings", () => {
    const filler = "fill text, no quote in it, only plain letter and digit 0123 ".repeat(40);
    const text = createSplitSecretScanner([secret], { quoted: false });
    const [first, second] = [`${filler}${secret.slice(0, 9)}`, `${secret.slice(9)}${filler}`];
    const scannedText = text.scan(first) + text.scan(second);
    expect(scannedText).not.toContain(secret.slice(MIN_SPLIT_SECRET_RUN - 1));
    expect(scannedText.length).toBe(first.length + second.length);
    const json = createSplitSecretScanner([secret], { quoted: true });
    const event = openAiEvent(`${filler}a \\"quoted\\" ${secret} and more ${filler}`);
    expect(json.scan(event)).toBe(event.replace(secret, "*".repeat(secret.length)));
  });

  it("masks a secret split across contiguous pieces, past the first few characters", () => {
    const scanner = createSplitSecretScanner([secret], { quoted: false });
    const scanned = pieces(`my key is ${secret}, keep it`, 3).map((piece) => scanner.scan(piece));
    expect(
      scanned.every(
        (piece, index) => piece.length === pieces(`my key is ${secret}, keep it`, 3)[index]?.length,
      ),
    ).toBe(true);
    const joined = scanned.join("");
    expect(joined).not.toContain(secret.slice(MIN_SPLIT_SECRET_RUN - 1));
    expect(joined).toContain(", keep it");
    expect(joined.match(/\*/g)?.length).toBeGreaterThanOrEqual(
      secret.length - (MIN_SPLIT_SECRET_RUN - 1),
    );
  });

  it("masks a secret whose pieces are strings of consecutive JSON events", () => {
    const scanner = createSplitSecretScanner([secret], { quoted: true });
    const events = ["Here: ", ...pieces(secret, 3), " done"].map(openAiEvent);
    const scanned = events.map((event) => scanner.scan(event));
    for (const [index, event] of scanned.entries()) {
      expect(event.length).toBe(events[index]?.length);
    }
    const contents = scanned.map((event) => JSON.parse(event).choices[0].delta.content as string);
    expect(contents[0]).toBe("Here: ");
    expect(contents.at(-1)).toBe(" done");
    expect(contents.slice(1, -1).join("")).toBe(
      `${secret.slice(0, 3)}${"*".repeat(secret.length - 3)}`,
    );
    expect(scanned.map((event) => JSON.parse(event).id)).toEqual(events.map(() => "chatcmpl-1"));
  });

  it("leaves at most the first characters of a secret sent one character per event", () => {
    const scanner = createSplitSecretScanner([secret], { quoted: true });
    const contents = [...secret].map(
      (character) => JSON.parse(scanner.scan(openAiEvent(character))).choices[0].delta.content,
    );
    expect(contents.join("")).toBe(
      secret.slice(0, MIN_SPLIT_SECRET_RUN - 1) +
        "*".repeat(secret.length - MIN_SPLIT_SECRET_RUN + 1),
    );
  });

  it("masks a secret cut inside a string by a network read", () => {
    const scanner = createSplitSecretScanner([secret], { quoted: true });
    const body = `data: ${openAiEvent(`key ${secret} end`)}\n\n`;
    const cut = body.indexOf(secret) + 7;
    const joined = scanner.scan(body.slice(0, cut)) + scanner.scan(body.slice(cut));
    expect(joined).toBe(body.replace(secret, "*".repeat(secret.length)));
  });

  it("leaves ordinary text and strings that only start like a secret alone", () => {
    const scanner = createSplitSecretScanner([secret], { quoted: true });
    const events = ["sk", "sketch", "the sk-", "ip this"].map(openAiEvent);
    const scanned = events.map((event) => scanner.scan(event));
    expect(scanned.slice(0, 2)).toEqual(events.slice(0, 2));
    expect(scanned[3]).toBe(events[3]);
  });

  it("keeps JSON structure whole after a string that ends like the start of a secret", () => {
    const url = "https://openrouter-app.example.com/me";
    const scanner = createSplitSecretScanner([url], { quoted: true });
    const events = ["See https", " the docs", "and more", ""].map(openAiEvent);
    const bodies = events.map((event) => `data: ${event}\n\n`);
    const scanned = events.map((event) => scanner.scan(event));
    expect(scanned.slice(1)).toEqual(events.slice(1));
    for (const event of scanned) expect(() => JSON.parse(event)).not.toThrow();
    const bytes = createSplitSecretScanner([url], { quoted: true });
    expect(bodies.map((body) => bytes.scan(body)).slice(1)).toEqual(bodies.slice(1));
  });

  it("drops a partial secret as soon as the next string of its field does not go on with it", () => {
    const scanner = createSplitSecretScanner([secret], { quoted: true });
    const events = [secret.slice(0, 8), "ordinary", secret.slice(8)].map(openAiEvent);
    const scanned = events.map((event) => scanner.scan(event));
    expect(scanned[1]).toBe(events[1]);
    expect(scanned[2]).toBe(events[2]);
  });

  it("goes on with a partial secret only in the same field, not in keys or other fields", () => {
    const scanner = createSplitSecretScanner([secret], { quoted: true });
    const first = JSON.stringify({ text: secret.slice(0, 7) });
    const other = JSON.stringify({ [secret.slice(7)]: 1, note: secret.slice(7) });
    scanner.scan(first);
    expect(scanner.scan(other)).toBe(other);
    const next = JSON.stringify({ text: secret.slice(7) });
    expect(scanner.scan(next)).toBe(JSON.stringify({ text: "*".repeat(secret.length - 7) }));
  });
});
