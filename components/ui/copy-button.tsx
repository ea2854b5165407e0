"use client";

import { useEffect, useState } from "react";
import { Button } from "./button";
import { CheckIcon, CopyIcon } from "./icons";

/**
 * Copies a panel's text to the clipboard; its accessible name says what it copies. `text` may be
 * a function, so a large text (a whole stream) is built only when the button is pressed.
 */
export function CopyButton({ text, label }: { text: string | (() => string); label: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={label}
      title={label}
      disabled={text === ""}
      onClick={() => {
        navigator.clipboard?.writeText(typeof text === "function" ? text() : text).then(
          () => setCopied(true),
          () => setCopied(false),
        );
      }}
    >
      {copied ? <CheckIcon width={13} height={13} /> : <CopyIcon width={13} height={13} />}
      <span className="sr-only">{copied ? "Copied" : ""}</span>
    </Button>
  );
}
