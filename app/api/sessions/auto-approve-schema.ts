import { z } from "zod";
import { AUTO_APPROVE_ENTRY, MAX_AUTO_APPROVE_ENTRIES } from "@/lib/api/auto-approve";

/** A session's auto-approve list as the API takes it: tool names, `server:tool`, `server:*`. */
export const autoApproveListSchema = z
  .array(
    z
      .string()
      .regex(
        AUTO_APPROVE_ENTRY,
        'an auto-approve entry is a tool name, "server:tool" or "server:*" (no spaces)',
      ),
    { error: "autoApprove must be a list of tool names" },
  )
  .max(MAX_AUTO_APPROVE_ENTRIES, `autoApprove holds more than ${MAX_AUTO_APPROVE_ENTRIES} entries`)
  .transform((entries) => [...new Set(entries)]);
