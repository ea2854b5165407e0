import { describe, expect, it } from "vitest";
import { expandUriTemplate, templateVariables } from "./uri-template";

const values = {
  var: "value",
  hello: "Hello World!",
  path: "/foo/bar",
  empty: "",
  x: "1024",
  y: "768",
};

describe("templateVariables", () => {
  it("lists each variable once, in order, without operators or modifiers", () => {
    expect(templateVariables("demo://resource/dynamic/text/{resourceId}")).toEqual(["resourceId"]);
    expect(templateVariables("file:///{+path}{?x,y*}{#path:3}")).toEqual(["path", "x", "y"]);
    expect(templateVariables("no variables")).toEqual([]);
  });
});

describe("expandUriTemplate", () => {
  it("expands level 1 simple strings, encoding reserved characters", () => {
    expect(
      expandUriTemplate("demo://resource/dynamic/text/{resourceId}", { resourceId: "7" }),
    ).toBe("demo://resource/dynamic/text/7");
    expect(expandUriTemplate("{var}", values)).toBe("value");
    expect(expandUriTemplate("{hello}", values)).toBe("Hello%20World%21");
  });

  it("expands level 2 reserved and fragment expansion", () => {
    expect(expandUriTemplate("{+path}/here", values)).toBe("/foo/bar/here");
    expect(expandUriTemplate("here?ref={+path}", values)).toBe("here?ref=/foo/bar");
    expect(expandUriTemplate("X{#var}", values)).toBe("X#value");
    expect(expandUriTemplate("X{#hello}", values)).toBe("X#Hello%20World!");
  });

  it("expands level 3 operators with several variables", () => {
    expect(expandUriTemplate("map?{x,y}", values)).toBe("map?1024,768");
    expect(expandUriTemplate("{x,hello,y}", values)).toBe("1024,Hello%20World%21,768");
    expect(expandUriTemplate("X{.x,y}", values)).toBe("X.1024.768");
    expect(expandUriTemplate("{/var,x}/here", values)).toBe("/value/1024/here");
    expect(expandUriTemplate("{;x,y,empty}", values)).toBe(";x=1024;y=768;empty");
    expect(expandUriTemplate("{?x,y,empty}", values)).toBe("?x=1024&y=768&empty=");
    expect(expandUriTemplate("?fixed=yes{&x}", values)).toBe("?fixed=yes&x=1024");
  });

  it("applies prefix modifiers by character", () => {
    expect(expandUriTemplate("{var:3}", values)).toBe("val");
    expect(expandUriTemplate("{+path:6}/here", values)).toBe("/foo/b/here");
  });

  it("leaves out variables with no value, and an expression with none at all", () => {
    expect(expandUriTemplate("a{/missing}b{?missing,x}", values)).toBe("ab?x=1024");
    expect(expandUriTemplate("{missing}", {})).toBe("");
  });
});
