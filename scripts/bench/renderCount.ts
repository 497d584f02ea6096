/**
 * Counts what a seek makes the page do, in figures that do not drift with the machine's load: the
 * React components that rendered and the DOM nodes that changed. Runs in the page before any of its
 * scripts (an init script, like `instrumentPage`), in every frame, so the player box's frame counts too.
 *
 * Renders: React DOM, production builds included, hands every commit to the DevTools global hook
 * (`__REACT_DEVTOOLS_GLOBAL_HOOK__.onCommitFiberRoot`) when one is installed before it loads. This is
 * a minimal hook of our own. At each commit it walks the committed fiber tree the way React DevTools
 * does (`didFiberRender`): a component rendered if it mounted, or if its fiber carries React's
 * `PerformedWork` flag (set only when its function or `render` really ran, not when it bailed out);
 * a subtree whose child list was not re-created (`fiber.child === fiber.alternate.child`) was skipped
 * by React and is not walked. Components are function, class, forwardRef and simple memo fibers;
 * a `memo` with a compare function is counted once, by the function it wraps.
 *
 * DOM: a MutationObserver on the document. `changed` is the distinct nodes whose text or attributes
 * changed; `added` and `removed` count the nodes put in or taken out (each once, with its subtree).
 */
export function countRenders(): void {
  interface Fiber {
    tag: number;
    flags: number;
    type: unknown;
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
  }
  interface Tally {
    renders: number;
    commits: number;
    names: Record<string, number> | null;
    changed: Set<Node>;
    added: number;
    removed: number;
  }
  const PERFORMED_WORK = 1;
  // FunctionComponent, ClassComponent, ForwardRef, SimpleMemoComponent (React 16–19's tags).
  const COMPONENT_TAGS = new Set([0, 1, 11, 15]);
  const tally: Tally = { renders: 0, commits: 0, names: null, changed: new Set(), added: 0, removed: 0 };

  const nameOf = (type: unknown): string => {
    const t = type as { displayName?: string; name?: string; render?: { name?: string } } | null;
    return t?.displayName || t?.name || t?.render?.name || '(anonymous)';
  };
  const walk = (first: Fiber | null) => {
    const stack: Fiber[] = first ? [first] : [];
    while (stack.length > 0) {
      const fiber = stack.pop()!;
      if (fiber.sibling) stack.push(fiber.sibling);
      const previous = fiber.alternate;
      if (COMPONENT_TAGS.has(fiber.tag) && (previous === null || (fiber.flags & PERFORMED_WORK) !== 0)) {
        tally.renders++;
        if (tally.names) {
          const name = nameOf(fiber.type);
          tally.names[name] = (tally.names[name] ?? 0) + 1;
        }
      }
      if (fiber.child && (previous === null || fiber.child !== previous.child)) stack.push(fiber.child);
    }
  };
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => {
      tally.commits++;
      // The root's own fiber is not a component; its children are what rendered.
      const current = root.current;
      if (current.alternate === null || current.child !== current.alternate.child) walk(current.child);
    },
  };

  const record = (records: MutationRecord[]) => {
    for (const r of records) {
      if (r.type === 'childList') {
        tally.added += r.addedNodes.length;
        tally.removed += r.removedNodes.length;
      } else tally.changed.add(r.target);
    }
  };
  const observer = new MutationObserver(record);
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });

  (window as unknown as { __renders: object }).__renders = {
    /** Starts a new count; with `names`, renders are also tallied by component name. */
    reset(names = false) {
      record(observer.takeRecords());
      Object.assign(tally, { renders: 0, commits: 0, names: names ? {} : null, changed: new Set(), added: 0, removed: 0 });
    },
    /** What happened since the last reset. */
    read() {
      record(observer.takeRecords());
      return { renders: tally.renders, commits: tally.commits, names: tally.names, changed: tally.changed.size, added: tally.added, removed: tally.removed };
    },
  };
}

/** What `read()` returns in the page. */
export interface RenderTally {
  renders: number;
  commits: number;
  names: Record<string, number> | null;
  changed: number;
  added: number;
  removed: number;
}
