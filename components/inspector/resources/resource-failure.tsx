/** A failure shown where it happened, with Loupe's (or the server's) message. */
export function FailureNote({
  message,
  className,
}: {
  message: string | null;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className={`rounded-md bg-danger-soft px-2 py-1.5 text-xs break-words text-danger ${className ?? ""}`}
    >
      {message}
    </p>
  );
}
