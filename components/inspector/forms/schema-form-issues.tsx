import type { JsonPath } from "@/lib/views/inspector/forms/json-path";
import type { SchemaIssue } from "@/lib/views/inspector/forms/json-schema-check";

/** The issues found at exactly `path`. */
export function issuesAt(issues: SchemaIssue[], path: JsonPath): SchemaIssue[] {
  return issues.filter(
    (issue) =>
      issue.path.length === path.length && issue.path.every((part, index) => part === path[index]),
  );
}

/** The check's messages under a field, tied to it by id. */
export function FieldIssues({ id, issues }: { id: string; issues: SchemaIssue[] }) {
  if (issues.length === 0) return null;
  return (
    <ul id={id} className="flex flex-col text-[11px] text-danger">
      {issues.map((issue) => (
        <li key={issue.message}>{issue.message}</li>
      ))}
    </ul>
  );
}
