import type { Locator } from "@playwright/test";

/** The JSON viewer inside a part of the page, by what its buttons are named. */
export class JsonViewerArea {
  constructor(readonly scope: Locator) {}

  /** The disclosure button of the object or array at `path` (`params`, `params.arguments`). */
  fold(path: string) {
    return this.scope.getByRole("button", {
      name: new RegExp(`^${escapeRegExp(path)}, \\d+ (keys?|items?)$`),
    });
  }

  /** The button that copies the path of the value at `path`. */
  copyPath(path: string) {
    return this.scope.getByRole("button", { name: `Copy the path ${path}`, exact: true });
  }

  /** The button that copies the value at `path`. */
  copyValue(path: string) {
    return this.scope.getByRole("button", { name: `Copy the value of ${path}`, exact: true });
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
