import { indexOfName } from "@/lib/demo/model/cities";

/** A US state, as the alerts tool wants it (two-letter code). */
export interface UsState {
  name: string;
  code: string;
}

const stateList =
  "AL Alabama,AK Alaska,AZ Arizona,AR Arkansas,CA California,CO Colorado,CT Connecticut,DE Delaware," +
  "FL Florida,GA Georgia,HI Hawaii,ID Idaho,IL Illinois,IN Indiana,IA Iowa,KS Kansas,KY Kentucky," +
  "LA Louisiana,ME Maine,MD Maryland,MA Massachusetts,MI Michigan,MN Minnesota,MS Mississippi," +
  "MO Missouri,MT Montana,NE Nebraska,NV Nevada,NH New Hampshire,NJ New Jersey,NM New Mexico," +
  "NY New York,NC North Carolina,ND North Dakota,OH Ohio,OK Oklahoma,OR Oregon,PA Pennsylvania," +
  "RI Rhode Island,SC South Carolina,SD South Dakota,TN Tennessee,TX Texas,UT Utah,VT Vermont," +
  "VA Virginia,WA Washington,WV West Virginia,WI Wisconsin,WY Wyoming,DC District of Columbia";

/** The fifty states and DC, so an alerts task can name a state instead of a city. */
export const US_STATES: readonly UsState[] = stateList.split(",").map((entry) => ({
  code: entry.slice(0, 2),
  name: entry.slice(3),
}));

/** Codes that are also everyday words (`OK`, `IN`, `OR`...), recognized only by the state's name. */
const ambiguousCodes = new Set([
  "OK",
  "IN",
  "OR",
  "ME",
  "HI",
  "DE",
  "LA",
  "PA",
  "MA",
  "ID",
  "AL",
  "OH",
]);

/** The state named earliest in the text, by full name or by an upper-case code such as `TX`. */
export function findUsState(text: string): UsState | undefined {
  let best: { state: UsState; index: number } | undefined;
  for (const state of US_STATES) {
    const byName = indexOfName(text, state.name);
    const byCode = ambiguousCodes.has(state.code)
      ? -1
      : text.search(new RegExp(`(?<![A-Za-z])${state.code}(?![A-Za-z])`));
    for (const index of [byName, byCode]) {
      if (index !== -1 && (!best || index < best.index)) best = { state, index };
    }
  }
  return best?.state;
}
