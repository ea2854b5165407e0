import { type City, cities } from "@/lib/demo/weather/data";

/** How far, in degrees, a location may be from a known city and still get its forecast. */
export const NEAREST_CITY_MAX_DEGREES = 1.5;

/**
 * The known city nearest to a location, if one is within `NEAREST_CITY_MAX_DEGREES`; distance is
 * measured in plain degrees, which is enough to tell eight far-apart cities apart.
 */
export function findNearestCity(latitude: number, longitude: number): City | undefined {
  let nearest: City | undefined;
  let nearestDistance = Number.POSITIVE_INFINITY;
  for (const city of cities) {
    const distance = Math.hypot(city.latitude - latitude, city.longitude - longitude);
    if (distance < nearestDistance) {
      nearest = city;
      nearestDistance = distance;
    }
  }
  return nearestDistance <= NEAREST_CITY_MAX_DEGREES ? nearest : undefined;
}

/** A known city by its slug (`new-york`) or its name in any case (`New York`, `new york`). */
export function findCityByName(name: string): City | undefined {
  const wanted = name.trim().toLowerCase();
  return cities.find((city) => city.slug === wanted || city.name.toLowerCase() === wanted);
}

/** "New York, NY; San Francisco, CA; ...": the known cities, for error messages. */
export function describeKnownCities(): string {
  return cities
    .map((city) => `${city.name}, ${city.state} (${city.latitude}, ${city.longitude})`)
    .join("; ");
}
