import { AlertIcon } from "@/components/ui/icons";

/** Shown when this browser does not hold the access token: how to get it. */
export function AuthBanner() {
  return (
    <div
      role="status"
      className="flex items-center gap-2 border-b border-warning/30 bg-warning-soft px-3 py-2 text-[13px] text-warning"
    >
      <AlertIcon width={14} height={14} className="shrink-0" />
      <p>
        <strong className="font-semibold">Not connected.</strong>{" "}
        <span className="text-ink">
          Open the link printed in the terminal where you ran npm start (it carries the access
          token).
        </span>
      </p>
    </div>
  );
}
