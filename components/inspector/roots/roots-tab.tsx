"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { InspectorTabProps } from "@/components/inspector/inspector-tab-props";
import { FailureNote } from "@/components/inspector/resources/resource-failure";
import { Button } from "@/components/ui/button";
import { Field, inputClassName } from "@/components/ui/field";
import { PlusIcon, TrashIcon } from "@/components/ui/icons";
import { errorMessage } from "@/lib/errors";
import type { InspectorRoot } from "@/lib/views/inspector/api";
import {
  browserInspectorRootsApi,
  draftsFromRoots,
  type RootDraft,
  rootsChanged,
  rootsFromDrafts,
} from "@/lib/views/inspector/roots/roots";
import { RootsRequests } from "./roots-requests";

/**
 * The Roots tab: the roots Loupe offers the server when it asks `roots/list`, as an editable
 * list; Save replaces them (an open connection is told with `notifications/roots/list_changed`).
 * Below, the server's `roots/list` requests and Loupe's answers.
 */
export function RootsTab({ server, live, refresh }: InspectorTabProps) {
  const [saved, setSaved] = useState<InspectorRoot[] | null>(null);
  const [drafts, setDrafts] = useState<RootDraft[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [problems, setProblems] = useState<Map<number, string>>(new Map());
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const nextKey = useRef(0);

  const adopt = useCallback((roots: InspectorRoot[]) => {
    setSaved(roots);
    setDrafts(draftsFromRoots(roots, nextKey.current));
    nextKey.current += roots.length;
    setProblems(new Map());
  }, []);

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      adopt((await browserInspectorRootsApi.roots(server.id)).roots);
    } catch (error) {
      setLoadError(errorMessage(error));
    }
  }, [adopt, server.id]);

  useEffect(() => {
    void load();
  }, [load]);

  const edit = (key: number, change: Partial<Omit<RootDraft, "key">>) => {
    setStatus(null);
    setDrafts((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
    setProblems((current) => {
      if (!current.has(key)) return current;
      const next = new Map(current);
      next.delete(key);
      return next;
    });
  };
  const add = () => {
    setStatus(null);
    const key = nextKey.current;
    nextKey.current += 1;
    setDrafts((rows) => [...rows, { key, uri: "file:///", name: "" }]);
  };
  const remove = (key: number) => {
    setStatus(null);
    setDrafts((rows) => rows.filter((row) => row.key !== key));
  };

  const save = async () => {
    const checked = rootsFromDrafts(drafts);
    if (checked.problems) {
      setProblems(checked.problems);
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      const answer = await browserInspectorRootsApi.replaceRoots(server.id, checked.roots);
      adopt(answer.roots);
      setStatus(
        answer.notified
          ? `Saved ${countRoots(answer.roots.length)}; ${server.name} was told (notifications/roots/list_changed).`
          : `Saved ${countRoots(answer.roots.length)}; the next connection offers them.`,
      );
      await refresh();
    } catch (error) {
      setSaveError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const changed = saved !== null && rootsChanged(drafts, saved);

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-auto p-4">
      <section aria-labelledby="roots-heading" className="flex max-w-3xl flex-col gap-2">
        <h2 id="roots-heading" className="text-sm font-semibold">
          Roots
        </h2>
        <p className="text-xs text-muted">
          The directories Loupe offers {server.name} when it asks <code>roots/list</code>. Each is a{" "}
          <code>file://</code> URI with an optional name.
        </p>
        {saved === null && !loadError ? <p className="text-xs text-muted">Loading…</p> : null}
        {loadError ? (
          <div className="flex flex-col gap-1">
            <FailureNote message={`Could not load the roots: ${loadError}`} />
            <Button size="sm" className="self-start" onClick={() => void load()}>
              Try again
            </Button>
          </div>
        ) : null}
        {saved !== null ? (
          <form
            aria-label="Roots offered"
            className="flex flex-col gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            {drafts.length === 0 ? (
              <p className="text-xs text-muted">No roots: Loupe answers roots/list with none.</p>
            ) : null}
            <ul className="flex flex-col gap-2">
              {drafts.map((row, index) => (
                <RootRow
                  key={row.key}
                  row={row}
                  position={index + 1}
                  problem={problems.get(row.key) ?? null}
                  onChange={(change) => edit(row.key, change)}
                  onRemove={() => remove(row.key)}
                />
              ))}
            </ul>
            <div className="flex flex-wrap items-center gap-2">
              <Button size="sm" onClick={add}>
                <PlusIcon width={12} height={12} />
                Add root
              </Button>
              <Button type="submit" size="sm" variant="primary" disabled={saving || !changed}>
                {saving ? "Saving…" : "Save"}
              </Button>
              {changed ? (
                <Button size="sm" variant="ghost" onClick={() => adopt(saved)}>
                  Discard changes
                </Button>
              ) : null}
              <span role="status" className="text-xs text-muted">
                {problems.size > 0
                  ? "Fix the marked roots before saving."
                  : changed
                    ? "Unsaved changes."
                    : status}
              </span>
            </div>
            <FailureNote message={saveError ? `Saving the roots failed: ${saveError}` : null} />
          </form>
        ) : null}
      </section>
      <RootsRequests messages={live.messages} />
    </div>
  );
}

/** One editable root: its URI, its name, and a way to remove it. */
function RootRow({
  row,
  position,
  problem,
  onChange,
  onRemove,
}: {
  row: RootDraft;
  position: number;
  problem: string | null;
  onChange: (change: Partial<Omit<RootDraft, "key">>) => void;
  onRemove: () => void;
}) {
  const problemId = `root-problem-${row.key}`;
  return (
    <li className="flex flex-col gap-1 rounded-md border border-line bg-surface p-2">
      <div className="flex flex-wrap items-end gap-2">
        <Field label={`URI of root ${position}`} className="min-w-64 flex-[2]">
          {(id) => (
            <input
              id={id}
              value={row.uri}
              spellCheck={false}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? problemId : undefined}
              onChange={(event) => onChange({ uri: event.target.value })}
              className={`${inputClassName} font-mono text-xs`}
            />
          )}
        </Field>
        <Field label={`Name of root ${position}`} hint="optional" className="min-w-40 flex-1">
          {(id) => (
            <input
              id={id}
              value={row.name}
              onChange={(event) => onChange({ name: event.target.value })}
              className={inputClassName}
            />
          )}
        </Field>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Remove root ${position}`}
          title="Remove this root"
          onClick={onRemove}
          className="mb-0.5"
        >
          <TrashIcon width={12} height={12} />
        </Button>
      </div>
      {problem ? (
        <p id={problemId} className="text-xs text-danger">
          {problem}
        </p>
      ) : null}
    </li>
  );
}

function countRoots(count: number): string {
  return count === 1 ? "1 root" : `${count} roots`;
}
