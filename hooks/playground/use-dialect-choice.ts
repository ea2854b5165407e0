"use client";

import { useEffect, useState } from "react";
import type { SessionOverview } from "@/lib/api/sessions";
import { DEFAULT_DIALECT_ID } from "@/lib/dialects";
import type { DialectId } from "@/lib/events/types";

/** The dialect of the next run: the open session's once it loads, else the person's choice. */
export function useDialectChoice(session: SessionOverview | null) {
  const [dialect, setDialect] = useState<DialectId>(DEFAULT_DIALECT_ID);
  const sessionDialect = session?.dialect;
  useEffect(() => {
    if (sessionDialect !== undefined) setDialect(sessionDialect);
  }, [sessionDialect]);
  return { dialect, setDialect };
}
