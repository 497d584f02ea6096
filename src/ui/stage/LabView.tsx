import { selectCursor, selectTrace } from '../../player/selectors';
import { LabTableHead } from '../components/LabTableHead';
import { labLinesAt, type LabLine } from '../model/labRows';
import { usePlayer } from '../playerContext';

const NAMES: Record<LabLine['version'], string> = {
  'no-key': 'no-key',
  'key-per-try': 'key-per-try',
  'same-key': 'same-key',
};

/**
 * The lab chapter's stage: the lesson's table, filling in as each version's real run is counted, and
 * a bar per version comparing what was done with what was asked for (the dashed line: one per order).
 */
export function LabView() {
  const trace = usePlayer(selectTrace);
  const cursor = usePlayer(selectCursor);
  if (!trace) return null;
  const lines = labLinesAt(trace.beats, cursor);
  const unit = lines[0]!.unit;
  const total = lines.find((l) => l.total > 0)?.total ?? 100;
  const most = Math.max(total, ...lines.map((l) => l.row?.calls ?? 0));
  const things = unit === 'loan' ? 'loan rows' : 'charges';
  return (
    <section className="stage lab card" aria-label="The lab">
      <div className="clock">
        <span>
          {total} {unit === 'loan' ? 'loans' : 'checkouts'}, 20% of answers lost, up to 5 attempts, each version on a fresh database
        </span>
      </div>
      <div className="lab-body">
        <div className="table-wrap">
          <table className="data-table lab-table" aria-label="Lab results">
            <LabTableHead unit={unit} extra={['progress']} />
            <tbody>
              {lines.map((line) => (
                <tr key={line.version} className={line.current ? 'row-added' : undefined}>
                  <th scope="row">{NAMES[line.version]}</th>
                  <td>{line.row?.charges ?? '–'}</td>
                  <td className={line.row && line.row.doubleCharged > 0 ? 'bad-number' : undefined}>{line.row?.doubleCharged ?? '–'}</td>
                  <td>{line.row?.gaveUp ?? '–'}</td>
                  <td className={line.row && line.row.refused > 0 ? 'bad-number' : undefined}>{line.row?.refused ?? '–'}</td>
                  <td>{line.row?.calls ?? '–'}</td>
                  <td>{`${line.done}/${line.total || total}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="lab-bars" aria-hidden="true">
          {lines.map((line) => {
            const value = line.row?.charges ?? 0;
            return (
              <div key={line.version} className="lab-bar">
                <span className="lab-bar-name">{NAMES[line.version]}</span>
                <span className="lab-bar-track">
                  <span className={`lab-bar-fill${value > line.done ? ' over' : ''}`} style={{ width: `${(value / most) * 100}%` }} />
                  <span className="lab-bar-goal" style={{ left: `${(total / most) * 100}%` }} />
                </span>
                <span className="lab-bar-value">
                  {value} {things}
                </span>
              </div>
            );
          })}
          <p className="legend">dashed line: {total}, one per order</p>
        </div>
      </div>
    </section>
  );
}
