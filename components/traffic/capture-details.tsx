"use client";

import { TabsContent, TabsList, TabsRoot, TabsTrigger } from "@/components/ui/tabs";
import type { CaptureView } from "@/lib/api/captures";
import { CaptureExchange } from "./capture-exchange";
import { PromptAnatomy } from "./prompt-anatomy";
import { RequestDiff } from "./request-diff";

/**
 * What the Traffic page adds about a capture above its lanes: its prompt's anatomy, the diff
 * against the previous request of its conversation, and the HTTP exchange.
 */
export function CaptureDetails({
  capture,
  onSelect,
}: {
  capture: CaptureView;
  onSelect: (id: string) => void;
}) {
  return (
    <TabsRoot
      defaultValue="anatomy"
      className="flex max-h-[45vh] min-h-0 shrink-0 flex-col border-b border-line"
    >
      <TabsList aria-label="About the request">
        <TabsTrigger value="anatomy">Anatomy</TabsTrigger>
        <TabsTrigger value="diff">Diff with the previous request</TabsTrigger>
        <TabsTrigger value="exchange">Exchange</TabsTrigger>
      </TabsList>
      <TabsContent value="anatomy" className="overflow-auto">
        <PromptAnatomy anatomy={capture.anatomy} />
      </TabsContent>
      <TabsContent value="diff" className="overflow-auto">
        <RequestDiff conversation={capture.conversation} diff={capture.diff} onSelect={onSelect} />
      </TabsContent>
      <TabsContent value="exchange" className="overflow-auto">
        <CaptureExchange capture={capture} />
      </TabsContent>
    </TabsRoot>
  );
}
