import { memo } from 'react';
import { selectMoved } from '../../player/selectors';
import { usePlayer } from '../playerContext';
import { useLeavingRows } from './useLeavingRows';

interface Props<Row extends object> {
  rows: readonly Row[];
  columns: readonly (keyof Row & string)[];
  keyOf(row: Row): string;
  /** Rows this beat inserted, and the cells it changed per row (to mark them). */
  added: ReadonlySet<string>;
  changed: ReadonlyMap<string, ReadonlySet<string>>;
  wide: readonly (keyof Row & string)[];
}

/**
 * A table's body rows. Moving on to a beat shows it happening: a row the beat inserted fades in,
 * a row it deleted fades out (`useLeavingRows` keeps it until it has; CSS draws both fades). After a
 * jump the beat is shown as it stands: rows are simply there, or gone. A row's cells are redrawn
 * only when their values or marks change.
 */
export function TableRows<Row extends object>({ rows, columns, keyOf, added, changed, wide }: Props<Row>) {
  const stepped = usePlayer(selectMoved) !== 'jump';
  const shown = useLeavingRows(rows, keyOf, stepped);
  return shown.map(({ key, row, leaving }, at) => {
    if (leaving) return <Row key={key} values={row as Record<string, unknown>} columns={columns} wide={wide} marked="" motion="leaving" />;
    const isNew = added.has(key);
    const marked = isNew ? ALL : [...(changed.get(key) ?? [])].join(' ');
    // After a jump nothing comes or goes, so a row's element is its place's: the DOM keeps its rows
    // and only their text changes (the lab's every beat is another database, with other keys).
    return <Row key={stepped ? key : `at:${at}`} values={row as Record<string, unknown>} columns={columns} wide={wide} marked={marked} motion={isNew ? (stepped ? 'entering' : 'added') : 'still'} />;
  });
}

interface RowProps extends CellsProps {
  /** Inserted by a step (fading in), inserted by the beat jumped to, taken away by a step (fading out), or neither. */
  motion: 'entering' | 'added' | 'leaving' | 'still';
}

const ROW_CLASS: Record<RowProps['motion'], string | undefined> = {
  entering: 'row-added row-entering',
  added: 'row-added',
  leaving: 'row-leaving',
  still: undefined,
};

/**
 * One body row. Memoised like its cells: at a seek most rows stand still. A row fading out is hidden
 * from assistive tech: the store no longer has it (the panel lists it as deleted).
 */
const Row = memo(
  function RowView({ motion, ...cells }: RowProps) {
    return (
      <tr className={ROW_CLASS[motion]} aria-hidden={motion === 'leaving' || undefined}>
        <Cells {...cells} />
      </tr>
    );
  },
  (a, b) => a.motion === b.motion && sameCells(a, b),
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
