import { describe, expect, it } from "vitest";
import { readTask } from "@/lib/demo/model/read-task";

describe("readTask", () => {
  it("reads the seeds' task: a forecast for tomorrow, written to result.md", () => {
    expect(
      readTask("What is the weather in New York tomorrow? Write the result to result.md"),
    ).toEqual({
      wantsForecast: true,
      wantsAlerts: false,
      period: "Tomorrow",
      filePath: "result.md",
      resourceUri: undefined,
      chinese: false,
    });
  });

  it("reads the same task in Chinese", () => {
    expect(readTask("纽约明天的天气怎么样？把结果写入result.md")).toMatchObject({
      wantsForecast: true,
      period: "Tomorrow",
      filePath: "result.md",
      chinese: true,
    });
  });

  it("finds other file names and a file asked for without a name", () => {
    expect(readTask("Forecast for Denver, save to notes/denver.md").filePath).toBe(
      "notes/denver.md",
    );
    expect(readTask("Weather in Boston; save it to a file").filePath).toBe("result.md");
    expect(readTask("What does README.md say about Boston weather?").filePath).toBeUndefined();
  });

  it("tells an alerts task from a forecast task", () => {
    expect(readTask("Any weather alerts for CA?")).toMatchObject({
      wantsAlerts: true,
      wantsForecast: false,
    });
    expect(readTask("Tomorrow's forecast and alerts for Miami")).toMatchObject({
      wantsAlerts: true,
      wantsForecast: true,
    });
  });

  it("reads a resource URI without taking it for a forecast", () => {
    expect(readTask("Read weather://cities")).toMatchObject({
      resourceUri: "weather://cities",
      wantsForecast: false,
    });
  });
});
