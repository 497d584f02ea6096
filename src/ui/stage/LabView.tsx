import { selectCursor, selectTrace } from '../../player/selectors';
import { LabFigures } from '../components/LabFigures';
import { LabTableHead } from '../components/LabTableHead';
import { labLinesAt } from '../model/labRows';
import { usePlayer } from '../playerContext';
import { words } from '../../narration/words';
import { useScrollableRegion } from '../useScrollableRegion';

/**
 * The lab chapter's stage: the lesson's table, filling in as each version's real run is counted, and
 * a bar per version comparing what was done with what was asked for (the dashed line: one per order).
 */
export function LabView() {
  const trace = usePlayer(selectTrace);
  const cursor = usePlayer(selectCursor);
  const scroller = useScrollableRegion(words.stage.lab.results);
  if (!trace) return null;
  const lines = labLinesAt(trace.beats, cursor);
  const unit = lines[0]!.unit;
  const total = lines.find((l) => l.total > 0)?.total ?? 100;
  const most = Math.max(total, ...lines.map((l) => l.row?.calls ?? 0));
  const say = words.stage.lab;
  return (
    <section className="stage lab card" aria-label={say.name}>
      <div className="clock">
        <span>{say.settings(total, unit)}</span>
      </div>
      <div className="lab-body">
        <div className="table-wrap" {...scroller}>
          <table className="data-table lab-table" aria-label={say.results}>
            <LabTableHead unit={unit} extra={[say.progress]} />
            <tbody>
              {lines.map((line) => (
                <tr key={line.version} className={line.current ? 'row-added' : undefined}>
                  <th scope="row">{line.version}</th>
                  <LabFigures row={line.row} />
                  <td>{say.done(line.done, line.total || total)}</td>
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
                <span className="lab-bar-name">{line.version}</span>
                <span className="lab-bar-track">
                  <span className={`lab-bar-fill${value > line.done ? ' over' : ''}`} style={{ width: `${(value / most) * 100}%` }} />
                  <span className="lab-bar-goal" style={{ left: `${(total / most) * 100}%` }} />
                </span>
                <span className="lab-bar-value">{say.bar(value, unit)}</span>
              </div>
            );
          })}
          <p className="legend">{say.goal(total)}</p>
        </div>
      </div>
    </section>
  );
}
