import { memo, useContext, useId, type CSSProperties } from 'react';
import { PanelNameContext } from './panelName';
import type { StateSnapshot } from '../../core/trace';
import { rowChanges } from '../model/rowChanges';
import { tableSelectors, type StateTable } from '../model/tableRows';
import { usePlayer } from '../playerContext';
import type { PlayerState } from '../../player/playerState';
import { selectTrace } from '../../player/selectors';
import { TableRows } from './TableRows';
import { ROW_FADE_MS } from './useLeavingRows';
import { words } from '../../narration/words';
import { useScrollableRegion } from '../useScrollableRegion';

type RowOf<T extends StateTable> = StateSnapshot[T][number];

interface Props<T extends StateTable, Row extends object = RowOf<T>> {
  /** Which of the beat's tables it shows. */
  table: T;
  /** The panel's heading, in words ("The shop’s memory"). */
  title: string;
  /** The panel's place in the scene grid (`panel-keys`, `panel-ledger`). */
  area: string;
  /** The table's accessible name and caption: the real table's name (`idempotency_keys`, `loan`). */
  name: string;
  columns: readonly (keyof Row & string)[];
  keyOf(row: Row): string;
  /** Shown instead of the table body when there are no rows. */
  empty: string;
  /** Columns whose text may wrap anywhere (long JSON). */
  wide?: readonly (keyof Row & string)[];
}

/** The rows' fades last as long as useLeavingRows keeps a leaving row (one object: the table's style never changes). */
const ROW_FADE = { '--row-fade': `${ROW_FADE_MS}ms` } as CSSProperties;

/** One empty list for every table without wide columns, so the rows' memo sees the same one each beat. */
const NOT_WIDE: readonly never[] = [];

/**
 * Rows drawn at most, and deleted keys listed at most: the lab's hundred rows are counted, not read.
 * Listing all the keys a version's fresh database left behind (123 per table) took its seek from 12 to 20 ms.
 */
const MOST_ROWS = 6;
/**
 * The lab's rows drawn at most: every beat is another fresh database, so a seek rewrites every row
 * drawn (long keys and JSON); three show what a row holds. The lab's seeks are the player's slowest: in
 * the box, with six rows, median 7.7 and p95 12.7 ms; with three, 6.8 and 9.4 (paired sweeps, traced).
 */
const MOST_LAB_ROWS = 3;

const selectMostRows = (s: PlayerState) => (selectTrace(s)?.kind === 'lab' ? MOST_LAB_ROWS : MOST_ROWS);

/**
 * A panel with one table as SELECT returned it after the current beat, with what this beat changed
 * marked: new rows and changed cells highlighted, deleted rows listed under the table. It reads its
 * rows after this beat and the one before (the same arrays wherever they read the same): a seek
 * draws it again only when either changed.
 */
function TablePanelInner<T extends StateTable>({ table, title, area, name, columns, keyOf, empty, wide = NOT_WIDE }: Props<T>) {
  type Row = RowOf<T>;
  const built = usePlayer(tableSelectors[table].rows) as readonly Row[] | undefined;
  const before = usePlayer(tableSelectors[table].before) as readonly Row[] | undefined;
  // Before the scene exists the panel shows its frame and columns (hidden from assistive tech), so
  // the page lays it out while SQLite starts, and only rows arrive with the scene.
  const pending = built === undefined;
  const rows = built ?? [];
  const changes = rowChanges(before, rows, keyOf);
  const marked = changes.added.size + changes.changed.size + changes.removed.length > 0;
  const titleId = `${useId()}-title`;
  const within = useContext(PanelNameContext);
  const most = usePlayer(selectMostRows);
  const shown = rows.length > most ? rows.slice(0, most) : rows;
  const deletedShown = changes.removed.slice(0, most);
  const t = words.panels.table;
  const scroller = useScrollableRegion(name);
  return (
    <section className={`panel card ${area}`} aria-labelledby={within ? `${titleId} ${within}` : titleId} aria-busy={pending || undefined}>
      <h2 id={titleId} className="panel-title">
        {title}
      </h2>
      <div className="table-wrap" {...scroller}>
        <table aria-label={name} className="data-table" aria-hidden={pending || undefined} style={ROW_FADE}>
          {pending ? (
            <caption>
              <code>{name}</code>
            </caption>
          ) : (
            // elementtiming: the page's own paint timing reports when the real rows reached the
            // screen (npm run bench). A caption of its own, so that paint is this one's first.
            <caption key="rows" elementtiming={area}>
              <code>{name}</code>
              <span className="row-count">{t.rows(rows.length)}</span>
            </caption>
          )}
          {/* The rows are the store's own: column names and values are identifiers, never translated. */}
          <thead translate="no">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody translate="no">
            <TableRows rows={shown} columns={columns} keyOf={keyOf} added={changes.added} changed={changes.changed} wide={wide} />
          </tbody>
        </table>
        {pending ? <p className="table-empty">{t.starting}</p> : rows.length === 0 && <p className="table-empty">{empty}</p>}
        {shown.length < rows.length && (
          <p className="table-empty">{t.firstRows(shown.length, rows.length)}</p>
        )}
        {changes.removed.length > 0 && (
          <p className="table-removed">
            {t.deleted}{' '}
            {deletedShown.map((row) => (
              <del key={keyOf(row)} translate="no">{keyOf(row)}</del>
            ))}
            {deletedShown.length < changes.removed.length && t.moreDeleted(changes.removed.length - deletedShown.length)}
          </p>
        )}
        {marked && (
          <p className="table-legend">
            <mark>{t.highlighted}</mark>
            {t.changedByBeat}
          </p>
        )}
      </div>
    </section>
  );
}

export const TablePanel = memo(TablePanelInner) as typeof TablePanelInner;
