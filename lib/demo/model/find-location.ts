import { findCity } from "@/lib/demo/model/cities";
import { findUsState } from "@/lib/demo/model/us-states";

/** Where the task is about: what the weather tools' arguments are filled from. */
export interface Location {
  /** How to name it in English ("New York", "Texas", "40.7, -74"). */
  name: string;
  /** How to name it in a Chinese answer, when it differs. */
  chineseName?: string;
  latitude?: number;
  longitude?: number;
  /** Two-letter US state code. */
  state?: string;
  /** How it was found: a known city, a latitude/longitude pair, or a state. */
  source: "city" | "coordinates" | "state";
}

const coordinatePattern = /(-?\d{1,2}(?:\.\d+)?)\s*[,，]\s*(-?\d{1,3}(?:\.\d+)?)/;

/** The location a text names: a known city first, then a latitude/longitude pair, then a US state. */
export function findLocation(text: string): Location | undefined {
  const city = findCity(text);
  if (city) {
    const { name, chineseName, latitude, longitude, state } = city;
    return { name, chineseName, latitude, longitude, state, source: "city" };
  }
  const state = findUsState(text);
  const coordinates = readCoordinates(text);
  if (coordinates) return { ...coordinates, state: state?.code };
  if (state) return { name: state.name, state: state.code, source: "state" };
  return undefined;
}

function readCoordinates(text: string): Omit<Location, "state"> | undefined {
  const match = coordinatePattern.exec(text);
  if (!match?.[1] || !match[2] || !match[1].includes(".")) return undefined;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  return { name: `${latitude}, ${longitude}`, latitude, longitude, source: "coordinates" };
}
