import { AnimatePresence, m, type Variants } from 'framer-motion';
import { memo } from 'react';
import { selectMoved } from '../../player/selectors';
import { usePlayer } from '../playerContext';

interface Props<Row extends object> {
  rows: readonly Row[];
  columns: readonly (keyof Row & string)[];
  keyOf(row: Row): string;
  /** Rows this beat inserted, and the cells it changed per row (to mark them). */
  added: ReadonlySet<string>;
  changed: ReadonlyMap<string, ReadonlySet<string>>;
  wide: readonly (keyof Row & string)[];
}

/** How long a row takes to come in or go, in seconds. */
const FADE_S = 0.35;

/**
 * How a row comes and goes. `custom` is whether the player jumped: AnimatePresence hands its latest
 * value to a row already removed, so the step after a jump still fades a deleted row out, and a jump
 * takes rows away at once.
 */
const rowMotion: Variants = {
  shown: { opacity: 1, transition: { duration: FADE_S } },
  hidden: { opacity: 0 },
  gone: (jumped: boolean) => ({ opacity: 0, transition: { duration: jumped ? 0 : FADE_S } }),
};

/**
 * A table's body rows. Moving on to a beat shows it happening: a row the beat inserted fades in,
 * a row it deleted fades out (framer-motion's AnimatePresence keeps it until it has). After a jump
 * the beat is shown as it stands: rows are simply there, or gone. A row's cells are redrawn only
 * when their values or marks change.
 */
export function TableRows<Row extends object>({ rows, columns, keyOf, added, changed, wide }: Props<Row>) {
  const still = usePlayer(selectMoved) === 'jump';
  return (
    <AnimatePresence initial={false} custom={still}>
      {rows.map((row) => {
        const key = keyOf(row);
        const isNew = added.has(key);
        const marked = isNew ? ALL : [...(changed.get(key) ?? [])].join(' ');
        return <Row key={key} values={row as Record<string, unknown>} columns={columns} wide={wide} marked={marked} isNew={isNew} still={still} />;
      })}
    </AnimatePresence>
  );
}

interface RowProps extends CellsProps {
  /** This beat inserted the row. */
  isNew: boolean;
  /** The player jumped: the row is simply there. */
  still: boolean;
}

/**
 * One body row, a framer-motion row so that it can fade. Memoised like its cells: at a seek most
 * rows stand still, and a motion row that is rendered again costs framer-motion a style pass.
 * (AnimatePresence reaches a row it is taking away through context, which a memo lets through.)
 */
const Row = memo(
  function RowView({ isNew, still, ...cells }: RowProps) {
    return (
      <m.tr className={isNew ? 'row-added' : undefined} variants={rowMotion} custom={still} initial={still || !isNew ? false : 'hidden'} animate="shown" exit="gone">
        <Cells {...cells} />
      </m.tr>
    );
  },
  (a, b) => a.isNew === b.isNew && a.still === b.still && sameCells(a, b),
);

/** `marked` when every cell of the row is new. */
const ALL = '*';

/** Longer values wrap like the wide columns: a lab key is a UUID, and kept whole it squeezed the JSON beside it to a few letters a line. */
const LONGEST_UNBROKEN = 24;

interface CellsProps {
  values: Readonly<Record<string, unknown>>;
  columns: readonly string[];
  wide: readonly string[];
  /** The columns to mark, space-separated, or ALL. */
  marked: string;
}

function CellsView({ values, columns, wide, marked }: CellsProps) {
  const markedColumns = new Set(marked.split(' '));
  return columns.map((column) => {
    const value = values[column];
    const text = value === null || value === undefined ? 'NULL' : String(value);
    const isMarked = marked === ALL || markedColumns.has(column);
    return (
      <td key={column} className={`${wide.includes(column) || text.length > LONGEST_UNBROKEN ? 'wide' : 'nowrap'}${value === null ? ' null' : ''}`}>
        {isMarked ? <mark>{text}</mark> : text}
      </td>
    );
  });
}

/** Whether two renders of a row's cells would draw the same: the same values, columns and marks. */
function sameCells(a: CellsProps, b: CellsProps): boolean {
  return a.columns === b.columns && a.wide === b.wide && a.marked === b.marked && a.columns.every((column) => Object.is(a.values[column], b.values[column]));
}

/** A row's cells are redrawn only when a value or a mark changed: most rows stand still at a seek. */
const Cells = memo(CellsView, sameCells);
