import { words } from '../../narration/words';

/** The lab table's header row in the lesson's words (`first`: another name for its first column), with any extra columns after them. */
export function LabTableHead({ unit, extra = [], first }: { unit: 'charge' | 'loan'; extra?: readonly string[]; first?: string }) {
  const [version, ...figures] = words.lab.columns[unit];
  return (
    <thead>
      <tr>
        {[first ?? version!, ...figures, ...extra].map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
