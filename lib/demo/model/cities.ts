/** A city the demo model knows, with what its weather tools need. */
export interface City {
  name: string;
  chineseName: string;
  latitude: number;
  longitude: number;
  /** Two-letter US state code. */
  state: string;
  /** Other ways a task may name the city (matched case-insensitively). */
  aliases: readonly string[];
}

/** The cities the scripted demo recognizes in a task, in English or Chinese. */
export const CITIES: readonly City[] = [
  city("New York", "纽约", 40.7128, -74.006, "NY", ["New York City", "NYC"]),
  city("San Francisco", "旧金山", 37.7749, -122.4194, "CA", ["三藩市"]),
  city("Chicago", "芝加哥", 41.8781, -87.6298, "IL"),
  city("Seattle", "西雅图", 47.6062, -122.3321, "WA"),
  city("Miami", "迈阿密", 25.7617, -80.1918, "FL"),
  city("Boston", "波士顿", 42.3601, -71.0589, "MA"),
  city("Denver", "丹佛", 39.7392, -104.9903, "CO"),
  city("Los Angeles", "洛杉矶", 34.0522, -118.2437, "CA"),
];

function city(
  name: string,
  chineseName: string,
  latitude: number,
  longitude: number,
  state: string,
  aliases: readonly string[] = [],
): City {
  return { name, chineseName, latitude, longitude, state, aliases };
}

/** The known city named earliest in the text, or undefined. */
export function findCity(text: string): City | undefined {
  let best: { city: City; index: number } | undefined;
  for (const candidate of CITIES) {
    for (const name of [candidate.name, ...candidate.aliases, candidate.chineseName]) {
      const index = indexOfName(text, name);
      if (index !== -1 && (!best || index < best.index)) best = { city: candidate, index };
    }
  }
  return best?.city;
}

/** Where a name occurs as a whole word (case-insensitive); CJK names match anywhere. */
export function indexOfName(text: string, name: string): number {
  if (!/^[\x20-\x7e]*$/.test(name)) return text.indexOf(name);
  const pattern = new RegExp(
    `(?<![A-Za-z])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![A-Za-z])`,
    "i",
  );
  return text.search(pattern);
}
