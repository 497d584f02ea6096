import { AnimatePresence, m } from 'framer-motion';
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
 * A table's body rows. Moving on to a beat shows it happening: a row the beat inserted fades in,
 * a row it deleted fades out (framer-motion's AnimatePresence keeps it until it has). After a jump
 * the beat is shown as it stands: rows are simply there, or gone.
 */
export function TableRows<Row extends object>({ rows, columns, keyOf, added, changed, wide }: Props<Row>) {
  const still = usePlayer(selectMoved) === 'jump';
  return (
    <AnimatePresence initial={false}>
      {rows.map((row) => {
        const key = keyOf(row);
        const isNew = added.has(key);
        const changedCells = changed.get(key);
        return (
          <m.tr
            key={key}
            className={isNew ? 'row-added' : undefined}
            initial={still || !isNew ? false : { opacity: 0 }}
            animate={{ opacity: 1 }}
            exit={still ? undefined : { opacity: 0 }}
            transition={{ duration: FADE_S }}
          >
            {columns.map((column) => {
              const value = (row as Record<string, unknown>)[column];
              const text = value === null || value === undefined ? 'NULL' : String(value);
              const isMarked = isNew || changedCells?.has(column);
              return (
                <td key={column} className={`${wide.includes(column) ? 'wide' : 'nowrap'}${value === null ? ' null' : ''}`}>
                  {isMarked ? <mark>{text}</mark> : text}
                </td>
              );
            })}
          </m.tr>
        );
      })}
    </AnimatePresence>
  );
}
