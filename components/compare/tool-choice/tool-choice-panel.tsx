/** Which tool?: the matrix of queries by models, each model's first action against the expected tool. */
export function ToolChoicePanel() {
  return <p className="p-4 text-xs text-muted">Which tool? The tool-choice matrix comes here.</p>;
}
