import { useState } from 'react';
import { words } from '../../narration/words';
import { treeOrder, type Branch } from '../../sandbox/branches';
import type { SandboxStore } from '../../sandbox/sandboxStore';
import { useSandbox } from './useSandbox';

/**
 * The scene's branches as a tree (each under the one it came from): the one on screen marked, each
 * other one a button that shows it, and each renamable and (but the one on screen) deletable. What was
 * done is said once in the tree's own live region.
 */
export function BranchTree({ sandbox, cursor }: { sandbox: SandboxStore; /** Where the learner is when a branch is switched to (read when pressed). */ cursor: () => number }) {
  const branches = useSandbox((s) => s.branches);
  const current = useSandbox((s) => s.current);
  const building = useSandbox((s) => s.building);
  const [renaming, setRenaming] = useState<number>();
  const [draft, setDraft] = useState('');
  const [said, setSaid] = useState('');
  const t = words.sandbox.branches;
  const byId = new Map(branches.map((b) => [b.id, b]));
  const save = (branch: Branch) => {
    sandbox.getState().renameBranch(branch.id, draft);
    setRenaming(undefined);
    setSaid(t.renamed(sandbox.getState().branches.find((b) => b.id === branch.id)!));
  };
  return (
    <section className="branch-tree" aria-labelledby="branches-title">
      <h3 id="branches-title" className="sandbox-on">
        {t.title}
      </h3>
      <ul className="branch-list">
        {treeOrder(branches).map(({ branch, depth }) => {
          const parent = branch.parent === undefined ? undefined : byId.get(branch.parent);
          const onScreen = branch.id === current;
          return (
            <li key={branch.id} className="branch" style={{ marginInlineStart: `${depth * 1.2}em` }} aria-current={onScreen || undefined}>
              {renaming === branch.id ? (
                <form
                  className="branch-rename wrap-row"
                  onSubmit={(event) => {
                    event.preventDefault();
                    save(branch);
                  }}
                >
                  <input aria-label={t.nameField(branch)} value={draft} maxLength={60} autoFocus onChange={(event) => setDraft(event.target.value)} />
                  <button type="submit" className="sandbox-button">
                    {t.save}
                  </button>
                  <button type="button" className="sandbox-button" onClick={() => setRenaming(undefined)}>
                    {t.cancel}
                  </button>
                </form>
              ) : (
                <span className="branch-line wrap-row">
                  {onScreen ? (
                    <b className="branch-name">
                      {t.name(branch)} <span className="muted">({t.onScreen})</span>
                    </b>
                  ) : (
                    <button type="button" className="sandbox-button branch-name" disabled={building} aria-label={t.show(branch)} onClick={() => void sandbox.getState().switchBranch(branch.id, cursor())}>
                      {t.name(branch)}
                    </button>
                  )}
                  {parent && branch.at !== undefined && <span className="muted branch-from">{t.from(parent, branch.at)}</span>}
                  <button
                    type="button"
                    className="text-link"
                    onClick={() => {
                      setDraft(branch.name ?? '');
                      setRenaming(branch.id);
                    }}
                  >
                    {t.rename}
                    <span className="sr-only"> {t.name(branch)}</span>
                  </button>
                  {!onScreen && (
                    <button
                      type="button"
                      className="text-link"
                      aria-label={t.remove(branch)}
                      onClick={() => {
                        sandbox.getState().deleteBranch(branch.id);
                        setSaid(t.removed(t.name(branch)));
                      }}
                    >
                      ✕
                    </button>
                  )}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {branches.length < 2 && <p className="muted branch-hint">{t.hint}</p>}
      <p className="sr-only" role="status">
        {said}
      </p>
    </section>
  );
}
