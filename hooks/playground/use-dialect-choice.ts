"use client";

import { useEffect, useState } from "react";
import { DEFAULT_DIALECT_ID } from "@/lib/dialects";
import type { DialectId } from "@/lib/events/types";
import type { SessionSnapshot } from "@/lib/views/shared/api-types";

/** The dialect of the next run: the open session's once it loads, else the person's choice. */
export function useDialectChoice(session: SessionSnapshot | null) {
  const [dialect, setDialect] = useState<DialectId>(DEFAULT_DIALECT_ID);
  const sessionDialect = session?.dialect;
  useEffect(() => {
    if (sessionDialect !== undefined) setDialect(sessionDialect);
  }, [sessionDialect]);
  return { dialect, setDialect };
}
