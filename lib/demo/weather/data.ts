/**
 * The demo weather server's built-in data: a fixed forecast for eight US cities and a fixed set
 * of alerts, so the demo answers the same way every time and needs no network.
 */

/** One forecast period, e.g. "Tomorrow" or "Tonight". */
export interface ForecastPeriod {
  name: string;
  conditions: string;
  /** The high for a daytime period, the temperature for a night. */
  temperatureC: number;
  /** The night's low, for daytime periods. */
  lowC?: number;
  windKmh: number;
  windDirection: string;
  /** Chance of precipitation, 0 to 100. */
  precipitationChance: number;
}

/** A city the demo server knows, with its forecast from today on. */
export interface City {
  name: string;
  /** Two-letter US state code. */
  state: string;
  /** URL-safe name used in `weather://forecast/{city}`. */
  slug: string;
  latitude: number;
  longitude: number;
  forecast: ForecastPeriod[];
}

/** An active weather alert for a state. */
export interface WeatherAlert {
  event: string;
  area: string;
  severity: "Minor" | "Moderate" | "Severe";
  description: string;
  instructions: string;
}

function day(
  name: string,
  conditions: string,
  temperatureC: number,
  lowC: number,
  wind: [number, string],
  precipitationChance: number,
): ForecastPeriod {
  return {
    name,
    conditions,
    temperatureC,
    lowC,
    windKmh: wind[0],
    windDirection: wind[1],
    precipitationChance,
  };
}

function night(
  name: string,
  conditions: string,
  temperatureC: number,
  wind: [number, string],
  precipitationChance: number,
): ForecastPeriod {
  return {
    name,
    conditions,
    temperatureC,
    windKmh: wind[0],
    windDirection: wind[1],
    precipitationChance,
  };
}

/** The known cities. New York tomorrow is the demo's worked example: sunny, 24°C, low 17°C. */
export const cities: readonly City[] = [
  {
    name: "New York",
    state: "NY",
    slug: "new-york",
    latitude: 40.7128,
    longitude: -74.006,
    forecast: [
      day("Today", "Partly Cloudy", 22, 16, [14, "SW"], 10),
      night("Tonight", "Mostly Clear", 16, [8, "W"], 5),
      day("Tomorrow", "Sunny", 24, 17, [10, "NW"], 0),
      night("Tomorrow Night", "Clear", 17, [6, "N"], 0),
      day("Day After Tomorrow", "Mostly Sunny", 25, 18, [12, "S"], 10),
      day("In 3 Days", "Chance Showers", 21, 15, [18, "SE"], 60),
    ],
  },
  {
    name: "San Francisco",
    state: "CA",
    slug: "san-francisco",
    latitude: 37.7749,
    longitude: -122.4194,
    forecast: [
      day("Today", "Morning Fog then Sunny", 19, 12, [22, "W"], 0),
      night("Tonight", "Patchy Fog", 12, [16, "W"], 0),
      day("Tomorrow", "Mostly Sunny", 20, 13, [24, "WNW"], 0),
      night("Tomorrow Night", "Fog", 13, [14, "W"], 5),
      day("Day After Tomorrow", "Partly Cloudy", 18, 12, [20, "W"], 10),
      day("In 3 Days", "Windy", 17, 11, [35, "NW"], 5),
    ],
  },
  {
    name: "Chicago",
    state: "IL",
    slug: "chicago",
    latitude: 41.8781,
    longitude: -87.6298,
    forecast: [
      day("Today", "Thunderstorms Likely", 26, 18, [20, "S"], 70),
      night("Tonight", "Showers", 18, [15, "SW"], 50),
      day("Tomorrow", "Partly Sunny", 23, 15, [25, "W"], 20),
      night("Tomorrow Night", "Mostly Clear", 15, [12, "NW"], 5),
      day("Day After Tomorrow", "Sunny", 22, 14, [15, "N"], 0),
      day("In 3 Days", "Mostly Sunny", 24, 16, [10, "E"], 10),
    ],
  },
  {
    name: "Seattle",
    state: "WA",
    slug: "seattle",
    latitude: 47.6062,
    longitude: -122.3321,
    forecast: [
      day("Today", "Light Rain", 15, 10, [18, "S"], 80),
      night("Tonight", "Rain", 10, [20, "S"], 90),
      day("Tomorrow", "Showers", 14, 9, [22, "SW"], 70),
      night("Tomorrow Night", "Mostly Cloudy", 9, [12, "SW"], 30),
      day("Day After Tomorrow", "Cloudy", 16, 10, [10, "N"], 20),
      day("In 3 Days", "Partly Sunny", 18, 11, [8, "N"], 10),
    ],
  },
  {
    name: "Miami",
    state: "FL",
    slug: "miami",
    latitude: 25.7617,
    longitude: -80.1918,
    forecast: [
      day("Today", "Hot and Humid", 32, 26, [16, "E"], 30),
      night("Tonight", "Partly Cloudy", 26, [10, "E"], 20),
      day("Tomorrow", "Scattered Thunderstorms", 31, 25, [20, "SE"], 60),
      night("Tomorrow Night", "Showers", 25, [14, "SE"], 40),
      day("Day After Tomorrow", "Partly Sunny", 32, 26, [18, "E"], 30),
      day("In 3 Days", "Mostly Sunny", 33, 27, [15, "E"], 20),
    ],
  },
  {
    name: "Boston",
    state: "MA",
    slug: "boston",
    latitude: 42.3601,
    longitude: -71.0589,
    forecast: [
      day("Today", "Mostly Cloudy", 20, 14, [18, "NE"], 20),
      night("Tonight", "Cloudy", 14, [14, "NE"], 30),
      day("Tomorrow", "Partly Sunny", 21, 15, [12, "N"], 10),
      night("Tomorrow Night", "Mostly Clear", 15, [8, "NW"], 5),
      day("Day After Tomorrow", "Sunny", 23, 16, [10, "W"], 0),
      day("In 3 Days", "Chance Rain", 19, 13, [20, "E"], 50),
    ],
  },
  {
    name: "Denver",
    state: "CO",
    slug: "denver",
    latitude: 39.7392,
    longitude: -104.9903,
    forecast: [
      day("Today", "Sunny", 27, 11, [12, "SE"], 0),
      night("Tonight", "Clear", 11, [8, "S"], 0),
      day("Tomorrow", "Afternoon Thunderstorms", 25, 10, [24, "W"], 40),
      night("Tomorrow Night", "Snow Showers in the Mountains", 10, [18, "NW"], 30),
      day("Day After Tomorrow", "Breezy", 18, 6, [32, "NW"], 10),
      day("In 3 Days", "Sunny", 21, 8, [14, "W"], 0),
    ],
  },
  {
    name: "Los Angeles",
    state: "CA",
    slug: "los-angeles",
    latitude: 34.0522,
    longitude: -118.2437,
    forecast: [
      day("Today", "Sunny", 29, 18, [10, "SW"], 0),
      night("Tonight", "Clear", 18, [6, "W"], 0),
      day("Tomorrow", "Hot", 33, 20, [12, "SW"], 0),
      night("Tomorrow Night", "Clear", 20, [6, "W"], 0),
      day("Day After Tomorrow", "Sunny", 31, 19, [14, "W"], 0),
      day("In 3 Days", "Haze", 28, 18, [10, "SW"], 0),
    ],
  },
];

/** Active alerts by two-letter state code; a state that is not listed has none. */
export const alertsByState: Readonly<Record<string, readonly WeatherAlert[]>> = {
  CA: [
    {
      event: "Excessive Heat Warning",
      area: "Los Angeles County Valleys; Inland Orange County",
      severity: "Severe",
      description: "Dangerously hot conditions with temperatures up to 41°C expected.",
      instructions: "Drink plenty of fluids, stay in an air-conditioned room and out of the sun.",
    },
    {
      event: "Wind Advisory",
      area: "San Francisco Bay Shoreline; Coastal North Bay",
      severity: "Moderate",
      description: "West winds 30 to 45 km/h with gusts up to 75 km/h.",
      instructions: "Use extra caution when driving, especially in high-profile vehicles.",
    },
  ],
  FL: [
    {
      event: "Rip Current Statement",
      area: "Coastal Miami-Dade County",
      severity: "Moderate",
      description: "Dangerous rip currents at all Atlantic beaches through this evening.",
      instructions:
        "Swim near a lifeguard. If caught in a rip current, swim parallel to the shore.",
    },
  ],
  WA: [
    {
      event: "Flood Watch",
      area: "Seattle and Vicinity; Western Whatcom County",
      severity: "Moderate",
      description: "Heavy rain may cause rivers and small streams to overflow their banks.",
      instructions: "Monitor later forecasts and be ready to act if flooding develops.",
    },
  ],
  CO: [
    {
      event: "Winter Storm Watch",
      area: "Front Range Mountains above 2,700 m",
      severity: "Moderate",
      description: "Heavy snow possible, with 15 to 30 cm above 2,700 m.",
      instructions: "Travel could be very difficult; carry an emergency kit in your vehicle.",
    },
  ],
  TX: [
    {
      event: "Heat Advisory",
      area: "Harris County; Travis County",
      severity: "Moderate",
      description: "Heat index values up to 43°C expected this afternoon.",
      instructions: "Drink plenty of fluids and check up on relatives and neighbors.",
    },
  ],
};

/** The two-letter codes of the 50 US states and the District of Columbia. */
export const usStateCodes: ReadonlySet<string> = new Set([
  "AL",
  "AK",
  "AZ",
  "AR",
  "CA",
  "CO",
  "CT",
  "DE",
  "FL",
  "GA",
  "HI",
  "ID",
  "IL",
  "IN",
  "IA",
  "KS",
  "KY",
  "LA",
  "ME",
  "MD",
  "MA",
  "MI",
  "MN",
  "MS",
  "MO",
  "MT",
  "NE",
  "NV",
  "NH",
  "NJ",
  "NM",
  "NY",
  "NC",
  "ND",
  "OH",
  "OK",
  "OR",
  "PA",
  "RI",
  "SC",
  "SD",
  "TN",
  "TX",
  "UT",
  "VT",
  "VA",
  "WA",
  "WV",
  "WI",
  "WY",
  "DC",
]);
