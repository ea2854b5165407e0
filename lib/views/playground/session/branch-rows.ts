import type { SessionTree, SessionTreeNode } from "@/lib/api/sessions";

/** One line of the branch tree: a session and how deep it sits (0: the root). */
export interface BranchRow {
  node: SessionTreeNode;
  depth: number;
}

/**
 * The branch tree as the page lists it: depth first, each fork right under the session it was
 * forked from (in the tree's order, oldest first), so indentation shows the branches. A node
 * whose parent is not in the tree (deleted) sits at the root's depth.
 */
export function branchRows(tree: SessionTree): BranchRow[] {
  const ids = new Set(tree.nodes.map((node) => node.id));
  const forks = new Map<string, SessionTreeNode[]>();
  const tops: SessionTreeNode[] = [];
  for (const node of tree.nodes) {
    const parent = node.parent && ids.has(node.parent.id) ? node.parent.id : undefined;
    if (parent === undefined || node.id === tree.root) tops.push(node);
    else forks.set(parent, [...(forks.get(parent) ?? []), node]);
  }
  const rows: BranchRow[] = [];
  const seen = new Set<string>();
  const visit = (node: SessionTreeNode, depth: number) => {
    if (seen.has(node.id)) return;
    seen.add(node.id);
    rows.push({ node, depth });
    for (const fork of forks.get(node.id) ?? []) visit(fork, depth + 1);
  };
  for (const node of tops) visit(node, 0);
  return rows;
}
